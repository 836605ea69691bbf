import { describe, expect, it } from 'vitest';
import { trendColor, trendOf } from './trend';

describe('trend', () => {
  it.each([
    ['+2.35', 'up'],
    ['0.01', 'up'],
    ['-1.18', 'down'],
    ['0.00', 'flat'],
    ['', 'flat'],
  ])('%s is %s', (change, trend) => {
    expect(trendOf(change)).toBe(trend);
  });

  it('maps up to the up colour and down to the down colour', () => {
    expect(trendColor('1')).toBe('var(--color-up)');
    expect(trendColor('-1')).toBe('var(--color-down)');
    expect(trendColor('0')).toBe('var(--color-text-muted)');
  });
});
