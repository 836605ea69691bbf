import { object, type InferType } from 'yup';
import { submitVerificationRules as rules } from '../../../gen/form-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';

/**
 * Advanced (Lv2) verification: pictures of both sides of the document, uploaded first (the paths the contract
 * takes); the contract asks for them only of this level, so the form requires them itself.
 */
export const advancedVerificationSchema = object({
  front_pic: rules.front_pic({ pattern: VALIDATION.imageRequired }).required(VALIDATION.imageRequired),
  reverse_pic: rules.reverse_pic({ pattern: VALIDATION.imageRequired }).required(VALIDATION.imageRequired),
});

export type AdvancedVerificationValues = InferType<typeof advancedVerificationSchema>;
export const emptyAdvancedVerification: AdvancedVerificationValues = { front_pic: '', reverse_pic: '' };
