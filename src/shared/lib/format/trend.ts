import { toBig, type DecimalInput } from './decimal';

export type Trend = 'up' | 'down' | 'flat';

/** Whether a change (e.g. "+2.35", "-1.18", "0.00") went up, down or nowhere. */
export function trendOf(change: DecimalInput): Trend {
  const number = toBig(change);
  if (!number || number.eq(0)) return 'flat';
  return number.gt(0) ? 'up' : 'down';
}

const COLORS: Record<Trend, string> = {
  up: 'var(--color-up)',
  down: 'var(--color-down)',
  flat: 'var(--color-text-muted)',
};

/** The colour of a change: green (#28ba98) up, red (#F04A5A) down, muted when flat. */
export const trendColor = (change: DecimalInput): string => COLORS[trendOf(change)];
