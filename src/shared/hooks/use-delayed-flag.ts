import { useEffect, useState } from 'react';
import { TIMING } from '../config/constants';

/**
 * True once `active` has stayed true for `delayMs` (800 ms by default, specification section 9), so quick loads
 * never flash a spinner. Turns false as soon as `active` does.
 */
export function useDelayedFlag(active: boolean, delayMs: number = TIMING.loadingIndicatorDelayMs): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}
