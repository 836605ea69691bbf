import { describe, expect, it } from 'vitest';
import { firstErrorKey } from '../../../shared/testing/first-error';
import { optionOrderBody, optionOrderSchema } from './option-order.schema';

const schema = optionOrderSchema({ min: '10', max: '5000', available: '300', unit: 'USDT' });
const errorOf = (amount: string, seconds = '60') => firstErrorKey(schema, { amount, seconds });

describe('optionOrderSchema', () => {
  it('accepts a stake within range and balance', async () => {
    expect(await errorOf('100')).toBeUndefined();
  });
  it('rejects each bad stake with its message', async () => {
    expect(await errorOf('')).toBe('validation:amount');
    expect(await errorOf('-1')).toBe('validation:amount');
    expect(await errorOf('5')).toBe('money:belowMinimum');
    expect(await errorOf('6000')).toBe('money:aboveMaximum');
    expect(await errorOf('301')).toBe('money:insufficientBalance');
    expect(await errorOf('100', '')).toBe('validation:choose');
  });
  it('refuses a duration the contract does not take (a whole number of seconds, at most a day)', async () => {
    expect(await errorOf('100', '86400')).toBeUndefined();
    expect(await errorOf('100', '86401')).toBe('validation:tooLarge');
    expect(await errorOf('100', '0')).toBe('validation:tooSmall');
    expect(await errorOf('100', '1.5')).toBe('validation:integer');
  });
});

describe('optionOrderBody', () => {
  it('sends the pair, the currency, the direction, the seconds as a number and the trimmed stake', () => {
    expect(optionOrderBody({ seconds: '60', amount: ' 100 ' }, { pairId: 3, currencyId: 7, type: 2 })).toEqual({
      match_id: 3,
      currency_id: 7,
      type: 2,
      seconds: 60,
      number: '100',
    });
  });
});
