/** A refusal the way the real backend sends it: `{"type": "error", "message": <text in the request's lang>}`. */
import type { MessageKey } from './messages.ts';

export class BusinessError extends Error {
  readonly key: MessageKey;
  readonly values: Record<string, string | number>;

  constructor(key: MessageKey, values: Record<string, string | number> = {}) {
    super(key);
    this.key = key;
    this.values = values;
  }
}

/** Refuses the request being handled; nothing it has not yet changed will change. */
export function refuse(key: MessageKey, values?: Record<string, string | number>): never {
  throw new BusinessError(key, values);
}
