import { describe, expect, it } from 'vitest';
import { useTimeZone } from '../../testing/time-zone';
import { localTime, parseServerTime, serverTimeText } from './server-time';

describe('server times on a phone in Tokyo', () => {
  useTimeZone('Asia/Tokyo');

  it('reads the backend\'s "Y-m-d H:i:s" as UTC and shows it on the device\'s clock face', () => {
    // a buy the trades list shows at 15:15 JST is 06:15 UTC in the backend's text
    expect(localTime('2026-11-27 06:15:01')).toBe('2026-11-27 15:15:01');
    expect(localTime('2026-11-30 23:59:59')).toBe('2026-12-01 08:59:59');
    expect(parseServerTime('2026-11-27 06:15:01')).toBe(Date.UTC(2026, 10, 27, 6, 15, 1));
  });

  it('shows what is no instant as it came: a day, nothing, another text', () => {
    expect(localTime('2026-12-09')).toBe('2026-12-09');
    expect(localTime('')).toBe('');
    expect(localTime(null)).toBe('');
    expect(localTime(undefined)).toBe('');
    expect(localTime('2026-11-27T06:15:01')).toBe('2026-11-27T06:15:01');
    expect(parseServerTime('2026-13-45 99:99:99')).toBeNull();
  });

  it("writes an instant in the backend's UTC text, whatever the device's zone", () => {
    expect(serverTimeText(Date.UTC(2026, 10, 27, 6, 15, 1))).toBe('2026-11-27 06:15:01');
    expect(serverTimeText(parseServerTime('2026-11-24 00:00:00')!)).toBe('2026-11-24 00:00:00');
  });
});

describe('server times on a phone in New York', () => {
  useTimeZone('America/New_York');

  it('shows the same instant a day earlier on the clock face', () => {
    expect(localTime('2026-11-27 03:15:01')).toBe('2026-11-26 22:15:01');
  });
});
