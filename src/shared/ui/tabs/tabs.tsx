import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import scrollRow from '../scroll-row/scroll-row.module.css';
import { useHiddenSides } from '../scroll-row/use-hidden-sides';
import styles from './tabs.module.css';

type TabItem<K extends string> = { key: K; label: string };

export type TabsProps<K extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
  sticky?: boolean;
};

/** The width of the fade on a side where more tabs wait (tabs.module.css). */
const FADE_PX = 40;

/**
 * Scrolls the row sideways (never the page) until the tab stands clear of the fades; all the way to an end that is
 * less than a fade away, where no fade is left to clear.
 */
function revealSideways(row: HTMLElement, tab: HTMLElement) {
  const rowBox = row.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  let target = row.scrollLeft;
  if (tabBox.left < rowBox.left + FADE_PX) target -= rowBox.left + FADE_PX - tabBox.left;
  else if (tabBox.right > rowBox.right - FADE_PX) target += tabBox.right - (rowBox.right - FADE_PX);
  const end = row.scrollWidth - row.clientWidth;
  row.scrollLeft = target < FADE_PX ? 0 : target > end - FADE_PX ? end : target;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern: arrow keys move between tabs) and the selected tab's panel. A row wider
 * than the screen scrolls sideways: it fades out on the side where more tabs wait, and the selected tab scrolls
 * into sight, however it was chosen.
 */
export function Tabs<K extends string>({ label, tabs, value, onChange, children, sticky = false }: TabsProps<K>) {
  const id = useId();
  const row = useRef<HTMLDivElement>(null);
  const hidden = useHiddenSides(row);
  useEffect(() => {
    const tab = document.getElementById(`${id}-${value}`);
    if (row.current && tab) revealSideways(row.current, tab);
  }, [id, value]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    // the key moves the selection, not the row: left to the browser it also scrolled the row by a step
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === value);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    onChange(next.key);
    document.getElementById(`${id}-${next.key}`)?.focus();
  };
  return (
    <>
      <div
        ref={row}
        className={`${styles.tabs} ${scrollRow.fades}${sticky ? ` ${styles.sticky}` : ''}`}
        data-hidden-sides={hidden}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-${tab.key}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab.key === value}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === value ? 0 : -1}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${value}`}>
        {children}
      </div>
    </>
  );
}
