import { object, type InferType } from 'yup';
import { updateNicknameRules as rules } from '../../../gen/form-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';

/** Nickname (2-10 Chinese characters, letters or digits) and an optional signature of 2-30, as the contract says. */
export const profileSchema = object({
  nickname: rules.nickname({ pattern: VALIDATION.nickname }).trim(),
  signature: rules.signature({ min: VALIDATION.signature, max: VALIDATION.signature }).trim(),
});

export type ProfileValues = InferType<typeof profileSchema>;
