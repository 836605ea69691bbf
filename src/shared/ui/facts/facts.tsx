import type { ReactNode } from 'react';
import styles from './facts.module.css';

export type Fact = { label: string; value: ReactNode; tone?: 'up' | 'down' };

/** Figures of a product or a position as label and value pairs, two to a row. */
export function Facts({ facts, columns = 2 }: { facts: Fact[]; columns?: 2 | 3 }) {
  return (
    <dl className={columns === 3 ? `${styles.facts} ${styles.three}` : styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd className={fact.tone}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
