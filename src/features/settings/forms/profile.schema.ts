import { object, type InferType } from 'yup';
import { nicknameRule, signatureRule } from '../../../shared/lib/validation/rules';

/** Nickname (2-10 Chinese characters, letters or digits) and an optional signature of 2-30 characters. */
export const profileSchema = object({
  nickname: nicknameRule(),
  signature: signatureRule(),
});

export type ProfileValues = InferType<typeof profileSchema>;
