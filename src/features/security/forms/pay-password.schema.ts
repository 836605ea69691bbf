import { object, type InferType } from 'yup';
import { codeRule, confirmPasswordRule, newPasswordRule } from '../../../shared/lib/validation/rules';

/** Setting the fund password with the 6-digit code e-mailed to the user. */
export const payPasswordSchema = object({
  code: codeRule(),
  password: newPasswordRule(),
  re_password: confirmPasswordRule('password'),
});

export type PayPasswordValues = InferType<typeof payPasswordSchema>;
export const emptyPayPassword: PayPasswordValues = { code: '', password: '', re_password: '' };
