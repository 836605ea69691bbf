import { describe, expect, it } from 'vitest';
import { spotOrderSchema, type SpotOrderLimits } from './spot-order.schema';

const limits: SpotOrderLimits = {
  side: 'buy',
  kind: 'limit',
  pricePrecision: 2,
  amountPrecision: 4,
  minAmount: '0.0001',
  available: '1000',
  lastPrice: '100',
};

const errorOf = async (values: Record<string, string>, overrides: Partial<SpotOrderLimits> = {}) => {
  try {
    await spotOrderSchema({ ...limits, ...overrides }).validate(values, { abortEarly: true });
    return undefined;
  } catch (error) {
    return (error as { message: string }).message.split('|')[0];
  }
};

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
});
