import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { TIMING } from '../config/constants';

/**
 * A stable function that runs `fn` once calls have stopped for `delayMs` (500 ms), with the last call's
 * arguments: repeated taps or keystrokes give one call. Pending calls are dropped on unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  fn: (...args: Args) => void,
  delayMs: number = TIMING.debounceMs,
): (...args: Args) => void {
  const latest = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
