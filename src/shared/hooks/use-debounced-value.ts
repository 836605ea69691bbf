import { useEffect, useState } from 'react';
import { TIMING } from '../config/constants';

/** The value as it was when it last stopped changing for `delayMs` (500 ms): for search boxes. */
export function useDebouncedValue<T>(value: T, delayMs: number = TIMING.debounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
