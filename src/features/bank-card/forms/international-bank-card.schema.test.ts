import { describe } from 'vitest';
import { itAcceptsEach, itRefusesEach, itRequiresEach } from '../../../shared/testing/schema-cases';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { INTERNATIONAL_BANK_CARD_FIELDS, internationalBankCardSchema } from './international-bank-card.schema';
import { internationalBankCard } from '../../../shared/testing/bank-cards';

const good = internationalBankCard;

describe('internationalBankCardSchema', () => {
  itAcceptsEach(internationalBankCardSchema, [
    ['an 8-character SWIFT code', good],
    [
      'an 11-character SWIFT code and an IBAN',
      { ...good, swift_code: 'CHASUS33XXX', bank_account: 'GB29NWBK60161331926819' },
    ],
  ]);

  itRequiresEach(internationalBankCardSchema, good, INTERNATIONAL_BANK_CARD_FIELDS);

  itRefusesEach(internationalBankCardSchema, good, [
    ['aba_number', '02100002', V.abaNumber],
    ['aba_number', '02100002a', V.abaNumber],
    ['real_name', 'Kenji <b>', V.nameSpecialCharacters],
    ['bank_account', 'AB#1234', V.bankAccount],
    ['swift_code', 'CHASUS3', V.swiftCode],
    ['swift_code', 'CHASUS33XX', V.swiftCode],
    ['phone', '12345', V.phone],
    ['phone', '+1 (212) 555', V.phone],
    ['address', 'x'.repeat(256), V.tooLong],
  ]);
});
