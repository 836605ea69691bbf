export type Throttle = {
  /** Runs now when the last run is old enough, else once when it is, for every request made meanwhile. */
  request: () => void;
  /** Runs now, in place of a run waiting. */
  runNow: () => void;
  /** Drops a run waiting and forgets the last one. */
  reset: () => void;
};

/**
 * Runs `run` at most once every `everyMs`. `later` schedules a run that had to wait, once its time has come (into
 * the next animation frame, say); a reset before it runs drops it.
 */
export function createThrottle(
  everyMs: number,
  run: () => void,
  later: (go: () => void) => void = (go) => go(),
): Throttle {
  let last = Number.NEGATIVE_INFINITY;
  let waiting = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const runNow = () => {
    clearTimeout(timer);
    waiting = false;
    last = performance.now();
    run();
  };
  const go = () => {
    if (waiting) runNow();
  };
  return {
    request: () => {
      if (waiting) return;
      const wait = last + everyMs - performance.now();
      if (wait <= 0) return runNow();
      waiting = true;
      timer = setTimeout(() => later(go), wait);
    },
    runNow,
    reset: () => {
      clearTimeout(timer);
      waiting = false;
      last = Number.NEGATIVE_INFINITY;
    },
  };
}
