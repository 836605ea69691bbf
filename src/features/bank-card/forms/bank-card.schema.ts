import { object, string, type InferType } from 'yup';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { personNameRule, requiredText } from '../../../shared/lib/validation/rules';

/** The domestic bank card: every field is required. */
export const bankCardSchema = object({
  real_name: personNameRule(64),
  bank_name: requiredText(64),
  bank_branch: requiredText(64),
  bank_dizhi: requiredText(128),
  bank_account: string()
    .trim()
    .required(VALIDATION.required)
    .matches(/^[0-9 -]{4,34}$/, VALIDATION.bankAccount),
  bank_code: requiredText(16),
  iban: requiredText(34),
  bank_address: requiredText(255),
});

export type BankCardValues = InferType<typeof bankCardSchema>;
export const BANK_CARD_FIELDS = Object.keys(bankCardSchema.fields) as (keyof BankCardValues)[];
