import { describe, expect, it } from 'vitest';
import { itRefusesEach, itRefusesEachNamed, newPasswordPairChanges } from '../../../shared/testing/schema-cases';
import { formErrors } from '../../../shared/lib/validation/form-errors';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { payPasswordSchema } from './pay-password.schema';

const good = { code: '482913', password: 'fund7788', re_password: 'fund7788' };

describe('payPasswordSchema', () => {
  it('accepts a code and two equal passwords', async () => {
    expect(await formErrors(payPasswordSchema, good)).toEqual({});
  });

  itRefusesEach(payPasswordSchema, good, [
    ['code', '', V.code],
    ['code', '12345', V.code],
    ['code', '12345a', V.code],
  ]);

  itRefusesEachNamed(payPasswordSchema, newPasswordPairChanges(good));
});
