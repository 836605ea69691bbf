import { useSyncExternalStore } from 'react';
import { serverNow } from '../lib/time/server-clock';

/**
 * The current time on the server's clock (see server-clock), once a second, from one shared timer: a list of fifty
 * countdowns re-renders together on one tick instead of running fifty intervals.
 */
const listeners = new Set<() => void>();
let now = serverNow();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = serverNow();
    timer = setInterval(() => {
      now = serverNow();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Between ticks the same value, as React requires of a snapshot; refreshed when no timer has run for a second. */
function snapshot(): number {
  if (!timer && Math.abs(serverNow() - now) >= 1000) now = serverNow();
  return now;
}

export const useNow = (): number => useSyncExternalStore(subscribe, snapshot, snapshot);
