import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

describe('countdownParts', () => {
  const now = Date.UTC(2026, 10, 20, 12, 0, 0);
  it('splits what is left into days and a clock', () => {
    expect(countdownParts(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({
      total: 183_845,
      days: 2,
      clock: '03:04:05',
    });
  });

  it('counts a started second as a whole one and stops at zero', () => {
    expect(countdownParts(now + 59_001, now).clock).toBe('00:01:00');
    expect(countdownParts(now - 5000, now)).toEqual({ total: 0, days: 0, clock: '00:00:00' });
  });
});
