import { describe, expect, it } from 'vitest';
import { wholeBounds } from './whole-bounds';

describe('wholeBounds', () => {
  it('names both bounds as whole amounts, grouped by thousands', () => {
    expect(wholeBounds('10', '5000')).toEqual({ min: '10', max: '5,000' });
  });

  it('drops the decimals the contract sends with a bound', () => {
    expect(wholeBounds('100.00000000', 250000)).toEqual({ min: '100', max: '250,000' });
  });
});
