import { describe, expect, it } from 'vitest';
import { formatRelativeTime, parseTime } from './relative-time';

const now = new Date(2026, 10, 21, 12, 0, 0);
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
/** A translation function that writes out the key and the count it is given. */
const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? `:${options.n}` : ''}`;

describe('formatRelativeTime (section 9)', () => {
  it.each([
    [0, 'common:time.justNow'],
    [299, 'common:time.justNow'],
    [300, 'common:time.minutesAgo:5'],
    [3599, 'common:time.minutesAgo:59'],
    [3600, 'common:time.hoursAgo:1'],
    [86_399, 'common:time.hoursAgo:23'],
    [86_400, 'common:time.daysAgo:1'],
    [30 * 86_400, 'common:time.daysAgo:30'],
    [30 * 86_400 + 1, '2026-10-22'],
    [-60, 'common:time.justNow'],
  ])('%i s ago -> %s', (seconds, expected) => {
    expect(formatRelativeTime(t, ago(seconds), now)).toBe(expected);
  });

  it('reads the API\'s "Y-m-d H:i:s" as local time, and Unix seconds', () => {
    expect(parseTime('2026-11-21 11:00:00')?.getTime()).toBe(new Date(2026, 10, 21, 11).getTime());
    expect(parseTime(1_700_000_000)?.getTime()).toBe(1_700_000_000_000);
    expect(parseTime('not a date')).toBeNull();
    expect(formatRelativeTime(t, '2026-11-21 10:00:00', now)).toBe('common:time.hoursAgo:2');
  });

  it('writes nothing for a time it cannot read', () => {
    expect(formatRelativeTime(t, 'garbage', now)).toBe('');
  });
});
