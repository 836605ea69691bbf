import { object, type ObjectSchema } from 'yup';
import { currentPasswordRule, requiredText } from '../../../shared/lib/validation/rules';
import type { LoginValues } from './login-values';

/** Log in with an e-mail address, a phone number or a username and the login password. */
export const loginSchema: ObjectSchema<LoginValues> = object({
  user_string: requiredText(64),
  password: currentPasswordRule(),
});
