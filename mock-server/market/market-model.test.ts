import { describe, expect, it } from 'vitest';
import { bookProblems, barProblems, tradeProblems } from './market-invariants.ts';
import { MarketModel } from './market-model.ts';
import { barStart, PERIODS } from './periods.ts';

const START = Date.UTC(2026, 10, 29, 23, 40, 0); // a Sunday evening: the run crosses a day, a week and a month

function run(seed: number, steps: number, stepMs: number, symbols = 6) {
  const model = new MarketModel({ symbols, seed, now: START, volatility: 4 });
  const log: unknown[] = [];
  for (let index = 1; index <= steps; index += 1) log.push(model.step(START + index * stepMs));
  return { model, log };
}

describe('periods', () => {
  it('start bars on UTC boundaries, weeks on Monday, months on the 1st', () => {
    const time = Date.UTC(2026, 10, 26, 13, 47, 31, 500); // Thursday 26 November 2026
    expect(barStart(time, '1min')).toBe(Date.UTC(2026, 10, 26, 13, 47));
    expect(barStart(time, '15min')).toBe(Date.UTC(2026, 10, 26, 13, 45));
    expect(barStart(time, '60min')).toBe(Date.UTC(2026, 10, 26, 13));
    expect(barStart(time, '1day')).toBe(Date.UTC(2026, 10, 26));
    expect(barStart(time, '1week')).toBe(Date.UTC(2026, 10, 23));
    expect(new Date(barStart(time, '1week')).getUTCDay()).toBe(1);
    expect(barStart(time, '1mon')).toBe(Date.UTC(2026, 10, 1));
  });
});

describe('market model', () => {
  it('replays the same market from the same seed, and another from another seed', () => {
    expect(JSON.stringify(run(42, 200, 250).log)).toBe(JSON.stringify(run(42, 200, 250).log));
    expect(JSON.stringify(run(43, 200, 250).log)).not.toBe(JSON.stringify(run(42, 200, 250).log));
  });

  it('keeps every bar, book, trade and ticker consistent over a long run', () => {
    const model = new MarketModel({ symbols: 8, seed: 7, now: START, volatility: 4 });
    const problems: string[] = [];
    const lastBarTime = new Map<string, number>();
    let closedBars = 0;
    // 3 hours in 2.3-second steps: crosses minutes, hours, midnight (a new day, week and month)
    for (let time = START + 2300; time < START + 3 * 3600_000; time += 2300) {
      for (const tick of model.step(time)) {
        const { symbol } = tick.pair;
        problems.push(...tradeProblems(tick.trades).map((problem) => `${symbol} ${problem}`));
        for (const { period, bar } of tick.closed) {
          closedBars += 1;
          problems.push(...barProblems(bar(), period).map((problem) => `${symbol} closed ${problem}`));
        }
        if (!tick.trades.length) continue;
        const last = tick.trades.at(-1)!;
        expect(model.price(symbol)).toBe(last.price);
        for (const period of PERIODS) {
          const bar = model.bar(symbol, period);
          problems.push(...barProblems(bar, period).map((problem) => `${symbol} ${problem}`));
          if (bar.close !== last.price) problems.push(`${symbol} ${period} close is not the last trade`);
          const key = `${symbol} ${period}`;
          if (bar.time < (lastBarTime.get(key) ?? 0)) problems.push(`${key} went back in time`);
          lastBarTime.set(key, bar.time);
        }
        // a shorter bar lies within the range of the longer ones
        for (let index = 1; index < PERIODS.length; index += 1) {
          const [inner, outer] = [model.bar(symbol, PERIODS[index - 1]), model.bar(symbol, PERIODS[index])];
          if (inner.high > outer.high || inner.low < outer.low)
            problems.push(`${symbol} ${PERIODS[index - 1]} outside ${PERIODS[index]}`);
        }
        problems.push(...bookProblems(model.book(symbol)).map((problem) => `${symbol} book ${problem}`));
        const book = model.book(symbol);
        if (!(book.bids[0][0] < last.price && last.price < book.asks[0][0]))
          problems.push(`${symbol} book does not straddle the price`);
        const ticker = model.ticker(symbol);
        if (ticker.now_price !== ticker.close || Number(ticker.now_price) !== last.price)
          problems.push(`${symbol} ticker price`);
        if (!(Number(ticker.low) <= Number(ticker.now_price) && Number(ticker.now_price) <= Number(ticker.high)))
          problems.push(`${symbol} ticker price outside the day range`);
      }
    }
    expect(closedBars).toBeGreaterThan(1000);
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('the invariant checks catch a broken bar, book and trade list', () => {
    expect(barProblems({ time: 60_000, open: 10, close: 12, high: 11, low: 9, volume: 1 }, '1min')).toContain(
      'high 11 below open/close',
    );
    expect(barProblems({ time: 61_000, open: 10, close: 10, high: 10, low: 10, volume: 1 }, '1min')[0]).toMatch(
      /boundary/,
    );
    expect(
      bookProblems({
        bids: [
          [9, 1],
          [10, 1],
        ],
        asks: [[11, 1]],
      }),
    ).toContain('bids not strictly descending');
    expect(bookProblems({ bids: [[11, 1]], asks: [[10, 1]] })).toContain('best bid not below best ask');
    expect(bookProblems({ bids: [[9, 0]], asks: [[10, 1]] })).toContain('a level without positive price and size');
    expect(
      tradeProblems([
        { price: 1, amount: 1, ts: 2, direction: 'buy' },
        { price: 1, amount: 1, ts: 1, direction: 'buy' },
      ]),
    ).toHaveLength(1);
  });

  it('quotes the listed pairs with the ids of the HTTP examples, and adds synthetic pairs on demand', () => {
    const listed = new MarketModel({ symbols: 19, seed: 1, now: START });
    expect(listed.pairs.slice(0, 3).map((pair) => [pair.matchId, pair.symbol])).toEqual([
      [1, 'BTC/USDT'],
      [2, 'ETH/USDT'],
      [4, 'LTC/USDT'],
    ]);
    expect(listed.pairs.find((pair) => pair.base === 'AAPL')).toMatchObject({ matchId: 8, marketType: 'stock' });
    const many = new MarketModel({ symbols: 1000, seed: 1, now: START });
    expect(new Set(many.pairs.map((pair) => pair.symbol)).size).toBe(1000);
    expect(new Set(many.pairs.map((pair) => pair.matchId)).size).toBe(1000);
    expect(many.pairs.every((pair) => pair.matchId !== 3)).toBe(true);
  });
});
