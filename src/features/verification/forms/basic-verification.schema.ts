import { object, string, type InferType } from 'yup';
import { isIdCard } from '../lib/id-card';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { personNameRule, plainLabelRule, requiredChoice } from '../../../shared/lib/validation/rules';

/** Document types of the contract: 0 national ID card, 1 passport, 2 driving licence. */
export const ID_TYPES = ['0', '1', '2'] as const;

/** Names as the contract accepts them: Latin, Thai, kana, CJK and Hangul letters, spaces, dots, middle dots and hyphens. */
const REAL_NAME = /^[A-Za-z\u00C0-\u024F\u0E00-\u0E7F\u3040-\u30FF\u4e00-\u9fa5\uAC00-\uD7AF .·-]+$/;
const DOCUMENT_NUMBER = /^[A-Za-z0-9-]{5,32}$/;
const MAINLAND = /^(china|prc|cn|中国|中國|中国大陆|中國大陸)$/i;

/** A mainland Chinese ID card is checked as one (length, birth date, check character). */
const isMainlandIdCard = (idType: string | undefined, country: string | undefined) =>
  idType === '0' && MAINLAND.test((country ?? '').trim());

/** Basic (Lv1) verification: document type, real name without special characters, document number, country. */
export const basicVerificationSchema = object({
  id_type: requiredChoice(),
  name: personNameRule(50, REAL_NAME),
  country: plainLabelRule(64),
  card_id: string()
    .trim()
    .required(VALIDATION.required)
    .when(['id_type', 'country'], ([idType, country], schema) =>
      isMainlandIdCard(idType, country)
        ? schema.test('idCard', VALIDATION.idCard, (value) => !value || isIdCard(value))
        : schema.matches(DOCUMENT_NUMBER, VALIDATION.documentNumber),
    ),
});

export type BasicVerificationValues = InferType<typeof basicVerificationSchema>;
export const emptyBasicVerification: BasicVerificationValues = { id_type: '0', name: '', country: '', card_id: '' };
