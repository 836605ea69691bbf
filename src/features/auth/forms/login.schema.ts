import { object, type InferType } from 'yup';
import { currentPasswordRule, requiredText } from '../../../shared/lib/validation/rules';

/** Log in with an e-mail address, a phone number or a username and the login password. */
export const loginSchema = object({
  user_string: requiredText(64),
  password: currentPasswordRule(),
});

export type LoginValues = InferType<typeof loginSchema>;
export const emptyLogin: LoginValues = { user_string: '', password: '' };
