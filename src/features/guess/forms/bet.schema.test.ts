import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../shared/testing/field-error';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { MONEY_VALIDATION as M } from '../../../shared/lib/validation/messages';
import { withParams } from '../../../shared/lib/validation/message-params';
import { betSchema } from './bet.schema';

const amountError = (schema: ReturnType<typeof betSchema>, amount: string) => fieldError(schema, { amount }, 'amount');

describe('betSchema', () => {
  const rich = betSchema({ min: '5', max: '5000', balance: '12000' });
  const poor = betSchema({ min: '5', max: '5000', balance: '80.5' });

  it('accepts the minimum, the whole balance and two decimals', async () => {
    expect(await amountError(rich, '5')).toBeUndefined();
    expect(await amountError(poor, '80.5')).toBeUndefined();
    expect(await amountError(rich, '12.34')).toBeUndefined();
  });

  itReturnsEach('refuses %j', (amount: string) => amountError(rich, amount), [
    ['', M.amount],
    ['abc', M.amount],
    ['0', M.amount],
    ['4.99', withParams(M.belowMinimum, { min: '5 USDT' })],
    ['10.123', withParams(M.tooManyDecimals, { decimals: 2 })],
  ]);

  it('says the balance ran out before the round maximum, and the maximum when the balance is larger', async () => {
    expect(await amountError(poor, '80.51')).toBe(M.insufficientBalance);
    expect(await amountError(rich, '5000.01')).toBe(withParams(M.aboveMaximum, { max: '5,000 USDT' }));
  });
});
