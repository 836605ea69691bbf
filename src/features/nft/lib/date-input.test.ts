import { describe, expect, it } from 'vitest';
import { inputTime, toApiDateTime, toInputValue } from './date-input';

describe('date inputs', () => {
  it('writes a datetime-local value as the API does', () => {
    expect(toApiDateTime('2026-11-25T10:30')).toBe('2026-11-25 10:30:00');
    expect(toApiDateTime('2026-11-25T10:30:15')).toBe('2026-11-25 10:30:15');
    expect(toApiDateTime('25/11/2026')).toBeUndefined();
    expect(toApiDateTime('')).toBeUndefined();
  });
  it('round-trips a time to the minute', () => {
    const time = new Date(2026, 10, 25, 10, 30).getTime();
    expect(inputTime(toInputValue(time))).toBe(time);
    expect(inputTime('')).toBeNaN();
  });
});
