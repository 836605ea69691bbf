import { object, type InferType } from 'yup';
import { changeFundPasswordRules, changeLoginPasswordRules } from '../../../gen/form-rules';
import { VALIDATION, NEW_PASSWORD_MESSAGES } from '../../../shared/lib/validation/messages';
import { confirmPasswordRule } from '../../../shared/lib/validation/rules';

/** The operation each kind of password is changed by, and what the contract states of its body. */
const RULES = { login: changeLoginPasswordRules, fund: changeFundPasswordRules };

/** Changing the login password or the fund password: the current one, then the new one twice (the form's rule). */
export const changePasswordSchema = (kind: keyof typeof RULES) =>
  object({
    old_password: RULES[kind].old_password({ min: VALIDATION.loginPassword, max: VALIDATION.loginPassword }),
    password: RULES[kind].password(NEW_PASSWORD_MESSAGES),
    re_password: confirmPasswordRule('password'),
  });

export type ChangePasswordValues = InferType<ReturnType<typeof changePasswordSchema>>;
export const emptyChangePassword: ChangePasswordValues = { old_password: '', password: '', re_password: '' };
