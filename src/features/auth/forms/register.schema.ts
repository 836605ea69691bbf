import { mixed, object, string } from 'yup';
import { registerUserRules as rules } from '../../../gen/form-rules';
import { VALIDATION, NEW_PASSWORD_MESSAGES } from '../../../shared/lib/validation/messages';
import { confirmPasswordRule } from '../../../shared/lib/validation/rules';
import { DEFAULT_AREA_CODE, IDENTITY_TYPES, identityRule, type IdentityType } from './identity';

/** The lengths of a new password, as the contract states them, in the form's words. */

/**
 * Registration: the identity (e-mail, phone with area code, or username), a 6-digit code for e-mail and
 * phone, the login password twice, an optional fund password and an optional invitation code.
 */
export const registerSchema = object({
  type: mixed<IdentityType>().oneOf(IDENTITY_TYPES).required(),
  area_code: string().when('type', ([type], schema) =>
    type === 'mobile' ? schema.required(VALIDATION.choose) : schema,
  ),
  user_string: identityRule(),
  // the contract takes a code with any identity; only a username registers without one
  code: string().when('type', ([type], schema) =>
    type === 'username' ? schema : rules.code({ pattern: VALIDATION.code }).trim().required(VALIDATION.code),
  ),
  password: rules.password(NEW_PASSWORD_MESSAGES),
  re_password: confirmPasswordRule('password'),
  pay_password: rules.pay_password(NEW_PASSWORD_MESSAGES),
  extension_code: rules.extension_code({ pattern: VALIDATION.invitationCode }).trim(),
});

export type RegisterValues = {
  type: IdentityType;
  area_code: string;
  user_string: string;
  code: string;
  password: string;
  re_password: string;
  pay_password: string;
  extension_code: string;
};

export const emptyRegister = (extensionCode = ''): RegisterValues => ({
  type: 'email',
  area_code: DEFAULT_AREA_CODE,
  user_string: '',
  code: '',
  password: '',
  re_password: '',
  pay_password: '',
  extension_code: extensionCode,
});
