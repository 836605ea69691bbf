import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { fieldError } from '../../testing/field-error';
import { decimalRule, limitOrBalance, wholeQuantityRule } from './money-rules';
import { withParams } from './message-params';

const amountError = (value: string, options: Parameters<typeof decimalRule>[0] = {}) =>
  fieldError(object({ value: decimalRule(options) }), { value }, 'value');
const quantityError = (value: string, options: Parameters<typeof wholeQuantityRule>[0] = {}) =>
  fieldError(object({ value: wholeQuantityRule(options) }), { value }, 'value');

describe('decimalRule', () => {
  it('asks for the value by its kind when it is missing or malformed', async () => {
    expect(await amountError('')).toBe('validation:amount');
    expect(await amountError('', { kind: 'price' })).toBe('money:price');
    expect(await amountError('1,000', { kind: 'number' })).toBe('money:number');
    expect(await amountError('-5')).toBe('validation:amount');
    expect(await amountError('1e3')).toBe('validation:amount');
    expect(await amountError('0')).toBe('validation:amount');
    expect(await amountError('0.000')).toBe('validation:amount');
  });

  it('accepts an empty optional value and a value within the limits', async () => {
    expect(await amountError('', { optional: true, kind: 'price' })).toBeUndefined();
    expect(await amountError(' 12.5 ', { min: '10', max: '12.5' })).toBeUndefined();
  });

  it('limits the decimals to the precision', async () => {
    expect(await amountError('0.123', { maxDecimals: 2 })).toBe(withParams('money:tooManyDecimals', { decimals: 2 }));
    expect(await amountError('0.12', { maxDecimals: 2 })).toBeUndefined();
    expect(await amountError('1.5', { maxDecimals: 0 })).toBe('money:quantityInteger');
  });

  it('compares the limits exactly, without floats', async () => {
    expect(await amountError('0.3', { max: '0.30000000000000001' })).toBeUndefined();
    expect(await amountError('0.30000000000000002', { max: '0.30000000000000001', maxDecimals: 20 })).toBe(
      'money:insufficientBalance',
    );
    expect(await amountError('499999.99', { min: '500000', unit: 'USDT' })).toBe(
      withParams('money:belowMinimum', { min: '500,000 USDT' }),
    );
    expect(await amountError('10000000.01', { max: '10000000', maxReason: 'aboveMaximum', unit: 'USDT' })).toBe(
      withParams('money:aboveMaximum', { max: '10,000,000 USDT' }),
    );
  });
});

describe('limitOrBalance', () => {
  it('bounds the amount by the balance, in its words, only when the balance is below the limit', () => {
    expect(limitOrBalance('1000', '999.99')).toEqual({ max: '999.99', maxReason: 'insufficientBalance' });
    expect(limitOrBalance('1000', '1000')).toEqual({ max: '1000', maxReason: 'aboveMaximum' });
    expect(limitOrBalance('1000', '5000')).toEqual({ max: '1000', maxReason: 'aboveMaximum' });
    expect(limitOrBalance('1000')).toEqual({ max: '1000', maxReason: 'aboveMaximum' });
  });

  it('compares the balance with the limit exactly, without floats', () => {
    expect(limitOrBalance('0.30000000000000002', '0.30000000000000001').maxReason).toBe('insufficientBalance');
  });
});

describe('wholeQuantityRule', () => {
  it('asks for the quantity, then for a whole number', async () => {
    expect(await quantityError('')).toBe('money:quantityRequired');
    expect(await quantityError('2.5')).toBe('money:quantityInteger');
    expect(await quantityError('abc')).toBe('money:number');
    expect(await quantityError('-2')).toBe('money:number');
  });

  it('keeps the quantity within its limits', async () => {
    expect(await quantityError('0')).toBe(withParams('money:belowMinimum', { min: 1 }));
    expect(await quantityError('21', { max: 20 })).toBe(withParams('money:aboveMaximum', { max: 20 }));
    expect(await quantityError('20', { max: 20 })).toBeUndefined();
  });
});
