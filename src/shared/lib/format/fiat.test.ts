import { describe, expect, it } from 'vitest';
import { formatFiat, toFiat } from './fiat';

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
    expect(toFiat('0.1')?.toString()).toBe('15.3');
    expect(toFiat('0.3', { currency_code: 'USD', rate: '0.1' })?.toString()).toBe('0.03');
  });
});
