import { describe, expect, it } from 'vitest';
import { firstError } from '../../../shared/testing/first-error';
import { accountTransferSchema } from './account-transfer.schema';

const values = { currency: '3', from: 'change', to: 'lever', amount: '100' };
const errorOf = (input: Record<string, string>, available = '250.5') =>
  firstError(accountTransferSchema(available, 'USDT'), input);

describe('account transfer form', () => {
  it('accepts an amount up to the available balance between two accounts', async () => {
    expect(await errorOf(values)).toBeNull();
    expect(await errorOf({ ...values, amount: '250.5' })).toBeNull();
  });

  it('refuses more than the available balance, a malformed amount and the same account twice', async () => {
    expect(await errorOf({ ...values, amount: '250.50000001' })).toBe('money:insufficientBalance');
    expect(await errorOf({ ...values, amount: '1e3' })).toBe('validation:amount');
    expect(await errorOf({ ...values, to: 'change' })).toBe('transfers:sameAccount');
  });

  it('takes only the accounts the contract names, and asks for a coin not picked', async () => {
    expect(await errorOf({ ...values, to: 'savings' })).toBe('validation:notAllowed');
    expect(await errorOf({ ...values, currency: '' })).toBe('validation:required');
  });
});
