import { object, type InferType } from 'yup';
import { confirmPasswordRule, currentPasswordRule, newPasswordRule } from '../../../shared/lib/validation/rules';

/** Changing the login password or the fund password: the current one, then the new one twice. */
export const changePasswordSchema = object({
  old_password: currentPasswordRule(),
  password: newPasswordRule(),
  re_password: confirmPasswordRule('password'),
});

export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
export const emptyChangePassword: ChangePasswordValues = { old_password: '', password: '', re_password: '' };
