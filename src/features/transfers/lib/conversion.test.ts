import { describe, expect, it } from 'vitest';
import { conversionOf, maxConvertible } from './conversion';

const quote = { form_price: '67000.5', to_price: '1', fee: '0.2' };

describe('coin conversion', () => {
  it('receives number x from price / to price and charges the fee on top, exactly', () => {
    const result = conversionOf('0.015', quote)!;
    expect(result.received.toFixed()).toBe('1005.0075');
    expect(result.fee.toFixed()).toBe('0.00003');
  });

  it('gives nothing for an empty or malformed amount, and caps the amount so the fee still fits', () => {
    expect(conversionOf('', quote)).toBeUndefined();
    expect(conversionOf('0', quote)).toBeUndefined();
    expect(maxConvertible('100.2', '0.2')).toBe('100');
  });
});
