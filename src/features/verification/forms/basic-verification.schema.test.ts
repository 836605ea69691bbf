import { describe, expect, it } from 'vitest';
import { itAcceptsEach, itRefusesEachNamed } from '../../../shared/testing/schema-cases';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { basicVerificationBody, basicVerificationSchema } from './basic-verification.schema';

const passport = { id_type: '1' as const, name: 'Kenji Tanaka', country: 'Japan', card_id: 'TR4829173' };
const mainland = { id_type: '0', name: '张伟', country: 'China', card_id: '11010519491231002X' };

describe('basicVerificationSchema', () => {
  itAcceptsEach(basicVerificationSchema, [
    ['a passport', passport],
    ['a mainland ID card', mainland],
    ['a Thai ID card', { id_type: '0', name: 'Somchai Kittisak', country: 'Thailand', card_id: '1103700123456' }],
    ['a driving licence without country', { id_type: '2', name: 'さとう みか', country: '', card_id: 'DL30419822' }],
    ['a Thai name', { id_type: '1', name: 'สมชาย กิตติศักดิ์', country: 'Thailand', card_id: 'AA1234567' }],
    ['a Korean name', { id_type: '1', name: '김민준', country: 'Korea', card_id: 'M12345678' }],
  ]);

  itRefusesEachNamed(basicVerificationSchema, [
    ['no document type', passport, 'id_type', '', V.choose],
    ['no name', passport, 'name', '', V.required],
    ['one-letter name', passport, 'name', 'K', V.nameTooShort],
    ['name with digits', passport, 'name', 'Kenji 2', V.nameSpecialCharacters],
    ['name with symbols', passport, 'name', 'Kenji@Tanaka', V.nameSpecialCharacters],
    ['name too long', passport, 'name', 'K'.repeat(51), V.tooLong],
    ['no document number', passport, 'card_id', '', V.required],
    ['document number too short', passport, 'card_id', 'AB12', V.documentNumber],
    ['document number with symbols', passport, 'card_id', 'TR#482917', V.documentNumber],
    ['mainland ID with a wrong check character', mainland, 'card_id', '110105194912310021', V.idCard],
    ['mainland ID with an impossible date', mainland, 'card_id', '11010519491331002X', V.idCard],
    ['country with symbols', passport, 'country', 'Japan!', V.nameSpecialCharacters],
  ]);
});

describe('basicVerificationBody', () => {
  it('sends the first level, the document type as the contract codes it and the trimmed texts', () => {
    expect(basicVerificationBody({ ...passport, id_type: '1', name: ' Kenji Tanaka ', country: ' Japan ' })).toEqual({
      real_type: 1,
      id_type: 1,
      name: 'Kenji Tanaka',
      card_id: 'TR4829173',
      country: 'Japan',
    });
  });

  it('leaves out a country left blank', () => {
    expect(basicVerificationBody({ ...passport, id_type: '2', country: '  ' })).toEqual({
      real_type: 1,
      id_type: 2,
      name: 'Kenji Tanaka',
      card_id: 'TR4829173',
    });
  });
});
