import { describe } from 'vitest';
import {
  itAcceptsEach,
  itRefusesEach,
  itRefusesEachNamed,
  newPasswordPairChanges,
} from '../../../shared/testing/schema-cases';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { payPasswordSchema } from './pay-password.schema';

const good = { code: '482913', password: 'fund7788', re_password: 'fund7788' };

describe('payPasswordSchema', () => {
  itAcceptsEach(payPasswordSchema, [['a code and two equal passwords', good]]);

  itRefusesEach(payPasswordSchema, good, [
    ['code', '', V.code],
    ['code', '12345', V.code],
    ['code', '12345a', V.code],
  ]);

  itRefusesEachNamed(payPasswordSchema, newPasswordPairChanges(good));
});
