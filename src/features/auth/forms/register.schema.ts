import { mixed, object, string } from 'yup';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import {
  codeRule,
  confirmPasswordRule,
  newPasswordRule,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../../../shared/lib/validation/rules';
import { DEFAULT_AREA_CODE, IDENTITY_TYPES, identityRule, type IdentityType } from './identity';

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
  code: string().when('type', ([type], schema) => (type === 'username' ? schema : codeRule())),
  password: newPasswordRule(),
  re_password: confirmPasswordRule('password'),
  pay_password: string().min(PASSWORD_MIN, VALIDATION.passwordTooShort).max(PASSWORD_MAX, VALIDATION.passwordTooLong),
  extension_code: string()
    .trim()
    .matches(/^[A-Za-z0-9]{4,12}$/, { message: VALIDATION.invitationCode, excludeEmptyString: true }),
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
