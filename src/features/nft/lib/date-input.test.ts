import { describe, expect, it } from 'vitest';
import { useTimeZone } from '../../../shared/testing/time-zone';
import { inputTime, toApiDateTime, toInputValue } from './date-input';

describe('date inputs on a phone in Tokyo', () => {
  useTimeZone('Asia/Tokyo');

  it("writes a datetime-local value (the device's time) as the API does, in UTC", () => {
    expect(toApiDateTime('2026-11-25T10:30')).toBe('2026-11-25 01:30:00');
    expect(toApiDateTime('2026-11-25T08:30:15')).toBe('2026-11-24 23:30:15');
    expect(toApiDateTime('25/11/2026')).toBeUndefined();
    expect(toApiDateTime('')).toBeUndefined();
  });
  it('round-trips a time to the minute', () => {
    const time = new Date(2026, 10, 25, 10, 30).getTime();
    expect(inputTime(toInputValue(time))).toBe(time);
    expect(inputTime('')).toBeNaN();
  });
});
