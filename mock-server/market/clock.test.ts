import { describe, expect, it } from 'vitest';
import { Clock, parseMockNow } from './clock.ts';

describe('the mock clock', () => {
  it('starts at the instant given and runs at the pace of its timer, whatever the wall time', () => {
    let elapsed = 1_000;
    const clock = new Clock({ startAt: Date.parse('2026-11-30T23:59:50Z'), elapsed: () => elapsed });
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-30T23:59:50.000Z');
    elapsed += 15_000;
    expect(new Date(clock.now()).toISOString()).toBe('2026-12-01T00:00:05.000Z');
    clock.advance(3_600_000);
    expect(new Date(clock.now()).toISOString()).toBe('2026-12-01T01:00:05.000Z');
    expect(clock.advancedMs).toBe(3_600_000);
    expect(() => clock.advance(-1)).toThrow('forward');
  });

  it('starts at the wall time when no instant is given', () => {
    const before = Date.now();
    const now = new Clock().now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThan(before + 1000);
  });

  it('reads MOCK_NOW as an ISO instant with its zone, and refuses anything else', () => {
    expect(parseMockNow('2026-11-23T09:00:00Z')).toBe(Date.UTC(2026, 10, 23, 9));
    expect(parseMockNow('2026-11-23T18:00:00+09:00')).toBe(Date.UTC(2026, 10, 23, 9));
    expect(parseMockNow('2026-11-23T09:00:00.250Z')).toBe(Date.UTC(2026, 10, 23, 9, 0, 0, 250));
    expect(parseMockNow(undefined)).toBeUndefined();
    expect(parseMockNow(' ')).toBeUndefined();
    // without its zone the same text is another instant on every machine
    for (const bad of ['2026-11-23T09:00:00', '2026-11-23', 'yesterday', '1795000000', '2026-13-40T09:00:00Z'])
      expect(() => parseMockNow(bad), bad).toThrow('MOCK_NOW must be an ISO instant');
  });
});
