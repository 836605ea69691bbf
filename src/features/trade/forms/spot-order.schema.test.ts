import { describe, expect, it } from 'vitest';
import { firstErrorKey } from '../../../shared/testing/first-error';
import { spotOrderBody, spotOrderSchema, type SpotOrderLimits } from './spot-order.schema';

const limits: SpotOrderLimits = {
  side: 'buy',
  kind: 'limit',
  pricePrecision: 2,
  amountPrecision: 4,
  minAmount: '0.0001',
  available: '1000',
  lastPrice: '100',
};

const errorOf = (values: Record<string, string>, overrides: Partial<SpotOrderLimits> = {}) =>
  firstErrorKey(spotOrderSchema({ ...limits, ...overrides }), values);

describe('spotOrderSchema', () => {
  it('accepts a limit buy the balance covers', async () => {
    expect(await errorOf({ price: '99.5', amount: '10' })).toBeUndefined();
  });
  it('asks for a correct price and amount', async () => {
    expect(await errorOf({ price: '', amount: '1' })).toBe('money:price');
    expect(await errorOf({ price: 'abc', amount: '1' })).toBe('money:price');
    expect(await errorOf({ price: '10', amount: '' })).toBe('money:number');
  });
  it('keeps to the pair precision and minimum', async () => {
    expect(await errorOf({ price: '10.123', amount: '1' })).toBe('money:tooManyDecimals');
    expect(await errorOf({ price: '10', amount: '0.00001' })).toBe('money:tooManyDecimals');
    expect(await errorOf({ price: '10', amount: '0.0001' }, { minAmount: '0.01' })).toBe('money:belowMinimum');
  });
  it('refuses a buy above the quote balance and a sell above the base balance', async () => {
    expect(await errorOf({ price: '100', amount: '10.01' })).toBe('money:insufficientBalance');
    expect(await errorOf({ price: '100', amount: '3' }, { side: 'sell', available: '2' })).toBe(
      'money:insufficientBalance',
    );
  });
  it('calls no balance insufficient while it is still loading, and a balance of zero so', async () => {
    expect(await errorOf({ price: '100', amount: '10.01' }, { available: undefined })).toBeUndefined();
    expect(await errorOf({ price: '100', amount: '3' }, { side: 'sell', available: undefined })).toBeUndefined();
    expect(await errorOf({ price: '100', amount: '0.01' }, { available: '0' })).toBe('money:insufficientBalance');
    expect(await errorOf({ price: '100', amount: '0.01' }, { side: 'sell', available: '0' })).toBe(
      'money:insufficientBalance',
    );
  });
  it('estimates a market buy at the last price and needs no price', async () => {
    expect(await errorOf({ price: '', amount: '10' }, { kind: 'market' })).toBeUndefined();
    expect(await errorOf({ price: '', amount: '11' }, { kind: 'market' })).toBe('money:insufficientBalance');
  });
  it('keeps to the contract’s ten decimals where the pair allows more', async () => {
    const fine = { pricePrecision: 12, amountPrecision: 12, minAmount: '0.000000000001', available: '1000000' };
    expect(await errorOf({ price: '1.0123456789', amount: '1.0123456789' }, fine)).toBeUndefined();
    expect(await errorOf({ price: '1.01234567891', amount: '1' }, fine)).toBe('money:price');
    expect(await errorOf({ price: '1', amount: '1.01234567891' }, fine)).toBe('money:number');
  });
});

describe('spotOrderBody', () => {
  const pair = { currencyId: 2, legalId: 1 };
  it('sends a limit buy with its trimmed price and quantity', () => {
    expect(spotOrderBody({ price: ' 99.5 ', amount: ' 10 ' }, { ...pair, side: 'buy', kind: 'limit' })).toEqual({
      currency_id: 2,
      legal_id: 1,
      type: 1,
      amount: '10',
      target_price: '99.5',
    });
  });
  it('sends a market sell without a price', () => {
    expect(spotOrderBody({ price: '', amount: '3' }, { ...pair, side: 'sell', kind: 'market' })).toEqual({
      currency_id: 2,
      legal_id: 1,
      type: 2,
      amount: '3',
    });
  });
});
