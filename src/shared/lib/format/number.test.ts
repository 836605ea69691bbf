import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '../../testing/returns-each';
import { formatAmount, formatCompact, formatPercent, formatPrice } from './number';

describe('formatCompact (section 9)', () => {
  itReturnsEach('%s -> %s', formatCompact, [
    ['12345678.9', '12.3M'],
    ['1000000.01', '1M'],
    ['1000001', '1M'],
    ['1000000', '1000K'],
    ['2500000', '2.5M'],
    ['1001', '1K'],
    ['1000', '1000'],
    ['15678.5', '15.6K'],
    ['999.123456', '999.1234'],
    ['0.00001234', '0'],
    ['0.12345678', '0.1234'],
    ['42.5000', '42.5'],
    ['-2500000', '-2.5M'],
    ['', '--'],
    ['abc', '--'],
    [null, '--'],
  ]);
});

describe('formatAmount (default precision two, rounded down)', () => {
  itReturnsEach('%s with %s decimals -> %s', formatAmount, [
    ['1234.5678', undefined, '1,234.56'],
    ['0.1', undefined, '0.10'],
    ['1234567.891', 4, '1,234,567.8910'],
    ['12', 0, '12'],
    ['-0.001', undefined, '0.00'],
    ['-1234.999', undefined, '-1,234.99'],
    [153, 2, '153.00'],
    [undefined, 2, '--'],
  ]);

  it('does not lose precision on long decimal strings', () => {
    expect(formatAmount('9007199254740993.129', 2)).toBe('9,007,199,254,740,993.12');
  });
});

describe('formatPrice (up to four decimals)', () => {
  const atDefaultDecimals = (value: string) => formatPrice(value);
  itReturnsEach('%s -> %s', atDefaultDecimals, [
    ['43250.12000000', '43,250.12'],
    ['0.00012345', '0.0001'],
    ['1.5', '1.5'],
    ['100', '100'],
  ]);
});

describe('formatPercent', () => {
  const atDefaultDecimals = (value: string) => formatPercent(value);
  itReturnsEach('%s -> %s', atDefaultDecimals, [
    ['+2.35', '+2.35%'],
    ['2.3', '+2.30%'],
    ['-1.18', '-1.18%'],
    ['0.00', '0.00%'],
    ['0.001', '0.00%'],
    ['x', '--'],
  ]);
});

describe('formatCompact at the edges of K and M', () => {
  itReturnsEach('%s -> %s', formatCompact, [
    ['999.99999', '999.9999'],
    ['1000', '1000'],
    ['1000.0001', '1K'],
    ['-1000', '-1000'],
    ['-1000.5', '-1K'],
    ['999999.99', '999.9K'],
    ['1000000.0000001', '1M'],
    ['-1000000.5', '-1M'],
    ['1999999.99', '1.9M'],
    ['123456789012345678901', '123456789012345.6M'],
    ['0.00009', '0'],
  ]);
});
