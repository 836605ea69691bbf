import { describe, expect, it } from 'vitest';
import { firstError } from '../../../shared/testing/first-error';
import { loanApplicationSchema } from './loan-application.schema';

const schema = loanApplicationSchema({ min: '500000', max: '10000000', maxLeverage: 3, coins: ['BTC', 'USDT'] });
const valid = {
  amount: '800000',
  currency: 'USDT',
  margin_currency: 'BTC',
  contact: 'desk@example.com',
  leverage: '3',
  term: '30',
};
const errorOf = (values: Record<string, string>) => firstError(schema, values);

describe('OTC loan application', () => {
  it('accepts an amount within 500,000 and 10,000,000 USDT, a UID or e-mail, up to 3x, 7 to 365 days', async () => {
    expect(await errorOf(valid)).toBeNull();
    expect(await errorOf({ ...valid, amount: '500000', contact: '10293847', term: '7' })).toBeNull();
    expect(await errorOf({ ...valid, amount: '10000000', term: '365' })).toBeNull();
  });

  it('refuses a loan below 500,000 or above 10,000,000 USDT', async () => {
    expect(await errorOf({ ...valid, amount: '499999.99' })).toBe('money:belowMinimum|{"min":"500,000 USDT"}');
    expect(await errorOf({ ...valid, amount: '10000000.01' })).toBe('money:aboveMaximum|{"max":"10,000,000 USDT"}');
  });

  it('refuses more than 3x, a term outside a week to a year and a contact that is neither UID nor e-mail', async () => {
    expect(await errorOf({ ...valid, leverage: '4' })).toBe('loans:leverageMax');
    expect(await errorOf({ ...valid, term: '6' })).toBe('loans:termRange');
    expect(await errorOf({ ...valid, term: '366' })).toBe('loans:termRange');
    expect(await errorOf({ ...valid, contact: 'desk' })).toBe('loans:contactFormat');
  });
});
