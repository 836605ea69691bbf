import { describe, expect, it } from 'vitest';
import { firstError } from '../../../shared/testing/first-error';
import { withdrawalSchema } from './withdrawal.schema';

const schema = withdrawalSchema({ min: '10', available: '1250.5', unit: 'USDT' });
const valid = {
  destination: '0',
  address: 'TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF',
  amount: '100',
  pay_password: '246810',
  code: '482913',
};
const errorOf = (values: Record<string, string>) => firstError(schema, values);

describe('withdrawal form', () => {
  it('accepts an amount between the minimum and the available balance, to an address or a card', async () => {
    expect(await errorOf(valid)).toBeNull();
    expect(await errorOf({ ...valid, amount: '1250.5' })).toBeNull();
    expect(await errorOf({ ...valid, destination: '1', address: '' })).toBeNull();
  });

  it('refuses an amount above the balance or below the minimum', async () => {
    expect(await errorOf({ ...valid, amount: '1250.51' })).toBe('money:insufficientBalance');
    expect(await errorOf({ ...valid, amount: '9.99' })).toBe('money:belowMinimum|{"min":"10 USDT"}');
  });

  it('needs the address for an on-chain withdrawal, the fund password and the 6-digit code', async () => {
    expect(await errorOf({ ...valid, address: '' })).toBe('validation:required');
    expect(await errorOf({ ...valid, address: 'short' })).toBe('validation:walletAddress');
    expect(await errorOf({ ...valid, pay_password: '' })).toBe('validation:required');
    expect(await errorOf({ ...valid, code: '12345' })).toBe('validation:code');
  });
});
