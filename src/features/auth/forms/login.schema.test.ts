import { describe, expect, it } from 'vitest';
import { formErrors } from '../../../shared/lib/validation/form-errors';
import { fieldError } from '../../../shared/testing/field-error';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { loginSchema } from './login.schema';

const good = { user_string: 'trader@example.com', password: 'secret123' };

describe('loginSchema', () => {
  it.each(['trader@example.com', '09012345678', 'tanaka_k'])('accepts the identity %j', async (user_string) => {
    expect(await formErrors(loginSchema, { ...good, user_string })).toEqual({});
  });

  it.each<[string, string, string]>([
    ['user_string', '', V.required],
    ['user_string', '   ', V.required],
    ['user_string', 'x'.repeat(65), V.tooLong],
    ['password', '', V.required],
    ['password', '12345', V.loginPassword],
    ['password', 'x'.repeat(33), V.loginPassword],
  ])('%s %j -> %s', async (field, value, expected) => {
    expect(await fieldError(loginSchema, { ...good, [field]: value }, field)).toBe(expected);
  });
});
