import { describe, expect, it } from 'vitest';
import { firstError } from '../../../shared/testing/first-error';
import { depositSchema } from './deposit.schema';

const errorOf = (values: Record<string, string>, min?: string) =>
  firstError(depositSchema({ min, unit: 'USD' }), values);

describe('deposit form', () => {
  it('accepts a positive amount with its voucher', async () => {
    expect(await errorOf({ amount: '500.25', voucher: '/upload/a.png' })).toBeNull();
  });

  it('needs the voucher, a well-formed amount and at least the bank channel’s minimum', async () => {
    expect(await errorOf({ amount: '500', voucher: '' })).toBe('validation:imageRequired');
    expect(await errorOf({ amount: '0', voucher: '/upload/a.png' })).toBe('validation:amount');
    expect(await errorOf({ amount: '99', voucher: '/upload/a.png' }, '100')).toBe(
      'money:belowMinimum|{"min":"100 USD"}',
    );
  });
});
