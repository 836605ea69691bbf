import { mixed, object, string } from 'yup';
import { resetPasswordRules as rules } from '../../../gen/form-rules';
import { CODE_MESSAGES, VALIDATION, NEW_PASSWORD_MESSAGES } from '../../../shared/lib/validation/messages';
import { confirmPasswordRule } from '../../../shared/lib/validation/rules';
import { DEFAULT_AREA_CODE, identityRule } from './identity';

export const RECOVERY_TYPES = ['email', 'mobile'] as const;
export type RecoveryType = (typeof RECOVERY_TYPES)[number];

/**
 * A forgotten login password: the account's e-mail or phone, the code sent to it and the new password, as the
 * contract bounds them, and the password again (the form's own rule).
 */
export const forgetSchema = object({
  type: mixed<RecoveryType>().oneOf(RECOVERY_TYPES).required(),
  area_code: string().when('type', ([type], schema) =>
    type === 'mobile' ? schema.required(VALIDATION.choose) : schema,
  ),
  account: identityRule(),
  code: rules.code(CODE_MESSAGES).trim(),
  password: rules.password(NEW_PASSWORD_MESSAGES),
  repassword: confirmPasswordRule('password'),
});

export type ForgetValues = {
  type: RecoveryType;
  area_code: string;
  account: string;
  code: string;
  password: string;
  repassword: string;
};

export const emptyForget: ForgetValues = {
  type: 'email',
  area_code: DEFAULT_AREA_CODE,
  account: '',
  code: '',
  password: '',
  repassword: '',
};
