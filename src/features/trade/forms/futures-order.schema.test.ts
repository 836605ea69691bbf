import { describe, expect, it } from 'vitest';
import { withParams } from '../../../shared/lib/validation/message-params';
import { firstError, firstErrorKey } from '../../../shared/testing/first-error';
import { futuresOrderBody, futuresOrderSchema, type FuturesOrderLimits } from './futures-order.schema';

const limits: FuturesOrderLimits = {
  type: 1,
  kind: 'market',
  pricePrecision: 2,
  minLots: 1,
  maxLots: 100,
  lotSize: '0.01',
  feePercent: '0.1',
  available: '1000',
  lastPrice: '60000',
};
const base = { price: '', lots: '1', multiple: '10', takeProfit: '', stopLoss: '' };

const schemaWith = (overrides: Partial<FuturesOrderLimits>) => futuresOrderSchema({ ...limits, ...overrides });
const messageOf = (values: Partial<typeof base>, overrides: Partial<FuturesOrderLimits> = {}) =>
  firstError(schemaWith(overrides), { ...base, ...values });
const errorOf = (values: Partial<typeof base>, overrides: Partial<FuturesOrderLimits> = {}) =>
  firstErrorKey(schemaWith(overrides), { ...base, ...values });

describe('futuresOrderSchema', () => {
  it('accepts a market long the balance covers', async () => {
    expect(await errorOf({})).toBeUndefined();
  });
  it('wants whole lots within the limits', async () => {
    expect(await errorOf({ lots: '' })).toBe('money:quantityRequired');
    expect(await errorOf({ lots: '1.5' })).toBe('money:quantityInteger');
    expect(await errorOf({ lots: '0' })).toBe('money:belowMinimum');
    expect(await errorOf({ lots: '101' })).toBe('money:aboveMaximum');
  });
  it('refuses a margin and fee above the futures balance', async () => {
    // 2 lots x 0.01 x 60000 / 10 = 120 margin, + 1.2 fee
    expect(await errorOf({ lots: '2' }, { available: '121' })).toBe('money:insufficientBalance');
  });
  it('needs the limit price of a limit order and a leverage', async () => {
    expect(await errorOf({ price: '' }, { kind: 'limit' })).toBe('money:price');
    expect(await errorOf({ multiple: '' })).toBe('validation:choose');
  });
  it('checks the side of take-profit and stop-loss against the entry price', async () => {
    expect(await errorOf({ takeProfit: '59000' })).toBe('trade:futures.errors.takeProfitLong');
    expect(await errorOf({ stopLoss: '61000' })).toBe('trade:futures.errors.stopLossLong');
    expect(await errorOf({ takeProfit: '61000' }, { type: 2 })).toBe('trade:futures.errors.takeProfitShort');
    expect(await errorOf({ takeProfit: '61000', stopLoss: '59000' })).toBeUndefined();
  });
  it('holds the lots, the leverage and the prices to the contract where the pair says less', async () => {
    expect(await messageOf({ lots: '0' }, { minLots: 0 })).toBe(withParams('money:belowMinimum', { min: 1 }));
    expect(await errorOf({ multiple: '1000', lots: '1' }, { available: '100000' })).toBeUndefined();
    expect(await errorOf({ multiple: '1001' })).toBe('validation:tooLarge');
    const fine = { kind: 'limit' as const, pricePrecision: 12 };
    expect(await errorOf({ price: '60000.01234567891' }, fine)).toBe('money:price');
    expect(await errorOf({ price: '60000', takeProfit: '61000.01234567891' }, fine)).toBe('money:price');
    expect(await errorOf({ price: '60000', stopLoss: '59000.01234567891' }, fine)).toBe('money:price');
  });
});

describe('futuresOrderBody', () => {
  const pair = { currencyId: 2, legalId: 1 };
  const values = { price: ' 60000 ', lots: '2', multiple: '10', takeProfit: ' 61000 ', stopLoss: '' };
  it('sends a pending limit order at its price, with the stop prices given', () => {
    expect(futuresOrderBody(values, { ...pair, type: 1, kind: 'limit' })).toEqual({
      currency_id: 2,
      legal_id: 1,
      type: 1,
      share: 2,
      multiple: 10,
      target_profit_price: '61000',
      status: 0,
      target_price: '60000',
    });
  });
  it('opens at the market without a price', () => {
    expect(futuresOrderBody({ ...values, takeProfit: '' }, { ...pair, type: 2, kind: 'market' })).toEqual({
      currency_id: 2,
      legal_id: 1,
      type: 2,
      share: 2,
      multiple: 10,
      status: 1,
    });
  });
});
