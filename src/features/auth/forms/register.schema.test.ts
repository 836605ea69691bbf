import { describe, expect, it } from 'vitest';
import {
  itAcceptsEach,
  itRefusesEachNamed,
  newPasswordLengthChanges,
  newPasswordPairChanges,
} from '../../../shared/testing/schema-cases';
import { fieldError } from '../../../shared/testing/field-error';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { emptyRegister, registerSchema } from './register.schema';

const email = {
  ...emptyRegister(),
  user_string: 'trader@example.com',
  code: '482913',
  password: 'secret123',
  re_password: 'secret123',
};
const mobile = { ...email, type: 'mobile', area_code: '81', user_string: '09012345678' };
const username = { ...email, type: 'username', user_string: 'tanaka_k', code: '' };

describe('registerSchema', () => {
  itAcceptsEach(registerSchema, [
    ['e-mail', email],
    ['phone', mobile],
    ['mainland phone', { ...mobile, area_code: '86', user_string: '13800138000' }],
    ['username without code', username],
    ['with fund password and invitation code', { ...email, pay_password: 'fund4567', extension_code: 'AB12CD' }],
  ]);

  itRefusesEachNamed(registerSchema, [
    ['e-mail missing', email, 'user_string', '', V.required],
    ['e-mail malformed', email, 'user_string', 'trader@example', V.email],
    ['phone too short', mobile, 'user_string', '1234', V.phone],
    ['phone with letters', mobile, 'user_string', '0901234567a', V.phone],
    ['username too short', username, 'user_string', 'abc', V.username],
    ['username with special characters', username, 'user_string', 'tanaka-k!', V.username],
    ['code missing', email, 'code', '', V.code],
    ['code of 5 digits', email, 'code', '48291', V.code],
    ['code with a letter', mobile, 'code', '48291a', V.code],
    ...newPasswordPairChanges(email),
    ['confirmation missing', email, 're_password', '', V.required],
    ...newPasswordLengthChanges(email, 'pay_password'),
    ['invitation code too short', email, 'extension_code', 'AB1', V.invitationCode],
    ['invitation code with special characters', email, 'extension_code', 'AB-12', V.invitationCode],
  ]);

  it('asks mainland (+86) numbers to be real mobile numbers', async () => {
    expect(await fieldError(registerSchema, { ...mobile, area_code: '86' }, 'user_string')).toBe(V.mobile);
  });

  it('needs an area code for a phone registration only', async () => {
    expect(await fieldError(registerSchema, { ...mobile, area_code: '' }, 'area_code')).toBe(V.choose);
    expect(await fieldError(registerSchema, { ...email, area_code: '' }, 'area_code')).toBeUndefined();
  });
});
