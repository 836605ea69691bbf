/**
 * Who pays a quick crypto purchase by bank transfer: the order form's payer fields (the country is each order's).
 * The purchase form's schema test and the sandbox tests share them, so a payer the form accepts is one the contract
 * and the sandbox take.
 */
export const BANK_PAYER = {
  first_name: 'Kenji',
  last_name: 'Tanaka',
  email: 'kenji@example.com',
  phone: '+14155550123',
  tax_id: 'TX-1234',
  iban: 'GB29NWBK60161331926819',
  beneficiary_country: 'US',
  bic: 'NWBKGB2L',
  bank_name: 'NatWest',
  address: '1 Main St, Springfield',
};
