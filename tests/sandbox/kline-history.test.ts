/**
 * The k-line history through the generated client: yearly bars (and the original backend's aliases) come from the
 * same market model as the live feed, the last yearly bar holding the present month's.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001 });
const YEAR_S = 365 * 86_400;

describe('k-line history', () => {
  it('serves yearly bars, starting on 1 January (UTC), the last one containing this month of the mock’s clock', async () => {
    const user = await sandbox.session();
    const now = await sandbox.now();
    const to = Math.floor(now / 1000);
    const window = { symbol: 'BTC/USDT', from: to - 10 * YEAR_S, to };
    const years = await user.call((api) => api.getKlineHistory({ ...window, period: '1year' }));
    expect(years.length).toBeGreaterThanOrEqual(10);
    expect(years.length).toBeLessThanOrEqual(11);
    for (const bar of years) {
      const start = new Date(bar.time);
      expect([start.getUTCMonth(), start.getUTCDate(), start.getUTCHours()]).toEqual([0, 1, 0]);
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
    }
    expect(years.at(-1)!.time).toBe(Date.UTC(new Date(now).getUTCFullYear(), 0, 1));
    const [month] = (await user.call((api) => api.getKlineHistory({ ...window, period: '1mon' }))).slice(-1);
    expect(month.high).toBeLessThanOrEqual(years.at(-1)!.high);
    expect(month.low).toBeGreaterThanOrEqual(years.at(-1)!.low);
    expect(month.close).toBe(years.at(-1)!.close);
    // this year has traded at the pace of the past ones (a fortnight in, there is too little of it to compare)
    const elapsed = now - years.at(-1)!.time;
    const pastPace = years.slice(0, -1).map((bar) => bar.volume / (YEAR_S * 1000));
    const pace = years.at(-1)!.volume / elapsed;
    if (elapsed > 14 * 86_400_000) {
      expect(pace).toBeGreaterThan(Math.min(...pastPace) / 4);
      expect(pace).toBeLessThan(Math.max(...pastPace) * 4);
    }
  });

  it('reads the aliases as the periods they stand for', async () => {
    const user = await sandbox.session();
    const to = Math.floor((await sandbox.now()) / 1000);
    const window = { symbol: 'ETH/USDT', from: to - 3 * YEAR_S, to };
    const [alias, period] = await Promise.all([
      user.call((api) => api.getKlineHistory({ ...window, period: '1Y' })),
      user.call((api) => api.getKlineHistory({ ...window, period: '1year' })),
    ]);
    expect(alias.map((bar) => [bar.time, bar.close])).toEqual(period.map((bar) => [bar.time, bar.close]));
    // the bars of an alias carry the alias, as the contract says
    expect(new Set(alias.map((bar) => bar.period))).toEqual(new Set(['1Y']));
    expect(new Set(period.map((bar) => bar.period))).toEqual(new Set(['1year']));
    const hours = await user.call((api) => api.getKlineHistory({ ...window, from: to - 5 * 3600, period: '1H' }));
    expect(hours.length).toBeGreaterThanOrEqual(5);
    expect(hours.every((bar) => bar.time % 3_600_000 === 0 && bar.period === '1H')).toBe(true);
  });
});
