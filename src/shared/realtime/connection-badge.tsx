import type { ConnectionState } from './holdings';
import styles from './connection-badge.module.css';
import { useConnectionState } from './hooks';

type ConnectionBadgeProps = {
  /** Translated words for each state, e.g. from `t('realtime.<state>')`. */
  labels: Record<ConnectionState, string>;
  /** Show the dot only (the label stays readable by screen readers). */
  compact?: boolean;
  className?: string;
};

/** Shows whether live data is live: connected, (re)connecting or offline. Put it where live data is shown. */
export function ConnectionBadge({ labels, compact = false, className }: ConnectionBadgeProps) {
  const state = useConnectionState();
  const label = labels[state];
  return (
    <span
      className={[styles.badge, styles[state], className].filter(Boolean).join(' ')}
      role="status"
      aria-live="polite"
      aria-label={compact ? label : undefined}
      title={label}
      data-state={state}
    >
      <span className={styles.dot} aria-hidden="true" />
      {compact ? null : label}
    </span>
  );
}
