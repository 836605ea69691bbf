import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

type TabItem<K extends string> = { key: K; label: string };

type TabsProps<K extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
  sticky?: boolean;
};

/** A row of tabs (WAI-ARIA tabs pattern: arrow keys move between tabs) and the selected tab's panel. */
export function Tabs<K extends string>({ label, tabs, value, onChange, children, sticky = false }: TabsProps<K>) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = tabs.findIndex((tab) => tab.key === value);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    onChange(next.key);
    document.getElementById(`${id}-${next.key}`)?.focus();
  };
  return (
    <>
      <div
        className={sticky ? `${styles.tabs} ${styles.sticky}` : styles.tabs}
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
