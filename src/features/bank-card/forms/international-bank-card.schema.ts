import { object, string, type InferType } from 'yup';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { personNameRule, requiredText } from '../../../shared/lib/validation/rules';

const required = () => string().trim().required(VALIDATION.required);

/** The international (SWIFT) bank card: every field is required. */
export const internationalBankCardSchema = object({
  aba_number: required().matches(/^\d{9}$/, VALIDATION.abaNumber),
  real_name: personNameRule(64),
  bank_account: required().matches(/^[A-Za-z0-9 -]{4,34}$/, VALIDATION.bankAccount),
  bank_name: requiredText(64),
  bank_network: requiredText(64),
  swift_code: required().matches(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/, VALIDATION.swiftCode),
  phone: required().matches(/^\+?[0-9 -]{6,20}$/, VALIDATION.phone),
  address: requiredText(255),
});

export type InternationalBankCardValues = InferType<typeof internationalBankCardSchema>;
export const INTERNATIONAL_BANK_CARD_FIELDS = Object.keys(
  internationalBankCardSchema.fields,
) as (keyof InternationalBankCardValues)[];
