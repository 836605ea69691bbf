/** A refusal the way the real backend sends it: `{"type": "error", "message": <text in the request's lang>}`. */
import type { MessageKey } from './messages.ts';

export class BusinessError extends Error {
  readonly key: MessageKey;
  readonly values: Record<string, string | number>;
  /** The envelope's `type`: `error`, or `998` when identity verification must come first. */
  readonly envelope: 'error' | '998';

  constructor(key: MessageKey, values: Record<string, string | number> = {}, envelope: 'error' | '998' = 'error') {
    super(key);
    this.key = key;
    this.values = values;
    this.envelope = envelope;
  }
}

/** Refuses the request being handled; nothing it has not yet changed will change. */
export function refuse(key: MessageKey, values?: Record<string, string | number>): never {
  throw new BusinessError(key, values);
}
