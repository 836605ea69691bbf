import { describe, expect, it } from 'vitest';
import { itRefusesEach } from '../../../shared/testing/schema-cases';
import { formErrors } from '../../../shared/lib/validation/form-errors';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { loginSchema } from './login.schema';

const good = { user_string: 'trader@example.com', password: 'secret123' };

describe('loginSchema', () => {
  it.each(['trader@example.com', '09012345678', 'tanaka_k'])('accepts the identity %j', async (user_string) => {
    expect(await formErrors(loginSchema, { ...good, user_string })).toEqual({});
  });

  itRefusesEach(loginSchema, good, [
    ['user_string', '', V.required],
    ['user_string', '   ', V.required],
    ['user_string', 'x'.repeat(65), V.tooLong],
    ['password', '', V.required],
    ['password', '12345', V.loginPassword],
    ['password', 'x'.repeat(33), V.loginPassword],
  ]);
});
