import type { ChartBar } from './kline';

/**
 * How the chart's series moves from the bars it shows to the next ones. lightweight-charts takes a whole series
 * in ascending order of time without repeats (`setData`), or one bar at a time no older than its last
 * (`update`), and throws on anything else ("Cannot update oldest data"). Bars reach it out of order when the
 * server's clock and the device's differ, when a live feed starts again after a gap, or when a history arrives
 * after live bars: whatever the order, the chart gets a sequence it accepts.
 */
export type ChartDraw =
  | { kind: 'none' }
  /** Only the forming end changed: each bar in turn, oldest first, none older than the series' last. */
  | { kind: 'update'; bars: ChartBar[] }
  /** A bar before the series' last changed, appeared or went: the whole series again. */
  | { kind: 'replace'; bars: ChartBar[] };

/**
 * One bar per time, oldest first; of two bars of one time the later in the list wins; times that are no number go.
 * @internal exported for its tests
 */
export function inChartOrder(bars: readonly ChartBar[]): ChartBar[] {
  const byTime = new Map<number, ChartBar>();
  for (const bar of bars) if (Number.isFinite(bar.time)) byTime.set(bar.time, bar);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

const sameBar = (a: ChartBar, b: ChartBar) =>
  a.time === b.time &&
  a.open === b.open &&
  a.high === b.high &&
  a.low === b.low &&
  a.close === b.close &&
  a.volume === b.volume;

/**
 * What to draw to go from the series on screen (`shown`, as an earlier call returned it in chart order) to
 * `next` (any order, repeats allowed). Both are read in the chart's time.
 */
export function planDraw(shown: readonly ChartBar[], next: readonly ChartBar[]): ChartDraw {
  const bars = inChartOrder(next);
  if (bars.length === 0) return { kind: 'none' };
  let same = 0;
  while (same < shown.length && same < bars.length && sameBar(shown[same], bars[same])) same += 1;
  if (same === shown.length && same === bars.length) return { kind: 'none' };
  // every bar but the series' last is as drawn, and the last one is still there (changed) or new ones follow it
  const last = shown.at(-1);
  const lastChanged = same === shown.length - 1 && bars[same]?.time === last?.time;
  if (shown.length > 0 && (lastChanged || same === shown.length)) return { kind: 'update', bars: bars.slice(same) };
  return { kind: 'replace', bars };
}

/** The series as it stands once `draw` is drawn over `shown`. */
export function afterDraw(shown: readonly ChartBar[], draw: ChartDraw): ChartBar[] {
  if (draw.kind === 'none') return [...shown];
  if (draw.kind === 'replace') return draw.bars;
  return inChartOrder([...shown, ...draw.bars]);
}
