import type { KlineBar } from '../../../gen/model';
import type { BarPeriod } from '../../../gen/socket/schemas';
import type { KlineBarUpdate } from '../../../shared/realtime/market-store';

/** The periods the chart offers: every bar length the k-line history and the live feed both serve. */
export const CHART_PERIODS = [
  '1min',
  '5min',
  '15min',
  '30min',
  '60min',
  '1day',
  '1week',
  '1mon',
] as const satisfies readonly BarPeriod[];
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
};

/** Bars of history the chart asks for. */
export const HISTORY_BARS = 200;

/** The history window ending now, in Unix seconds, as /currency/new_timeshar reads it. */
export function historyWindow(period: ChartPeriod, nowMs: number): { from: number; to: number } {
  const to = Math.floor(nowMs / 1000);
  return { from: to - PERIOD_SECONDS[period] * HISTORY_BARS, to };
}

export type ChartBar = { time: number; open: number; high: number; low: number; close: number; volume: number };

/**
 * The history followed by the live bars, one bar per time (a live bar replaces the history's bar of the same
 * time), oldest first, in seconds for the chart.
 */
export function mergeBars(history: readonly KlineBar[], live: readonly KlineBarUpdate[]): ChartBar[] {
  const byTime = new Map<number, ChartBar>();
  for (const bar of [...history, ...live])
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
