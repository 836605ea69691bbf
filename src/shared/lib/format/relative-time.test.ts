import { describe, expect, it } from 'vitest';
import { formatRelativeTime, parseTime, relativeTime } from './relative-time';

const now = new Date(2026, 10, 21, 12, 0, 0);
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime (section 9)', () => {
  it.each([
    [0, { unit: 'justNow' }],
    [299, { unit: 'justNow' }],
    [300, { unit: 'minutes', count: 5 }],
    [3599, { unit: 'minutes', count: 59 }],
    [3600, { unit: 'hours', count: 1 }],
    [86_399, { unit: 'hours', count: 23 }],
    [86_400, { unit: 'days', count: 1 }],
    [30 * 86_400, { unit: 'days', count: 30 }],
    [30 * 86_400 + 1, { unit: 'date', date: '2026-10-22' }],
    [-60, { unit: 'justNow' }],
  ])('%i s ago -> %o', (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toEqual(expected);
  });

  it('reads the API\'s "Y-m-d H:i:s" as local time, and Unix seconds', () => {
    expect(parseTime('2026-11-21 11:00:00')?.getTime()).toBe(new Date(2026, 10, 21, 11).getTime());
    expect(parseTime(1_700_000_000)?.getTime()).toBe(1_700_000_000_000);
    expect(parseTime('not a date')).toBeNull();
    expect(relativeTime('2026-11-21 10:00:00', now)).toEqual({ unit: 'hours', count: 2 });
  });

  it('words it with the translation function', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? `:${options.n}` : ''}`;
    expect(formatRelativeTime(t, ago(10), now)).toBe('common:time.justNow');
    expect(formatRelativeTime(t, ago(7200), now)).toBe('common:time.hoursAgo:2');
    expect(formatRelativeTime(t, ago(40 * 86_400), now)).toBe('2026-10-12');
    expect(formatRelativeTime(t, 'garbage', now)).toBe('');
  });
});
