import { describe, expect, it } from 'vitest';
import { MarketModel, type HistoryBar } from './market-model.ts';
import { LISTED_PAIR_COUNT } from './catalogue.ts';
import { barStart, type Period } from './periods.ts';

const NOW = Date.UTC(2026, 10, 23, 10, 7, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const model = (options: Partial<ConstructorParameters<typeof MarketModel>[0]> = {}) =>
  new MarketModel({ symbols: LISTED_PAIR_COUNT, seed: 11, now: NOW, ...options });

/** The bars of `coarse` made again from the bars of `fine` that fall in each (volumes in whole units). */
function regrouped(fine: HistoryBar[], coarse: Period, units: number) {
  const groups = new Map<number, HistoryBar[]>();
  for (const bar of fine) {
    const start = barStart(bar.time, coarse);
    groups.set(start, [...(groups.get(start) ?? []), bar]);
  }
  return [...groups].map(([time, bars]) => ({
    time,
    open: bars[0].open,
    high: Math.max(...bars.map((bar) => bar.high)),
    low: Math.min(...bars.map((bar) => bar.low)),
    close: bars.at(-1)!.close,
    volume: bars.map((bar) => Math.round(bar.volume * units)).reduce((sum, value) => sum + value, 0),
  }));
}
const exact = (bars: HistoryBar[], units: number) =>
  bars.map(({ time, open, high, low, close, volume }) => ({
    time,
    open,
    high,
    low,
    close,
    volume: Math.round(volume * units),
  }));

describe('one price path per pair', () => {
  const market = model();

  it.each([
    ['1min', '5min', 2 * HOUR],
    ['5min', '15min', 6 * HOUR],
    ['15min', '30min', DAY],
    ['30min', '60min', DAY],
    ['60min', '1day', 4 * DAY],
    ['1day', '1week', 35 * DAY],
    ['1day', '1mon', 75 * DAY],
    ['1mon', '1year', 3 * 365 * DAY],
  ] as const)('for every pair, each %s bar group is exactly one %s bar', (fine, coarse, span) => {
    for (const pair of market.pairs) {
      // whole coarse bars only: from the start of the coarse bar that holds the span's beginning
      const from = barStart(NOW - span, coarse);
      const coarseBars = market.history(pair.symbol, coarse, from, NOW, 500);
      const fineBars = market.history(pair.symbol, fine, coarseBars[0].time, NOW, 100_000);
      const units = 10 ** pair.amountDecimals;
      expect(regrouped(fineBars, coarse, units), `${pair.symbol} ${fine} -> ${coarse}`).toEqual(
        exact(coarseBars, units),
      );
    }
  });

  it("gives every pair's 24-hour ticker from the path's last 24 hours of minutes", () => {
    for (const pair of market.pairs) {
      const minutes = market.history(pair.symbol, '1min', NOW - DAY + 60_000, NOW, 2000);
      expect(minutes).toHaveLength(1440);
      const ticker = market.ticker(pair.symbol);
      const text = (value: number) => value.toFixed(pair.priceDecimals);
      expect(ticker.open).toBe(text(minutes[0].open));
      expect(ticker.high).toBe(text(Math.max(...minutes.map((bar) => bar.high))));
      expect(ticker.low).toBe(text(Math.min(...minutes.map((bar) => bar.low))));
      expect(ticker.now_price).toBe(text(minutes.at(-1)!.close));
      const change = ((minutes.at(-1)!.close - minutes[0].open) / minutes[0].open) * 100;
      expect(Number(ticker.change)).toBeCloseTo(change, 2);
      // the quote volume: the day's volume at its typical price, (open + high + low + close) / 4
      const volume = minutes.reduce((sum, bar) => sum + bar.volume, 0);
      const typical = (minutes[0].open + Number(ticker.high) + Number(ticker.low) + minutes.at(-1)!.close) / 4;
      expect(Number(ticker.volume)).toBeCloseTo(volume * typical, 0);
    }
  });

  it('ends the history with the live bar of every period, and its last close is the price', () => {
    for (const pair of market.pairs.slice(0, 4))
      for (const period of ['1min', '15min', '60min', '1day', '1week', '1mon'] as const) {
        const history = market.history(pair.symbol, period, NOW - 30 * DAY, NOW, 500);
        expect(history.at(-1)).toMatchObject(market.bar(pair.symbol, period));
        expect(history.at(-1)!.close).toBe(market.price(pair.symbol));
      }
  });

  it('keeps every closed bar when the same history is read an hour later on the clock', () => {
    const later = model();
    for (let time = NOW + 15_000; time <= NOW + HOUR; time += 15_000) later.step(time);
    for (const pair of market.pairs)
      for (const period of ['1min', '15min', '60min', '1day'] as const) {
        const before = market.history(pair.symbol, period, NOW - 3 * DAY, NOW, 500).slice(0, -1);
        const after = later.history(pair.symbol, period, before[0].time, NOW + HOUR, 5000);
        expect(after.slice(0, before.length), `${pair.symbol} ${period}`).toEqual(before);
      }
  });

  it('is the same market for the same seed, however often the steps ran, and another for another seed', () => {
    const [often, rarely] = [model(), model()];
    for (let time = NOW + 500; time <= NOW + 10 * 60_000; time += 500) often.step(time);
    rarely.step(NOW + 10 * 60_000);
    for (const pair of often.pairs) {
      expect(rarely.ticker(pair.symbol)).toEqual(often.ticker(pair.symbol));
      expect(rarely.history(pair.symbol, '1min', NOW, NOW + 600_000, 20)).toEqual(
        often.history(pair.symbol, '1min', NOW, NOW + 600_000, 20),
      );
    }
    expect(model({ seed: 12 }).ticker('BTC/USDT')).not.toEqual(model().ticker('BTC/USDT'));
  });

  it('publishes trades that fall inside their minute bars and add up to their volume', () => {
    const stepped = model();
    const seen = new Map<number, { low: number; high: number; units: number }>();
    const start = barStart(NOW, '1min') + 60_000;
    for (let time = NOW + 250; time < start + 3 * 60_000; time += 250)
      for (const tick of stepped.step(time))
        for (const trade of tick.pair.symbol === 'ETH/USDT' ? tick.trades : []) {
          const minute = barStart(trade.ts, '1min');
          const entry = seen.get(minute) ?? { low: Infinity, high: 0, units: 0 };
          seen.set(minute, {
            low: Math.min(entry.low, trade.price),
            high: Math.max(entry.high, trade.price),
            units: entry.units + Math.round(trade.amount * 1e4),
          });
        }
    const bars = stepped.history('ETH/USDT', '1min', start, start + 2 * 60_000, 10);
    expect(bars).toHaveLength(3);
    for (const bar of bars.slice(0, 2))
      expect(seen.get(bar.time)).toEqual({ low: bar.low, high: bar.high, units: Math.round(bar.volume * 1e4) });
  });

  it('trades without pausing: never two seconds without a trade of a pair', () => {
    const stepped = model({ tradesPerMinute: 84 });
    const times: number[] = [];
    for (let time = NOW + 250; time <= NOW + 10 * 60_000; time += 250)
      for (const tick of stepped.step(time))
        if (tick.pair.symbol === 'BTC/USDT') times.push(...tick.trades.map((trade) => trade.ts));
    const gaps = times.slice(1).map((time, index) => time - times[index]);
    expect(Math.max(...gaps)).toBeLessThan(2000);
  });

  it('makes a forced price part of the path and of its history, and the same after a restart', () => {
    const forced = model();
    forced.step(NOW + 30_000);
    const before = forced.price('BTC/USDT');
    const target = Number((before * 0.8).toFixed(2));
    forced.tradeAt('BTC/USDT', target, NOW + 30_000);
    expect(forced.price('BTC/USDT')).toBe(target);
    forced.step(NOW + 10 * 60_000);
    // the path goes on from the forced level, not back to the seeded one
    expect(forced.price('BTC/USDT')).toBeLessThan(before * 0.9);
    const minute = forced.history('BTC/USDT', '1min', NOW, NOW + 59_999, 1)[0];
    expect(minute.low).toBeLessThanOrEqual(target);
    expect(minute.high).toBeGreaterThanOrEqual(before);

    const restarted = model({ now: NOW + 10 * 60_000 });
    restarted.restoreForcedPrices(forced.forcedPrices());
    expect(restarted.price('BTC/USDT')).toBe(forced.price('BTC/USDT'));
    expect(restarted.history('BTC/USDT', '1min', NOW - HOUR, NOW + 10 * 60_000, 500)).toEqual(
      forced.history('BTC/USDT', '1min', NOW - HOUR, NOW + 10 * 60_000, 500),
    );
  });

  it('has no bars before a pair is listed', () => {
    for (const pair of market.pairs) {
      const days = market.history(pair.symbol, '1day', pair.listedAt - 10 * DAY, pair.listedAt + 2 * DAY, 100);
      expect(days.map((bar) => bar.time)).toEqual([pair.listedAt, pair.listedAt + DAY, pair.listedAt + 2 * DAY]);
      const months = market.history(pair.symbol, '1mon', pair.listedAt - 90 * DAY, pair.listedAt + 20 * DAY, 10);
      expect(months[0].time).toBe(barStart(pair.listedAt, '1mon'));
      expect(months[0].open).toBe(days[0].open);
    }
  });

  it('moves each asset class as much as it does: BTC a few per cent a day, a stock less, MOCK_VOLATILITY more', () => {
    const dailyMoves = (source: MarketModel, symbol: string) => {
      const closes = source.history(symbol, '1day', NOW - 365 * DAY, NOW, 400).map((bar) => bar.close);
      const returns = closes.slice(1).map((close, index) => Math.log(close / closes[index]));
      return Math.sqrt(returns.reduce((sum, value) => sum + value * value, 0) / returns.length);
    };
    expect(dailyMoves(market, 'BTC/USDT')).toBeGreaterThan(0.02);
    expect(dailyMoves(market, 'BTC/USDT')).toBeLessThan(0.04);
    expect(dailyMoves(market, 'MSFT/USDT')).toBeLessThan(0.02);
    expect(dailyMoves(model({ volatility: 3 }), 'BTC/USDT')).toBeGreaterThan(0.07);
    const day = market.ticker('BTC/USDT');
    expect(Math.abs(Number(day.change))).toBeLessThan(12);
  });
});
