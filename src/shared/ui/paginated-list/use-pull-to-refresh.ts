import { useCallback, useRef, useState, type TouchEvent } from 'react';

/** Distance in px the finger must pull down, at the top of the page, to refresh. */
export const PULL_THRESHOLD = 64;

const atTop = () => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;

/**
 * Touch handlers for pull-to-refresh: dragging down from the top of the page by more than 64 px and letting
 * go runs `onRefresh`. `pull` is the current drag distance (for the indicator).
 */
export function usePullToRefresh(onRefresh: () => void) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const onTouchStart = useCallback((event: TouchEvent) => {
    start.current = atTop() ? event.touches[0].clientY : null;
  }, []);
  const onTouchMove = useCallback((event: TouchEvent) => {
    if (start.current === null) return;
    setPull(Math.max(0, Math.min(event.touches[0].clientY - start.current, PULL_THRESHOLD * 1.5)));
  }, []);
  const onTouchEnd = useCallback(() => {
    if (start.current !== null && pull >= PULL_THRESHOLD) onRefresh();
    start.current = null;
    setPull(0);
  }, [onRefresh, pull]);
  return { pull, handlers: { onTouchStart, onTouchMove, onTouchEnd } };
}
