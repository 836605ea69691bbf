import { object, type InferType } from 'yup';
import { saveInternationalBankCardRules as rules } from '../../../gen/form-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { personNameCharacters } from '../../../shared/lib/validation/rules';

/** The international (SWIFT) bank card: every field is required, as the contract states, in this form's words. */
export const internationalBankCardSchema = object({
  aba_number: rules.aba_number({ pattern: VALIDATION.abaNumber }).trim(),
  real_name: personNameCharacters(rules.real_name({ min: VALIDATION.nameTooShort }).trim()),
  bank_account: rules.bank_account({ pattern: VALIDATION.bankAccount }).trim(),
  bank_name: rules.bank_name().trim(),
  bank_network: rules.bank_network().trim(),
  swift_code: rules.swift_code({ pattern: VALIDATION.swiftCode }).trim(),
  phone: rules.phone({ pattern: VALIDATION.phone }).trim(),
  address: rules.address().trim(),
});

export type InternationalBankCardValues = InferType<typeof internationalBankCardSchema>;
export const INTERNATIONAL_BANK_CARD_FIELDS = Object.keys(
  internationalBankCardSchema.fields,
) as (keyof InternationalBankCardValues)[];
