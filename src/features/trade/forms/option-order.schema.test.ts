import { describe, expect, it } from 'vitest';
import { optionOrderSchema } from './option-order.schema';

const schema = optionOrderSchema({ min: '10', max: '5000', available: '300', unit: 'USDT' });
const errorOf = async (amount: string, seconds = '60') => {
  try {
    await schema.validate({ amount, seconds });
    return undefined;
  } catch (error) {
    return (error as { message: string }).message.split('|')[0];
  }
};

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
});
