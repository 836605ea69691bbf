import { useEffect, useState, type RefObject } from 'react';

/** Which sides of a row that scrolls sideways hide content: the start, the end, both or neither. */
export type HiddenSides = 'start' | 'end' | 'both' | undefined;

/**
 * Sides whose content lies beyond the visible part, by less than a pixel counted as none (rounded widths).
 * @internal exported for its tests
 */
export function hiddenSides(scrollLeft: number, clientWidth: number, scrollWidth: number): HiddenSides {
  const start = scrollLeft > 1;
  const end = scrollLeft + clientWidth < scrollWidth - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : undefined;
}

/**
 * The sides of `ref`'s element whose content is scrolled out of sight, kept as the user scrolls and as the row or
 * its content changes width (a language with longer words, a phone turned): the row shows it continues there.
 */
export function useHiddenSides(ref: RefObject<HTMLElement | null>): HiddenSides {
  const [sides, setSides] = useState<HiddenSides>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSides(hiddenSides(element.scrollLeft, element.clientWidth, element.scrollWidth));
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resized?.observe(element);
    for (const child of element.children) resized?.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [ref]);
  return sides;
}
