import { object, type InferType } from 'yup';
import { saveBankCardRules as rules } from '../../../gen/form-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { personNameCharacters } from '../../../shared/lib/validation/rules';

/** The domestic bank card: every field is required, as the contract states; a name has no special characters. */
export const bankCardSchema = object({
  real_name: personNameCharacters(rules.real_name({ min: VALIDATION.nameTooShort }).trim()),
  bank_name: rules.bank_name().trim(),
  bank_branch: rules.bank_branch().trim(),
  bank_dizhi: rules.bank_dizhi().trim(),
  bank_account: rules.bank_account({ pattern: VALIDATION.bankAccount }).trim(),
  bank_code: rules.bank_code().trim(),
  iban: rules.iban().trim(),
  bank_address: rules.bank_address().trim(),
});

export type BankCardValues = InferType<typeof bankCardSchema>;
export const BANK_CARD_FIELDS = Object.keys(bankCardSchema.fields) as (keyof BankCardValues)[];
