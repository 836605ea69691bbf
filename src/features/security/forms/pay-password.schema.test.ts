import { describe, expect, it } from 'vitest';
import { formErrors } from '../../../shared/lib/validation/form-errors';
import { fieldError } from '../../../shared/testing/field-error';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { payPasswordSchema } from './pay-password.schema';

const good = { code: '482913', password: 'fund7788', re_password: 'fund7788' };

describe('payPasswordSchema', () => {
  it('accepts a code and two equal passwords', async () => {
    expect(await formErrors(payPasswordSchema, good)).toEqual({});
  });

  it.each<[string, string, string]>([
    ['code', '', V.code],
    ['code', '12345', V.code],
    ['code', '12345a', V.code],
    ['password', 'fund77', V.passwordTooShort],
    ['password', 'f'.repeat(17), V.passwordTooLong],
    ['re_password', 'fund7789', V.passwordsInconsistent],
  ])('%s %j -> %s', async (field, value, expected) => {
    expect(await fieldError(payPasswordSchema, { ...good, [field]: value }, field)).toBe(expected);
  });
});
