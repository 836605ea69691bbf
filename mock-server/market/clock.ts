/**
 * The mock's clock. It starts at `MOCK_NOW` when given (an ISO instant with its zone), else at the wall time, and
 * from there runs at the pace of a monotonic timer; tests and developers may move it forward
 * (`POST /__sandbox/clock`), so that a 60-second option expires or a lock-mining term ends without waiting. The
 * market model, the socket emitter, the gateway's `Date` header and every domain of the sandbox read this one
 * clock: a mock started twice at the same instant with the same seed tells the same story, whatever the hour.
 */
type ClockOptions = {
  /** Where the clock starts (epoch milliseconds); the wall time when not given. */
  startAt?: number;
  /** A monotonic time source in milliseconds (tests give their own). */
  elapsed?: () => number;
};

export class Clock {
  private offset = 0;
  private readonly startAt: number;
  private readonly elapsed: () => number;
  private readonly origin: number;

  constructor(options: ClockOptions = {}) {
    this.elapsed = options.elapsed ?? (() => performance.now());
    this.origin = this.elapsed();
    this.startAt = options.startAt ?? Date.now();
  }

  now(): number {
    return Math.floor(this.startAt + (this.elapsed() - this.origin)) + this.offset;
  }

  /** Moves time forward (never back: bars, ledgers and orders only go forward). */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new Error('the clock only moves forward');
    this.offset += ms;
  }

  get advancedMs(): number {
    return this.offset;
  }
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * `MOCK_NOW` as epoch milliseconds: an ISO 8601 instant with its zone (`2026-11-23T09:00:00Z`,
 * `2026-11-23T18:00:00+09:00`), so that it means the same instant on every machine; undefined when empty.
 */
export function parseMockNow(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  const ms = Date.parse(text);
  if (!ISO_INSTANT.test(text) || Number.isNaN(ms))
    throw new Error(`MOCK_NOW must be an ISO instant with its zone, e.g. 2026-11-23T09:00:00Z (got "${value}")`);
  return ms;
}
