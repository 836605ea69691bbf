import { describe, expect, it } from 'vitest';
import type { KlineBar } from '../../../gen/model';
import { historyWindow, mergeBars } from './kline';

const bar = (time: number, close: number): KlineBar => ({
  id: time / 1000,
  period: '1min',
  'base-currency': 'BTC',
  'quote-currency': 'USDT',
  open: close,
  close,
  high: close,
  low: close,
  vol: 1,
  amount: 1,
  time,
  volume: 1,
});

describe('mergeBars', () => {
  it('puts live bars after the history and replaces the forming bar', () => {
    const merged = mergeBars([bar(60_000, 1), bar(120_000, 2)], [{ ...bar(120_000, 3) }, { ...bar(180_000, 4) }]);
    expect(merged.map((entry) => [entry.time, entry.close])).toEqual([
      [60, 1],
      [120, 3],
      [180, 4],
    ]);
  });
});

describe('historyWindow', () => {
  it('ends now and reaches back 200 bars', () => {
    expect(historyWindow('1min', 1_000_000_000)).toEqual({ from: 1_000_000 - 12_000, to: 1_000_000 });
  });
});
