/**
 * The k-line periods (those of /currency/new_timeshar) and where their bars start: UTC, weeks on Monday, months
 * and years on their first day.
 */
export const PERIODS = ['1min', '5min', '15min', '30min', '60min', '1day', '1week', '1mon', '1year'] as const;
export type Period = (typeof PERIODS)[number];
/** The periods of the realtime `kline` feed: every one but the year, whose bars only the history serves. */
export const LIVE_PERIODS = PERIODS.filter((period) => period !== '1year') as Array<Exclude<Period, '1year'>>;
export type LivePeriod = (typeof LIVE_PERIODS)[number];

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
  if (period === '1year') return Date.UTC(date.getUTCFullYear(), 0, 1);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** Start (Unix ms) of the bar of `period` after the one that starts at `time`. */
export function nextBarStart(time: number, period: Period): number {
  const length = FIXED[period];
  if (length) return time + length;
  if (period === '1week') return time + 7 * DAY;
  const date = new Date(time);
  return period === '1year'
    ? Date.UTC(date.getUTCFullYear() + 1, 0, 1)
    : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** The original backend's aliases of the k-line history call, and the period each stands for. */
const ALIASES: Record<string, Period> = { '1H': '60min', '1D': '1day', '1W': '1week', '1M': '1mon', '1Y': '1year' };

/** The period a k-line history call names, its aliases resolved; undefined when it names none. */
export const periodOf = (name: string): Period | undefined =>
  (PERIODS as readonly string[]).includes(name) ? (name as Period) : ALIASES[name];
