import { mixed, object, string, type InferType } from 'yup';
import { submitVerificationRules as rules, type FormBody } from '../../../gen/form-rules';
import { isIdCard } from '../lib/id-card';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { personNameRule, plainLabelCharacters } from '../../../shared/lib/validation/rules';

/** Document types of the contract: 0 national ID card, 1 passport, 2 driving licence. */
export const ID_TYPES = ['0', '1', '2'] as const;
type IdType = (typeof ID_TYPES)[number];
/** The contract's `id_type` of each document type the form offers. */
const ID_TYPE_CODES = { '0': 0, '1': 1, '2': 2 } as const;

/**
 * Names as the contract accepts them: Latin, Thai, kana, CJK and Hangul letters, spaces, dots, middle dots and
 * hyphens. The contract's pattern holds the length too; the form tells a short name from a wrong character.
 */
const REAL_NAME = /^[A-Za-z\u00C0-\u024F\u0E00-\u0E7F\u3040-\u30FF\u4e00-\u9fa5\uAC00-\uD7AF .·-]+$/;
const MAINLAND = /^(china|prc|cn|中国|中國|中国大陆|中國大陸)$/i;

/** A mainland Chinese ID card is checked as one (length, birth date, check character). */
const isMainlandIdCard = (idType: string | undefined, country: string | undefined) =>
  idType === '0' && MAINLAND.test((country ?? '').trim());

/**
 * Basic (Lv1) verification: document type, real name without special characters, the document number and the
 * country as the contract bounds them; the contract asks for them only of this level, so the form requires them.
 */
export const basicVerificationSchema = object({
  id_type: mixed<IdType>().oneOf(ID_TYPES, VALIDATION.choose).required(VALIDATION.choose),
  name: personNameRule(50, REAL_NAME),
  country: plainLabelCharacters(rules.country().trim()),
  // by the document's kind: a mainland ID card is checked as one, any other document by the contract's pattern
  card_id: string()
    .required(VALIDATION.required)
    .when(['id_type', 'country'], ([idType, country]: (string | undefined)[]) =>
      isMainlandIdCard(idType, country)
        ? string()
            .trim()
            .required(VALIDATION.required)
            .test('idCard', VALIDATION.idCard, (value) => !value || isIdCard(value))
        : rules.card_id({ pattern: VALIDATION.documentNumber }).trim().required(VALIDATION.required),
    ),
});

export type BasicVerificationValues = InferType<typeof basicVerificationSchema>;
export const emptyBasicVerification: BasicVerificationValues = { id_type: '0', name: '', country: '', card_id: '' };

/** The body the form's values submit: the first level, the document's contract code, the country when given. */
export function basicVerificationBody(values: BasicVerificationValues): FormBody<'submitVerification'> {
  const country = values.country?.trim();
  return {
    real_type: 1,
    id_type: ID_TYPE_CODES[values.id_type],
    name: values.name.trim(),
    card_id: values.card_id.trim(),
    ...(country && { country }),
  };
}
