import { describe } from 'vitest';
import { itAcceptsEach, itRefusesEachNamed, newPasswordPairChanges } from '../../../shared/testing/schema-cases';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { emptyForget, forgetSchema } from './forget.schema';

const email = {
  ...emptyForget,
  account: 'trader@example.com',
  code: '482913',
  password: 'newSecret88',
  repassword: 'newSecret88',
};
const mobile = { ...email, type: 'mobile', area_code: '81', account: '09012345678' };

describe('forgetSchema', () => {
  itAcceptsEach(forgetSchema, [
    ['a reset by e-mail', email],
    ['a reset by phone', mobile],
  ]);

  itRefusesEachNamed(forgetSchema, [
    ['e-mail missing', email, 'account', '', V.required],
    ['e-mail malformed', email, 'account', 'trader.example.com', V.email],
    ['phone malformed', mobile, 'account', '090-1234', V.phone],
    ['code missing', email, 'code', '', V.code],
    ['code too long', email, 'code', '4829131', V.code],
    ...newPasswordPairChanges(email, 'password', 'repassword'),
    ['no area code for a phone', mobile, 'area_code', '', V.choose],
  ]);
});
