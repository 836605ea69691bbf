import { object, type InferType } from 'yup';
import { setFundPasswordWithCodeRules } from '../../../gen/form-rules';
import { CODE_MESSAGES, NEW_PASSWORD_MESSAGES } from '../../../shared/lib/validation/messages';
import { confirmPasswordRule } from '../../../shared/lib/validation/rules';

/** Setting the fund password with the 6-digit code e-mailed to the user; the repetition is the form's own rule. */
export const payPasswordSchema = object({
  code: setFundPasswordWithCodeRules.code(CODE_MESSAGES).trim(),
  password: setFundPasswordWithCodeRules.password(NEW_PASSWORD_MESSAGES),
  re_password: confirmPasswordRule('password'),
});

export type PayPasswordValues = InferType<typeof payPasswordSchema>;
export const emptyPayPassword: PayPasswordValues = { code: '', password: '', re_password: '' };
