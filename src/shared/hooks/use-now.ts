import { useSyncExternalStore } from 'react';

/**
 * The current time, once a second, from one shared timer: a list of fifty countdowns re-renders together on one
 * tick instead of running fifty intervals.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
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

export const useNow = (): number =>
  useSyncExternalStore(
    subscribe,
    () => (timer ? now : Date.now()),
    () => now,
  );
