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
    // the market as of its last step (this one stands still unless moved; the clock runs on): its year is the last
    const [minute] = (await user.call((api) => api.getKlineHistory({ ...window, period: '1min' }))).slice(-1);
    const year = new Date(minute.time).getUTCFullYear();
    // BTC/USDT is listed on 1 March 2021: no bar before that year
    expect(years[0].time).toBe(Date.UTC(2021, 0, 1));
    expect(years.length).toBe(year - 2020);
    for (const bar of years) {
      const start = new Date(bar.time);
      expect([start.getUTCMonth(), start.getUTCDate(), start.getUTCHours()]).toEqual([0, 1, 0]);
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
    }
    expect(years.at(-1)!.time).toBe(Date.UTC(year, 0, 1));
    const [month] = (await user.call((api) => api.getKlineHistory({ ...window, period: '1mon' }))).slice(-1);
    expect(month.high).toBeLessThanOrEqual(years.at(-1)!.high);
    expect(month.low).toBeGreaterThanOrEqual(years.at(-1)!.low);
    expect(month.close).toBe(years.at(-1)!.close);
    // this year has traded at the pace of the past ones (a fortnight in, there is too little of it to compare)
    const elapsed = now - years.at(-1)!.time;
    const pastPace = years.slice(1, -1).map((bar) => bar.volume / (YEAR_S * 1000));
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

describe('one market across the HTTP reads', () => {
  const market = useSandbox({ ticksPerSecond: 0.001, frozenClock: true });
  const DAY_S = 86_400;

  it('lists each pair with the 24-hour change, range and price of its last 1440 one-minute bars', async () => {
    const user = await market.session();
    const to = Math.floor((await market.now()) / 1000);
    const [list] = await user.call((api) => api.listQuotations());
    for (const symbol of ['BTC/USDT', 'ETH/USDT', 'AAPL/USDT']) {
      const [base] = symbol.split('/');
      const row = list.quotation.find((candidate) => candidate.currency_name === base)!;
      // at most 500 bars a call: the day in three reads of 480 minutes
      const day = [];
      for (const end of [to - 960 * 60, to - 480 * 60, to])
        day.push(
          ...(await user.call((api) => api.getKlineHistory({ symbol, period: '1min', from: end - 479 * 60, to: end }))),
        );
      const unique = [...new Map(day.map((bar) => [bar.time, bar])).values()];
      expect(unique).toHaveLength(1440);
      const open = unique[0].open;
      const close = unique.at(-1)!.close;
      expect(Number(row.now_price)).toBe(close);
      expect(Number(row.change)).toBeCloseTo(((close - open) / open) * 100, 2);
      // the quote volume: the day's volume at its typical price, (open + high + low + close) / 4
      const volume = unique.reduce((sum, bar) => sum + bar.amount, 0);
      const [high, low] = [Math.max(...unique.map((bar) => bar.high)), Math.min(...unique.map((bar) => bar.low))];
      expect(Number(row.volume)).toBeCloseTo((volume * (open + high + low + close)) / 4, 0);
    }
  });

  it('shows the same closed bars when the history is read again an hour later on the clock', async () => {
    const user = await market.session();
    const to = Math.floor((await market.now()) / 1000);
    const read = (period: '15min' | '1min' | '60min', until: number) =>
      user.call((api) => api.getKlineHistory({ symbol: 'BTC/USDT', period, from: to - 2 * DAY_S, to: until }));
    const before = {
      '1min': await read('1min', to),
      '15min': await read('15min', to),
      '60min': await read('60min', to),
    };
    await market.control.advance(3_600_000);
    for (const period of ['1min', '15min', '60min'] as const) {
      const closed = new Map(before[period].slice(0, -1).map((bar) => [bar.time, bar]));
      const after = await read(period, to + 3600);
      const again = after.filter((bar) => closed.has(bar.time));
      // the later read's 500 bars start later: every closed bar they share is the same
      expect(again.length, period).toBeGreaterThan(closed.size * 0.8);
      expect(again, period).toEqual(again.map((bar) => closed.get(bar.time)));
      // and the history goes on to the new live bar
      expect(after.at(-1)!.time).toBeGreaterThan(before[period].at(-1)!.time);
    }
  });
});
