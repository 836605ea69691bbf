import type { ReactNode } from 'react';
import factLine from '../facts/fact-line.module.css';
import raisedBox from '../surface/raised-box.module.css';
import styles from './form-page.module.css';

export type Fact = { label: string; value: ReactNode };

/** Labelled figures of a page (balances, limits, fees, a record's fields) as a description list. */
export function Facts({ facts, label }: { facts: Fact[]; label?: string }) {
  return (
    <dl className={raisedBox.box} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className={`${factLine.line} ${styles.fact}`}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
