import { describe } from 'vitest';
import { itAcceptsEach, itRefusesEach, itRequiresEach } from '../../../shared/testing/schema-cases';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { BANK_CARD_FIELDS, bankCardSchema } from './bank-card.schema';
import { domesticBankCard } from '../../../shared/testing/bank-cards';

const good = domesticBankCard;

describe('bankCardSchema', () => {
  itAcceptsEach(bankCardSchema, [['a complete card', good]]);

  itRequiresEach(bankCardSchema, good, BANK_CARD_FIELDS);

  itRefusesEach(bankCardSchema, good, [
    ['real_name', 'Kenji$', V.nameSpecialCharacters],
    ['real_name', 'K', V.nameTooShort],
    ['bank_account', '12a4567', V.bankAccount],
    ['bank_account', '123', V.bankAccount],
    ['bank_code', 'X'.repeat(17), V.tooLong],
    ['iban', 'X'.repeat(35), V.tooLong],
  ]);
});
