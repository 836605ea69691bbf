import { describe, expect, it } from 'vitest';
import { formatFiat } from './fiat';

describe('fiat conversion', () => {
  it.each([
    ['100', { currency_code: 'JPY', rate: '153' }, '¥15,300.00'],
    ['0.1', { currency_code: 'JPY', rate: '153' }, '¥15.30'],
    ['12.5', { currency_code: 'USD', rate: '1' }, '$12.50'],
    ['2', { currency_code: 'VND', rate: '25000.5' }, '50,001.00 VND'],
    ['abc', { currency_code: 'JPY', rate: '153' }, '--'],
  ])('%s USDT in %o -> %s', (usdt, fiat, expected) => {
    expect(formatFiat(usdt, fiat)).toBe(expected);
  });

  it('uses JPY at 153 by default and exact decimal maths', () => {
    expect(formatFiat('0.1')).toBe('¥15.30');
    // 0.3 x 0.1 is 0.030000000000000002 in floating point
    expect(formatFiat('0.3', { currency_code: 'USD', rate: '0.1' }, 18)).toBe('$0.030000000000000000');
  });
});
