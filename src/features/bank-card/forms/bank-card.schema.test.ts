import { describe, expect, it } from 'vitest';
import { itRefusesEach } from '../../../shared/testing/schema-cases';
import { formErrors } from '../../../shared/lib/validation/form-errors';
import { fieldError } from '../../../shared/testing/field-error';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { BANK_CARD_FIELDS, bankCardSchema } from './bank-card.schema';
import { domesticBankCard } from '../../../shared/testing/bank-cards';

const good = domesticBankCard;

describe('bankCardSchema', () => {
  it('accepts a complete card', async () => {
    expect(await formErrors(bankCardSchema, good)).toEqual({});
  });

  it.each(BANK_CARD_FIELDS)('requires %s', async (field) => {
    expect(await fieldError(bankCardSchema, { ...good, [field]: '' }, field)).toBe(V.required);
  });

  itRefusesEach(bankCardSchema, good, [
    ['real_name', 'Kenji$', V.nameSpecialCharacters],
    ['real_name', 'K', V.nameTooShort],
    ['bank_account', '12a4567', V.bankAccount],
    ['bank_account', '123', V.bankAccount],
    ['bank_code', 'X'.repeat(17), V.tooLong],
    ['iban', 'X'.repeat(35), V.tooLong],
  ]);
});
