import { object, string, type Schema } from 'yup';
import { CreateBuyCryptoOrderBodyCurrency } from '../../../gen/model';
import { wholeQuantityRule } from '../../../shared/lib/validation/money-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { emailRule, requiredText } from '../../../shared/lib/validation/rules';

/** The payer's name as the contract accepts it: latin letters, spaces, dots, apostrophes and hyphens. */
const NAME = /^[A-Za-zÀ-ÖØ-öø-ÿ .'-]+$/;
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** The fiat currencies an order may be paid in: the contract's list (the configuration's list of codes is open). */
const ORDER_CURRENCIES = Object.values(CreateBuyCryptoOrderBodyCurrency);

/** The order's currency of a chosen code, undefined when no order can be paid in it. */
export const orderCurrency = (code: string) => ORDER_CURRENCIES.find((currency) => currency === code);

export type PurchaseRules = { countries: string[]; min: number };

const nameRule = () => requiredText(50).matches(NAME, 'buy:latinName');

/**
 * A quick purchase: a country where it is offered ("your area is temporarily not supported" otherwise), a whole
 * amount of at least the minimum, the payer's contact and, for a bank transfer, the payer's bank details.
 */
export function purchaseSchema({ countries, min }: PurchaseRules) {
  const bankOnly = (rule: Schema) => string().when('method_type', { is: 'bank', then: () => rule });
  return object({
    country: string()
      .required(VALIDATION.choose)
      .test('supported', 'buy:regionUnsupported', (code) => !code || countries.includes(code)),
    currency: string()
      .required(VALIDATION.choose)
      .test('orderable', VALIDATION.choose, (code) => !code || orderCurrency(code) !== undefined),
    amount: wholeQuantityRule({ min }),
    payment_method: string().required(VALIDATION.choose),
    method_type: string(),
    first_name: nameRule(),
    last_name: nameRule(),
    email: emailRule(),
    phone: string()
      .trim()
      .required(VALIDATION.required)
      .matches(/^\+?\d{6,15}$/, VALIDATION.phone),
    tax_id: bankOnly(requiredText(32).matches(/^[A-Za-z0-9-]+$/, 'buy:taxId')),
    iban: bankOnly(requiredText(34).matches(IBAN, 'buy:iban')),
    beneficiary_country: bankOnly(string().required(VALIDATION.choose)),
    bic: bankOnly(requiredText(11).matches(BIC, 'buy:bic')),
    bank_name: bankOnly(requiredText(100)),
    address: bankOnly(requiredText(200)),
  });
}

export type PurchaseValues = {
  country: string;
  currency: string;
  amount: string;
  payment_method: string;
  method_type: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  tax_id: string;
  iban: string;
  beneficiary_country: string;
  bic: string;
  bank_name: string;
  address: string;
};
