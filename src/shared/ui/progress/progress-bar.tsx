import Big from 'big.js';
import styles from './progress-bar.module.css';

/** How far something is sold or subscribed: `percent` is a decimal string from 0 to 100. */
export function ProgressBar({ percent, label }: { percent: string; label: string }) {
  const value = Big(percent).gt(100) ? '100' : Big(percent).lt(0) ? '0' : percent;
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Number(value)}
    >
      <div className={styles.bar} style={{ width: `${value}%` }} />
    </div>
  );
}
