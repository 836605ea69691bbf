/**
 * The first trade of a price path that reaches a level, as limit orders, stops and liquidations are filled when the
 * clock jumps past them: the search by days, hours and minutes finds exactly the trade a look at every trade finds,
 * for any stretch, level and side, with forced prices in the path or not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS, PartsCache, PricePath, type PathTrade } from './price-path.ts';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 24, 0, 0, 0);

const pathOf = (seed: number) =>
  new PricePath({
    seed,
    index: 0,
    scale: 100,
    amountScale: 10_000,
    reference: 70_000,
    volatility: 0.55,
    listedAt: START - 60 * DAY,
    tradesPerMinute: 12,
    cache: new PartsCache(4096),
  });

/** Every trade of [from, to], one after another. */
function everyTradeReaching(path: PricePath, from: number, to: number, level: number, side: 'below' | 'above') {
  for (let minute = Math.floor(from / MINUTE_MS); minute <= Math.floor(to / MINUTE_MS); minute += 1) {
    const found = path
      .trades(minute)
      .find(
        (trade: PathTrade) =>
          trade.time >= from && trade.time <= to && (side === 'below' ? trade.ticks <= level : trade.ticks >= level),
      );
    if (found) return found;
  }
  return undefined;
}

describe('the first trade that reaches a level', () => {
  it('is the one a look at every trade finds, over stretches of minutes to three days', () => {
    let reached = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 2 * DAY }),
        fc.integer({ min: 1, max: 3 * DAY }),
        fc.double({ min: -0.08, max: 0.08, noNaN: true }),
        fc.option(fc.integer({ min: 0, max: 3 * DAY }), { nil: undefined }),
        (seed, offset, length, distance, forcedAfter) => {
          const path = pathOf(seed);
          const from = START + offset;
          const to = from + length;
          // a price forced somewhere in or after the stretch: the path goes on from it, scaled
          if (forcedAfter !== undefined)
            path.force(from + forcedAfter, Math.round(path.priceAt(from + forcedAfter) * (1 + distance)));
          const level = Math.round(path.priceAt(from) * (1 + distance));
          const side = distance < 0 ? 'below' : 'above';
          const found = path.firstReaching(from, to, level, side);
          if (found) reached += 1;
          expect(found).toEqual(everyTradeReaching(path, from, to, level, side));
        },
      ),
      { numRuns: 60, seed: 20261128 },
    );
    // the draws reach their level in some stretches and not in others: both ways are compared
    expect(reached).toBeGreaterThan(5);
    expect(reached).toBeLessThan(55);
  });

  it('counts a trade exactly at the level, and one at the first instant of the stretch', () => {
    const path = pathOf(7);
    const from = START + 3 * 60 * MINUTE_MS + 12_345;
    const [first] = path.trades(Math.floor(from / MINUTE_MS) + 1);
    expect(path.firstReaching(first.time, first.time + DAY, first.ticks, 'below')).toEqual(first);
    expect(path.firstReaching(first.time, first.time + DAY, first.ticks, 'above')).toEqual(first);
    expect(path.firstReaching(first.time + 1, first.time + 1, first.ticks, 'above')).toBeUndefined();
  });
});
