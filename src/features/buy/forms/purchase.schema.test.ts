import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { BANK_PAYER } from '../../../shared/testing/bank-payer';
import { firstError } from '../../../shared/testing/first-error';
import { purchaseBody, purchaseSchema } from './purchase.schema';

const schema = purchaseSchema({ countries: ['US', 'TH'], min: 100 });
const valid = {
  country: 'US',
  currency: 'USD',
  amount: '1500',
  payment_method: '1',
  method_type: 'bank',
  ...BANK_PAYER,
  // a name with an apostrophe is a name
  last_name: "O'Neil",
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
  it('holds the amount, the e-mail and the texts to the contract’s formats and lengths', async () => {
    expect(await errorOf({ ...valid, amount: '0150' })).toBe('money:number');
    expect(await errorOf({ ...valid, amount: '1000000000000' })).toBe('money:number');
    expect(await errorOf({ ...valid, amount: '999999999999' })).toBeNull();
    const at = '@example.com';
    expect(await errorOf({ ...valid, email: `${'k'.repeat(100 - at.length)}${at}` })).toBeNull();
    expect(await errorOf({ ...valid, email: `${'k'.repeat(101 - at.length)}${at}` })).toBe(VALIDATION.tooLong);
    expect(await errorOf({ ...valid, email: 'kenji@example' })).toBe(VALIDATION.email);
    expect(await errorOf({ ...valid, last_name: 'O'.repeat(51) })).toBe(VALIDATION.tooLong);
    expect(await errorOf({ ...valid, phone: '+1415' })).toBe(VALIDATION.phone);
    expect(await errorOf({ ...valid, tax_id: 'T'.repeat(33) })).toBe(VALIDATION.tooLong);
    expect(await errorOf({ ...valid, bank_name: 'N'.repeat(101) })).toBe(VALIDATION.tooLong);
    expect(await errorOf({ ...valid, address: 'A'.repeat(201) })).toBe(VALIDATION.tooLong);
  });

  it('asks the bank details of a bank transfer only', async () => {
    expect(await errorOf({ ...valid, tax_id: '  ' })).toBe(VALIDATION.required);
    expect(await errorOf({ ...valid, beneficiary_country: '' })).toBe(VALIDATION.choose);
    expect(
      await errorOf({ ...valid, method_type: 'card', address: '', bank_name: '', beneficiary_country: '' }),
    ).toBeNull();
  });
});

describe('purchaseBody', () => {
  it('sends the payer’s trimmed details and the bank’s for a bank transfer', () => {
    // the form's values as sent: the method chosen is the contract's number, the tab it was chosen on is not sent
    const { method_type: _tab, payment_method: _method, ...details } = valid;
    expect(purchaseBody({ ...valid, first_name: ' Kenji ', iban: ' GB29NWBK60161331926819 ' })).toEqual({
      ...details,
      payment_method: 1,
    });
  });

  it('leaves the bank out of another method, and sends nothing in a currency no order is paid in', () => {
    expect(purchaseBody({ ...valid, method_type: 'card' })).not.toHaveProperty('iban');
    expect(purchaseBody({ ...valid, currency: 'EUR' })).toBeUndefined();
  });
});
