import { describe, expect, it } from 'vitest';
import { firstError } from '../../../shared/testing/first-error';
import { repaySchema } from './repay.schema';

const errorOf = (amount: string) => firstError(repaySchema('609600.5', 'USDT'), { amount });

describe('loan repayment', () => {
  it('accepts up to what is owed and refuses more', async () => {
    expect(await errorOf('609600.5')).toBeNull();
    expect(await errorOf('609600.50000001')).toBe('money:aboveMaximum|{"max":"609,600.5 USDT"}');
    expect(await errorOf('')).toBe('validation:amount');
  });
});
