import styles from './trade.module.css';

type SegmentedProps<K extends string> = {
  label: string;
  options: ReadonlyArray<{ key: K; label: string; tone?: 'up' | 'down' }>;
  value: K;
  onChange: (key: K) => void;
};

/** A row of mutually exclusive choices (buy or sell, limit or market), as a radio group. */
export function Segmented<K extends string>({ label, options, value, onChange }: SegmentedProps<K>) {
  return (
    <div className={styles.segmented} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          role="radio"
          aria-checked={option.key === value}
          className={styles.segment}
          data-tone={option.tone}
          onClick={() => onChange(option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
