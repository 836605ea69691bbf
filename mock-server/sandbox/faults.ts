/**
 * Answers chosen per operation by a developer or a test (`PUT /__sandbox/faults/<operationId>`, or the app's
 * scenario panel): the contract's error envelopes, a slow answer, or a dropped connection. They apply to every
 * operation, whether the sandbox or Prism answers it, until cleared or used up (`times`).
 */
export const FAULT_ANSWERS = ['error', 'sessionExpired', 'verificationRequired', 'slow', 'network'] as const;
export type FaultAnswer = (typeof FAULT_ANSWERS)[number];
export type Fault = {
  answer: FaultAnswer;
  /** for `slow` */ delayMs: number;
  /** answers left; none: until cleared */ times?: number;
};

const DEFAULT_SLOW_MS = 3000;

export class Faults {
  private readonly byOperation = new Map<string, Fault>();

  /** Reads `{answer, delayMs?, times?}`; throws a readable error on anything else. */
  static parse(input: unknown): Fault {
    const { answer, delayMs, times } = (input ?? {}) as Record<string, unknown>;
    if (!FAULT_ANSWERS.includes(answer as FaultAnswer))
      throw new Error(`answer must be one of ${FAULT_ANSWERS.join(', ')}`);
    if (
      delayMs !== undefined &&
      !(Number.isInteger(delayMs) && (delayMs as number) >= 0 && (delayMs as number) <= 120_000)
    )
      throw new Error('delayMs must be a whole number of milliseconds up to 120000');
    if (times !== undefined && !(Number.isInteger(times) && (times as number) >= 1))
      throw new Error('times must be a whole number from 1');
    return {
      answer: answer as FaultAnswer,
      delayMs: (delayMs as number | undefined) ?? DEFAULT_SLOW_MS,
      times: times as number | undefined,
    };
  }

  set(operationId: string, fault: Fault): void {
    this.byOperation.set(operationId, fault);
  }

  clear(operationId?: string): void {
    if (operationId === undefined) this.byOperation.clear();
    else this.byOperation.delete(operationId);
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.byOperation);
  }

  /** The fault to apply to this call of the operation, counting it. */
  take(operationId: string): Fault | undefined {
    const fault = this.byOperation.get(operationId);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.byOperation.delete(operationId);
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
