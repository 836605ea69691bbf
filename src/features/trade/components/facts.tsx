import type { ReactNode } from 'react';
import styles from './trade.module.css';

export type Fact = { label: string; value: ReactNode; color?: string; testId?: string };

/** The figures of an order or position, label over value, three to a row. */
export function Facts({ items }: { items: Fact[] }) {
  return (
    <dl className={styles.positionFacts}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd style={item.color ? { color: item.color } : undefined} data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
