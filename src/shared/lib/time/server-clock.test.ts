import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, resetServerClock, serverNow } from './server-clock';

const at = (iso: string) => Date.parse(iso);
const header = (iso: string) => new Date(iso).toUTCString();

/** How far ahead of the device's clock the server's is read (the device's clock stands still in these tests). */
const serverOffset = () => serverNow() - Date.now();

describe('server clock', () => {
  beforeEach(() => vi.useFakeTimers({ now: at('2026-11-23T12:00:00Z') }));
  afterEach(() => {
    vi.useRealTimers();
    resetServerClock();
  });

  it('is the device clock until an answer says otherwise, and ignores answers without a date', () => {
    expect(serverOffset()).toBe(0);
    noteServerDate(null, 0, 10);
    noteServerDate('not a date', 0, 10);
    expect(serverOffset()).toBe(0);
  });

  it('narrows the offset with each answer: a server 90 s ahead is read to within a quarter second', () => {
    // the device says 12:00:00.000 + 100 ms round trips; the server is 90.4 s ahead
    for (let i = 0; i < 8; i++) {
      const sentAt = at('2026-11-23T12:00:00.000Z') + i * 1300;
      const serverAt = sentAt + 50 + 90_400;
      noteServerDate(header(new Date(serverAt - (serverAt % 1000)).toISOString()), sentAt, sentAt + 100);
    }
    expect(Math.abs(serverOffset() - 90_400)).toBeLessThan(250);
  });

  it('starts again when a clock jumps (the mock moved an hour forward)', () => {
    noteServerDate(header('2026-11-23T12:00:00Z'), at('2026-11-23T12:00:00.200Z'), at('2026-11-23T12:00:00.300Z'));
    expect(Math.abs(serverOffset())).toBeLessThan(1000);
    noteServerDate(header('2026-11-23T13:00:05Z'), at('2026-11-23T12:00:05.200Z'), at('2026-11-23T12:00:05.300Z'));
    expect(Math.abs(serverOffset() - 3_600_000)).toBeLessThan(1000);
  });
});
