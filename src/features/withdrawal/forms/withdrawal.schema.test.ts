import { describe, expect, it } from 'vitest';
import { firstError } from '../../../shared/testing/first-error';
import { withdrawalBody, withdrawalSchema, type WithdrawalValues } from './withdrawal.schema';

const schema = withdrawalSchema({ min: '10', available: '1250.5', unit: 'USDT' });
const valid: WithdrawalValues = {
  destination: '0',
  address: 'TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF',
  amount: '100',
  pay_password: '246810',
  code: '482913',
};
const errorOf = (values: WithdrawalValues) => firstError(schema, values);

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

  it('holds the address and the fund password to the lengths the contract states', async () => {
    expect(await errorOf({ ...valid, address: 'T'.repeat(20) })).toBeNull();
    expect(await errorOf({ ...valid, address: 'T'.repeat(19) })).toBe('validation:walletAddress');
    expect(await errorOf({ ...valid, address: 'T'.repeat(128) })).toBeNull();
    expect(await errorOf({ ...valid, address: 'T'.repeat(129) })).toBe('validation:walletAddress');
    expect(await errorOf({ ...valid, pay_password: '123456' })).toBeNull();
    expect(await errorOf({ ...valid, pay_password: '12345' })).toBe('validation:passwordTooShort');
    expect(await errorOf({ ...valid, pay_password: 'p'.repeat(32) })).toBeNull();
    expect(await errorOf({ ...valid, pay_password: 'p'.repeat(33) })).toBe('validation:tooLong');
  });
});

describe('the withdrawal body', () => {
  const shown = { currency: 3, rate: '1' };
  const sent = { currency: 3, number: '100', rate: '1', pay_password: '246810', code: '482913' };

  it('names the address of an on-chain destination', () => {
    expect(withdrawalBody(valid, shown)).toEqual({ ...sent, type: 0, address: valid.address });
  });

  it('sends no address to a bank card, typed by the kind of card', () => {
    expect(withdrawalBody({ ...valid, destination: '1' }, shown)).toEqual({ ...sent, type: 1 });
    expect(withdrawalBody({ ...valid, destination: '2' }, shown)).toEqual({ ...sent, type: 2 });
  });
});
