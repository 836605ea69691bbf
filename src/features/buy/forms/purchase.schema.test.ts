import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { firstError } from '../../../shared/testing/first-error';
import { purchaseSchema } from './purchase.schema';

const schema = purchaseSchema({ countries: ['US', 'TH'], min: 100 });
const valid = {
  country: 'US',
  currency: 'USD',
  amount: '1500',
  payment_method: '1',
  method_type: 'bank',
  first_name: 'Kenji',
  last_name: "O'Neil",
  email: 'kenji@example.com',
  phone: '+14155550123',
  tax_id: 'TX-1234',
  iban: 'GB29NWBK60161331926819',
  beneficiary_country: 'US',
  bic: 'NWBKGB2L',
  bank_name: 'NatWest',
  address: '1 Main St, Springfield',
};
const errorOf = (values: Record<string, string>) => firstError(schema, values);

describe('quick purchase form', () => {
  it('accepts a listed country, a whole amount from the minimum, and the payer’s details', async () => {
    expect(await errorOf(valid)).toBeNull();
    expect(await errorOf({ ...valid, method_type: 'card', iban: '', bic: '', tax_id: '' })).toBeNull();
  });

  it('refuses a country where purchase is not offered', async () => {
    expect(await errorOf({ ...valid, country: 'JP' })).toBe('buy:regionUnsupported');
  });

  it('refuses a currency no order can be paid in', async () => {
    expect(await errorOf({ ...valid, currency: 'EUR' })).toBe(VALIDATION.choose);
  });

  it('refuses a fractional amount and one below the minimum', async () => {
    expect(await errorOf({ ...valid, amount: '150.5' })).toBe('money:quantityInteger');
    expect(await errorOf({ ...valid, amount: '99' })).toBe('money:belowMinimum|{"min":100}');
  });

  it('needs the bank details for a bank transfer, in their formats', async () => {
    expect(await errorOf({ ...valid, iban: 'GB29 NWBK' })).toBe('buy:iban');
    expect(await errorOf({ ...valid, bic: 'nwbk' })).toBe('buy:bic');
    expect(await errorOf({ ...valid, first_name: '健二' })).toBe('buy:latinName');
  });
});
