import { describe, expect, it } from 'vitest';
import { usdtFor } from './usdt';

describe('USDT for a fiat amount', () => {
  it('is 1:1 for USD and amount / rate otherwise, never rounded up', () => {
    expect(usdtFor('1500', '1')).toBe('1500.00');
    expect(usdtFor('1000', '36.20')).toBe('27.62');
    expect(usdtFor('12.5', '1')).toBeUndefined();
  });
});
