import type { ReactNode } from 'react';

/** One figure of an artwork or an order, a line of the list of its facts (`styles.facts`). */
export function Fact({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{value}</dd>
    </div>
  );
}
