import { object, type ObjectSchema } from 'yup';
import { loginUserRules } from '../../../gen/form-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import type { LoginValues } from './login-values';

/** Log in with an e-mail address, a phone number or a username and the login password, as the contract bounds them. */
export const loginSchema: ObjectSchema<LoginValues> = object({
  user_string: loginUserRules.user_string().trim(),
  // one message for both bounds: it names the lengths a login password has
  password: loginUserRules.password({ min: VALIDATION.loginPassword, max: VALIDATION.loginPassword }),
});
