import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../shared/testing/field-error';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { MONEY_VALIDATION as M } from '../../../shared/lib/validation/messages';
import { withParams } from '../../../shared/lib/validation/message-params';
import { subscribeSchema, subscriptionCost } from './subscribe.schema';

// NOVA at 0.05 USDT, from 100 coins, 12,600,000 left, 500 USDT in the spot account
const schema = subscribeSchema({ min: '100', remaining: '12600000', price: '0.05', balance: '500', unit: 'NOVA' });
const amountError = (amount: string) => fieldError(schema, { amount }, 'amount');

describe('subscribeSchema', () => {
  it('accepts the minimum and what the balance pays for exactly', async () => {
    expect(await amountError('100')).toBeUndefined();
    expect(await amountError('10000')).toBeUndefined();
    expect(subscriptionCost('10000', '0.05').toFixed()).toBe('500');
  });

  itReturnsEach('%j -> %s', amountError, [
    ['', M.amount],
    ['-5', M.amount],
    ['99.99', withParams(M.belowMinimum, { min: '100 NOVA' })],
    ['10000.01', M.insufficientBalance],
    ['12600001', withParams(M.aboveMaximum, { max: '12,600,000 NOVA' })],
  ]);
});
