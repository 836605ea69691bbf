/**
 * Answers chosen per operation by a developer or a test (`PUT /__sandbox/faults/<operationId>`, or the app's
 * scenario panel): the contract's error envelopes, a slow answer, or a dropped connection. They apply to every
 * operation, whether the sandbox or Prism answers it, until cleared or used up (`times`). A fault set with a `token`
 * applies to the calls of that session alone, ahead of one set for the whole mock: a test, or a developer's open
 * page, breaks an operation for itself without breaking it for every other client of the same mock.
 */
import { TOKEN_SHAPE } from './sandbox.ts';

export const FAULT_ANSWERS = ['error', 'sessionExpired', 'verificationRequired', 'slow', 'network'] as const;
export type FaultAnswer = (typeof FAULT_ANSWERS)[number];
export type Fault = {
  answer: FaultAnswer;
  /** for `slow` */ delayMs: number;
  /** answers left; none: until cleared */ times?: number;
  /** the session whose calls it applies to; none: every call */ token?: string;
};

const DEFAULT_SLOW_MS = 3000;
const WHOLE_MOCK = '';

export class Faults {
  /** By operation, then by scope: a token, or WHOLE_MOCK. */
  private readonly byOperation = new Map<string, Map<string, Fault>>();

  /** Reads `{answer, delayMs?, times?, token?}`; throws a readable error on anything else. */
  static parse(input: unknown): Fault {
    const { answer, delayMs, times, token } = (input ?? {}) as Record<string, unknown>;
    if (!FAULT_ANSWERS.includes(answer as FaultAnswer))
      throw new Error(`answer must be one of ${FAULT_ANSWERS.join(', ')}`);
    if (
      delayMs !== undefined &&
      !(Number.isInteger(delayMs) && (delayMs as number) >= 0 && (delayMs as number) <= 120_000)
    )
      throw new Error('delayMs must be a whole number of milliseconds up to 120000');
    if (times !== undefined && !(Number.isInteger(times) && (times as number) >= 1))
      throw new Error('times must be a whole number from 1');
    if (token !== undefined && !(typeof token === 'string' && TOKEN_SHAPE.test(token)))
      throw new Error('token must be a session token: 32 lowercase hexadecimal characters');
    return {
      answer: answer as FaultAnswer,
      delayMs: (delayMs as number | undefined) ?? DEFAULT_SLOW_MS,
      times: times as number | undefined,
      ...(token === undefined ? {} : { token: token as string }),
    };
  }

  set(operationId: string, fault: Fault): void {
    const scopes = this.byOperation.get(operationId) ?? new Map<string, Fault>();
    scopes.set(fault.token ?? WHOLE_MOCK, fault);
    this.byOperation.set(operationId, scopes);
  }

  /** Clears the faults of an operation (every operation when none is named), of one session's when a token is given. */
  clear(operationId?: string, token?: string): void {
    for (const [id, scopes] of this.byOperation) {
      if (operationId !== undefined && id !== operationId) continue;
      if (token === undefined) scopes.clear();
      else scopes.delete(token);
      if (scopes.size === 0) this.byOperation.delete(id);
    }
  }

  /** The fault each operation's calls get: a session's (with `token`: its own ahead of the whole mock's), by operation. */
  list(token?: string): Record<string, Fault> {
    const listed: Record<string, Fault> = {};
    for (const [operationId, scopes] of this.byOperation) {
      const fault = (token === undefined ? undefined : scopes.get(token)) ?? scopes.get(WHOLE_MOCK);
      if (fault) listed[operationId] = fault;
    }
    return listed;
  }

  /** The fault to apply to this call of the operation (the caller's own first), counting it. */
  take(operationId: string, token?: string): Fault | undefined {
    const scopes = this.byOperation.get(operationId);
    if (!scopes) return undefined;
    const scope = token !== undefined && scopes.has(token) ? token : WHOLE_MOCK;
    const fault = scopes.get(scope);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.clear(operationId, scope);
    }
    return fault;
  }
}

/** MOCK_LATENCY_MS: a fixed delay ("300") or a range drawn from on every answer ("200-800"). */
export function parseLatency(text: string | undefined): () => number {
  if (!text) return () => 0;
  const match = /^(\d+)(?:-(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`MOCK_LATENCY_MS must be milliseconds ("300") or a range ("200-800"), got ${text}`);
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  if (high < low) throw new Error(`MOCK_LATENCY_MS range goes down: ${text}`);
  return () => low + Math.floor(Math.random() * (high - low + 1));
}
