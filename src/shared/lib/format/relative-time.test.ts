import { describe, expect, it } from 'vitest';
import { noteServerDate, resetServerClock } from '../time/server-clock';
import { formatRelativeTime, parseTime } from './relative-time';

const now = new Date(2026, 10, 21, 12, 0, 0);
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
/** A translation function that writes out the key it is given. */
const t = (key: string) => key;

describe('formatRelativeTime (section 9)', () => {
  it.each([
    [0, 'common:time.justNow'],
    [299, 'common:time.justNow'],
    [300, '5 minutes ago'],
    [3599, '59 minutes ago'],
    [3600, '1 hour ago'],
    [86_399, '23 hours ago'],
    [86_400, '1 day ago'],
    [2 * 86_400, '2 days ago'],
    [30 * 86_400, '30 days ago'],
    [30 * 86_400 + 1, '2026-10-22'],
    [-60, 'common:time.justNow'],
  ])('%i s ago -> %s', (seconds, expected) => {
    expect(formatRelativeTime(t, 'en', ago(seconds), now)).toBe(expected);
  });

  it.each([
    ['ja', '1 日前', '2 日前', '21 分前'],
    ['zh-CN', '1天前', '2天前', '21分钟前'],
    ['zh-HK', '1 日前', '2 日前', '21 分鐘前'],
    ['th', '1 วันที่ผ่านมา', '2 วันที่ผ่านมา', '21 นาทีที่ผ่านมา'],
    ['ko', '1일 전', '2일 전', '21분 전'],
    ['fr', 'il y a 1 jour', 'il y a 2 jours', 'il y a 21 minutes'],
    ['es', 'hace 1 día', 'hace 2 días', 'hace 21 minutos'],
  ])('speaks %s: %s, %s, %s', (locale, oneDay, twoDays, minutes) => {
    expect(formatRelativeTime(t, locale, ago(86_400), now)).toBe(oneDay);
    expect(formatRelativeTime(t, locale, ago(2 * 86_400), now)).toBe(twoDays);
    expect(formatRelativeTime(t, locale, ago(21 * 60), now)).toBe(minutes);
  });

  it('reads the API\'s "Y-m-d H:i:s" as UTC, and Unix seconds', () => {
    expect(parseTime('2026-11-21 11:00:00')?.getTime()).toBe(Date.UTC(2026, 10, 21, 11));
    expect(parseTime(1_700_000_000)?.getTime()).toBe(1_700_000_000_000);
    expect(parseTime('not a date')).toBeNull();
    const noon = new Date(Date.UTC(2026, 10, 21, 12));
    expect(formatRelativeTime(t, 'en', '2026-11-21 10:00:00', noon)).toBe('2 hours ago');
  });

  it("counts from the server's clock as the app knows it, not the device's", () => {
    // the device's clock is a day behind the server's: what the server did 90 minutes ago is an hour old
    const serverTime = Date.now() + 86_400_000;
    noteServerDate(new Date(serverTime).toUTCString(), Date.now(), Date.now());
    try {
      expect(formatRelativeTime(t, 'en', new Date(serverTime - 5_400_000))).toBe('1 hour ago');
    } finally {
      resetServerClock();
    }
  });

  it('writes nothing for a time it cannot read', () => {
    expect(formatRelativeTime(t, 'en', 'garbage', now)).toBe('');
  });
});
