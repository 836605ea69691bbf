import { object, string, type Schema } from 'yup';
import { createBuyCryptoOrderRules as rules, type FormBody } from '../../../gen/form-rules';
import { CreateBuyCryptoOrderBodyCurrency } from '../../../gen/model';
import { contractRule } from '../../../shared/lib/validation/contract-rule';
import { MONEY_VALIDATION, VALIDATION } from '../../../shared/lib/validation/messages';
import { wholeQuantityRule } from '../../../shared/lib/validation/money-rules';

/** The fiat currencies an order may be paid in: the contract's list (the configuration's list of codes is open). */
const ORDER_CURRENCIES = Object.values(CreateBuyCryptoOrderBodyCurrency);

/** The order's currency of a chosen code, undefined when no order can be paid in it. */
const orderCurrency = (code: string) => ORDER_CURRENCIES.find((currency) => currency === code);

export type PurchaseRules = { countries: string[]; min: number };

const LATIN_NAME = { pattern: 'buy:latinName' };

/**
 * A quick purchase as the contract's createBuyCryptoOrder states it (the payer's names, e-mail, phone and bank
 * details in their lengths and formats, a currency of its list, a whole amount), and what it cannot say: a country
 * where purchase is offered ("your area is temporarily not supported" otherwise), the configured minimum amount, and
 * the bank details required for a bank transfer only.
 */
export function purchaseSchema({ countries, min }: PurchaseRules) {
  const bankOnly = (rule: Schema) => string().when('method_type', { is: 'bank', then: () => rule });
  return object({
    country: rules
      .country({ required: VALIDATION.choose })
      .test('supported', 'buy:regionUnsupported', (code) => !code || countries.includes(code)),
    currency: rules.currency({ required: VALIDATION.choose, oneOf: VALIDATION.choose }),
    amount: wholeQuantityRule({ min }).test(contractRule(rules.amount({ pattern: MONEY_VALIDATION.number }))),
    // a method is picked from the configuration's list, never typed: a missing or unreadable one asks for a choice
    payment_method: rules.payment_method({ required: VALIDATION.choose, type: VALIDATION.choose }),
    // the chosen method's kind, not a field of the body: it decides whether the bank details are asked
    method_type: string(),
    first_name: rules.first_name(LATIN_NAME).trim(),
    last_name: rules.last_name(LATIN_NAME).trim(),
    email: rules.email({ pattern: VALIDATION.email }).trim(),
    phone: rules.phone({ pattern: VALIDATION.phone }).trim(),
    tax_id: bankOnly(rules.tax_id({ pattern: 'buy:taxId' }).trim().required(VALIDATION.required)),
    iban: bankOnly(rules.iban({ pattern: 'buy:iban' }).trim().required(VALIDATION.required)),
    beneficiary_country: bankOnly(rules.beneficiary_country().required(VALIDATION.choose)),
    bic: bankOnly(rules.bic({ pattern: 'buy:bic' }).trim().required(VALIDATION.required)),
    bank_name: bankOnly(rules.bank_name().trim().required(VALIDATION.required)),
    address: bankOnly(rules.address().trim().required(VALIDATION.required)),
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

/**
 * The body the form's values submit: the payer's trimmed details, and the bank's only for a bank transfer; undefined
 * for a currency no order can be paid in (the form refuses it before it submits).
 */
export function purchaseBody({ method_type, ...values }: PurchaseValues): FormBody<'createBuyCryptoOrder'> | undefined {
  const currency = orderCurrency(values.currency);
  if (!currency) return undefined;
  return {
    country: values.country,
    currency,
    amount: values.amount.trim(),
    payment_method: Number(values.payment_method),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...(method_type === 'bank' && {
      tax_id: values.tax_id.trim(),
      iban: values.iban.trim(),
      beneficiary_country: values.beneficiary_country,
      bic: values.bic.trim(),
      bank_name: values.bank_name.trim(),
      address: values.address.trim(),
    }),
  };
}
