// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { markSeen, wasSeen } from './seen-popups';

describe('seen pop-ups', () => {
  beforeEach(() => localStorage.clear());

  it('remembers each announcement closed, and only those', () => {
    expect(wasSeen(320)).toBe(false);
    markSeen(320);
    expect(wasSeen(320)).toBe(true);
    expect(wasSeen(321)).toBe(false);
  });

  it('reads a damaged record as nothing seen', () => {
    localStorage.setItem('tradedesk:seen-popups', '{oops');
    expect(wasSeen(320)).toBe(false);
  });
});
