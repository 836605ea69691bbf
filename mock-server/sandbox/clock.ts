/**
 * The mock's clock: wall time plus an offset that tests and developers may advance (`POST /__sandbox/clock`), so
 * that a 60-second option expires or a lock-mining term ends without waiting. The market model, the socket
 * emitter and the sandbox all read this one clock.
 */
export class Clock {
  private offset = 0;

  now(): number {
    return Date.now() + this.offset;
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
