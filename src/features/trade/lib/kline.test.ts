import { afterEach, describe, expect, it } from 'vitest';
import { flatBar } from '../../../shared/testing/kline-bars';
import { historyWindow, liveFeedOf, mergeBars, missesBars, onDeviceClock, rollUpYears } from './kline';

describe('mergeBars', () => {
  it('puts live bars after the history and replaces the forming bar', () => {
    const merged = mergeBars([flatBar(60_000, 1), flatBar(120_000, 2)], [flatBar(120_000, 3), flatBar(180_000, 4)]);
    expect(merged.map((entry) => [entry.time, entry.close])).toEqual([
      [60, 1],
      [120, 3],
      [180, 4],
    ]);
  });
});

describe('mergeBars after the clock moved on', () => {
  it('leaves out live bars older than a history asked for again', () => {
    const MINUTE = 60_000;
    const merged = mergeBars(
      [flatBar(100 * MINUTE, 1), flatBar(101 * MINUTE, 2)],
      [flatBar(3 * MINUTE, 9), flatBar(101 * MINUTE, 3)],
    );
    expect(merged.map((candidate) => [candidate.time, candidate.close])).toEqual([
      [6000, 1],
      [6060, 3],
    ]);
  });
});

describe('missesBars', () => {
  const MINUTE = 60_000;
  const history = [flatBar(0, 1), flatBar(MINUTE, 2)];
  it('is false while live bars follow the history bar after bar', () => {
    expect(missesBars(history, [flatBar(MINUTE, 3), flatBar(2 * MINUTE, 4), flatBar(3 * MINUTE, 5)], '1min')).toBe(
      false,
    );
    expect(missesBars(history, [], '1min')).toBe(false);
  });
  it('is true when the next live bar comes after bars nobody drew (the clock moved on)', () => {
    expect(missesBars(history, [flatBar(MINUTE, 3), flatBar(9 * MINUTE, 4)], '1min')).toBe(true);
    expect(missesBars(history, [flatBar(3 * MINUTE, 4)], '1min')).toBe(true);
  });
  it('takes a month of 31 days as one bar', () => {
    const day = 86_400_000;
    expect(missesBars([flatBar(Date.UTC(2026, 0, 1), 1)], [flatBar(Date.UTC(2026, 1, 1), 2)], '1mon')).toBe(false);
    expect(missesBars([flatBar(Date.UTC(2026, 0, 1), 1)], [flatBar(Date.UTC(2026, 2, 1) + day, 2)], '1mon')).toBe(true);
  });
});

describe('historyWindow', () => {
  it('ends now and reaches back 200 bars', () => {
    expect(historyWindow('1min', 1_000_000_000)).toEqual({ from: 1_000_000 - 12_000, to: 1_000_000 });
  });
});

describe('yearly bars', () => {
  const year = Date.UTC(2026, 0, 1);
  const history = { ...flatBar(year, 100), open: 80, high: 120, low: 70, volume: 5000 };

  it('reach back ten years, not two hundred', () => {
    const now = Date.UTC(2026, 10, 23);
    const { from, to } = historyWindow('1year', now);
    expect(to - from).toBe(10 * 365 * 86_400);
  });

  it('draw their forming bar from the live monthly one', () => {
    expect(liveFeedOf('1year')).toBe('1mon');
    expect(liveFeedOf('15min')).toBe('15min');
    const november = { time: Date.UTC(2026, 10, 1), open: 110, high: 130, low: 105, close: 125, volume: 300 };
    const [rolled] = rollUpYears([history], [november]);
    expect(rolled).toEqual({ time: year, open: 80, high: 130, low: 70, close: 125, volume: 5000 });
    // the forming month moves on: the year follows its close and keeps the extremes it reached
    const later = rollUpYears([history], [november, { ...november, high: 126, low: 60, close: 61 }]);
    expect(later).toEqual([{ time: year, open: 80, high: 130, low: 60, close: 61, volume: 5000 }]);
    expect(mergeBars([history], later).at(-1)).toMatchObject({ time: year / 1000, close: 61 });
  });

  it('start a new year from the month when the history has none', () => {
    const january = { time: Date.UTC(2027, 0, 1), open: 62, high: 64, low: 59, close: 63, volume: 12 };
    expect(rollUpYears([history], [january])).toEqual([{ ...january, time: Date.UTC(2027, 0, 1) }]);
  });
});

describe('the chart on the device clock', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows intraday bars at the hours of the device, and day bars on their UTC day', () => {
    process.env.TZ = 'Asia/Tokyo';
    const at = Date.UTC(2026, 10, 23, 10, 15) / 1000;
    // 10:15 UTC is 19:15 in Tokyo: the axis, which reads UTC, is given 19:15
    expect(onDeviceClock(at, '15min')).toBe(Date.UTC(2026, 10, 23, 19, 15) / 1000);
    expect(onDeviceClock(at, '1min')).toBe(at + 9 * 3600);
    expect(onDeviceClock(Date.UTC(2026, 10, 23) / 1000, '1day')).toBe(Date.UTC(2026, 10, 23) / 1000);
    process.env.TZ = 'America/New_York';
    expect(onDeviceClock(at, '60min')).toBe(at - 5 * 3600);
  });
});
