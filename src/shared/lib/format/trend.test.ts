import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '../../testing/returns-each';
import { trendColor, trendOf } from './trend';

describe('trend', () => {
  itReturnsEach('%s is %s', trendOf, [
    ['+2.35', 'up'],
    ['0.01', 'up'],
    ['-1.18', 'down'],
    ['0.00', 'flat'],
    ['', 'flat'],
  ]);

  it('maps up to the up colour and down to the down colour', () => {
    expect(trendColor('1')).toBe('var(--color-up)');
    expect(trendColor('-1')).toBe('var(--color-down)');
    expect(trendColor('0')).toBe('var(--color-text-muted)');
  });
});
