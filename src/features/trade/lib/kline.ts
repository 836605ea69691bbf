import type { UTCTimestamp } from 'lightweight-charts';
import type { KlineBar, KlinePeriod } from '../../../gen/model';
import type { BarPeriod } from '../../../gen/socket/schemas';
import type { KlineBarUpdate } from '../../../shared/realtime/market-store';

/** The periods the chart offers: every bar length of the k-line history (its aliases aside). */
export const CHART_PERIODS = [
  '1min',
  '5min',
  '15min',
  '30min',
  '60min',
  '1day',
  '1week',
  '1mon',
  '1year',
] as const satisfies readonly KlinePeriod[];
export type ChartPeriod = (typeof CHART_PERIODS)[number];
export const DEFAULT_CHART_PERIOD: ChartPeriod = '15min';

const PERIOD_SECONDS: Record<ChartPeriod, number> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1_800,
  '60min': 3_600,
  '1day': 86_400,
  '1week': 604_800,
  '1mon': 2_592_000,
  '1year': 31_536_000,
};

/** The live feed of a period: yearly bars have none, their forming bar is rolled up from the month's. */
export const liveFeedOf = (period: ChartPeriod): BarPeriod => (period === '1year' ? '1mon' : period);

/** Bars of history the chart asks for. */
const HISTORY_BARS = 200;
/** Yearly bars go back a decade: two centuries of them would start before any market did. */
const YEARLY_HISTORY_BARS = 10;

/** The history window ending now, in Unix seconds, as /currency/new_timeshar reads it. */
export function historyWindow(period: ChartPeriod, nowMs: number): { from: number; to: number } {
  const to = Math.floor(nowMs / 1000);
  const bars = period === '1year' ? YEARLY_HISTORY_BARS : HISTORY_BARS;
  return { from: to - PERIOD_SECONDS[period] * bars, to };
}

export type ChartBar = { time: number; open: number; high: number; low: number; close: number; volume: number };

/**
 * The history followed by the live bars, one bar per time (a live bar replaces the history's bar of the same
 * time), oldest first, in seconds for the chart. Live bars older than the history's first are left out: a history
 * asked for again after the clock moved on starts later than the bars the page received before, and the chart
 * would join them across the time between.
 */
export function mergeBars(history: readonly KlineBar[], live: readonly KlineBarUpdate[]): ChartBar[] {
  const byTime = new Map<number, ChartBar>();
  const start = history[0]?.time ?? -Infinity;
  for (const bar of [...history, ...live.filter((candidate) => candidate.time >= start)])
    byTime.set(Math.floor(bar.time / 1000), {
      time: Math.floor(bar.time / 1000),
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      volume: bar.volume,
    });
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** The longest a bar of the period lasts, in seconds (a month of 31 days, a leap year). */
const LONGEST_BAR_SECONDS: Record<ChartPeriod, number> = {
  ...PERIOD_SECONDS,
  '1mon': 31 * 86_400,
  '1year': 366 * 86_400,
};

/**
 * Do the live bars leave bars out after the history? Live bars come one after another while the page watches;
 * when the server's clock moved on by more than a bar (a clock moved forward, a device asleep, a lost
 * connection), the bar that comes next is several bars after the last one drawn, and what lies between is only
 * in a history asked for again.
 */
export function missesBars(history: readonly KlineBar[], live: readonly KlineBarUpdate[], period: ChartPeriod) {
  const last = history.at(-1);
  if (!last) return false;
  let previous = last.time;
  for (const time of live.map((bar) => bar.time).sort((a, b) => a - b)) {
    if (time <= previous) continue;
    if ((time - previous) / 1000 > LONGEST_BAR_SECONDS[period]) return true;
    previous = time;
  }
  return false;
}

const yearStart = (time: number) => Date.UTC(new Date(time).getUTCFullYear(), 0, 1);

/**
 * The forming yearly bars, from the live monthly ones folded into the history's bar of the same year: open and
 * volume stay the year's (the month's volume is part of it already), high, low and close follow the month.
 */
export function rollUpYears(history: readonly KlineBar[], months: readonly KlineBarUpdate[]): KlineBarUpdate[] {
  const years = new Map<number, KlineBarUpdate>();
  for (const bar of history) years.set(bar.time, bar);
  const rolled = new Map<number, KlineBarUpdate>();
  for (const month of months) {
    const time = yearStart(month.time);
    const year = rolled.get(time) ?? years.get(time);
    rolled.set(time, {
      time,
      open: year?.open ?? month.open,
      high: Math.max(year?.high ?? month.high, month.high),
      low: Math.min(year?.low ?? month.low, month.low),
      close: month.close,
      volume: year?.volume ?? month.volume,
    });
  }
  return [...rolled.values()];
}

/**
 * The chart reads every time as UTC (lightweight-charts has no time zones): intraday bars are shifted by the
 * device's offset so that the axis says the hours the latest trades and orders say beside it. Day, week, month
 * and year bars start on UTC days and stay as they are.
 */
export function onDeviceClock(seconds: number, period: ChartPeriod): UTCTimestamp {
  if (!INTRADAY.has(period)) return seconds as UTCTimestamp;
  return (seconds - new Date(seconds * 1000).getTimezoneOffset() * 60) as UTCTimestamp;
}
const INTRADAY = new Set<ChartPeriod>(['1min', '5min', '15min', '30min', '60min']);
