/** The k-line periods (those of /currency/new_timeshar) and where their bars start: UTC, weeks on Monday. */
export const PERIODS = ['1min', '5min', '15min', '30min', '60min', '1day', '1week', '1mon'] as const;
export type Period = (typeof PERIODS)[number];

const MINUTE = 60_000;
const DAY = 86_400_000;
const FIXED: Partial<Record<Period, number>> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': 60 * MINUTE,
  '1day': DAY,
};

/** Start (Unix ms) of the bar of `period` that contains `time`. */
export function barStart(time: number, period: Period): number {
  const length = FIXED[period];
  if (length) return Math.floor(time / length) * length;
  if (period === '1week') {
    const day = Math.floor(time / DAY);
    const sinceMonday = (day + 3) % 7; // 1970-01-01 was a Thursday
    return (day - sinceMonday) * DAY;
  }
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}
