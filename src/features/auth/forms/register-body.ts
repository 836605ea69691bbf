import type { RegisterUserBody } from '../../../gen/model';
import type { RegisterValues } from './register.schema';

/** The registration request for the kind of identity chosen: only the fields that kind uses, trimmed. */
export function toRegisterBody(values: RegisterValues): RegisterUserBody {
  const userString = values.user_string.trim();
  const extensionCode = values.extension_code.trim();
  return {
    type: values.type,
    user_string: userString,
    password: values.password,
    re_password: values.re_password,
    ...(values.type !== 'username' && { code: values.code.trim() }),
    ...(values.type === 'username' && { username: userString }),
    ...(values.type === 'mobile' && { area_code: Number(values.area_code) }),
    ...(values.pay_password && { pay_password: values.pay_password }),
    ...(extensionCode && { extension_code: extensionCode }),
  };
}
