import { describe, expect, it } from 'vitest';
import { itRefusesEach, itRefusesEachNamed, newPasswordPairChanges } from '../../../shared/testing/schema-cases';
import { formErrors } from '../../../shared/lib/validation/form-errors';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { changePasswordSchema } from './change-password.schema';

const good = { old_password: 'secret123', password: 'newSecret88', re_password: 'newSecret88' };

describe.each(['login', 'fund'] as const)('changePasswordSchema(%j)', (kind) => {
  const schema = changePasswordSchema(kind);

  it('accepts a 6-character current password and a 7-character new one', async () => {
    expect(await formErrors(schema, { old_password: 'secret', password: 'abcdefg', re_password: 'abcdefg' })).toEqual(
      {},
    );
    expect(await formErrors(schema, good)).toEqual({});
  });

  itRefusesEach(schema, good, [
    ['old_password', '', V.required],
    ['old_password', '12345', V.loginPassword],
    ['password', '', V.required],
    ['re_password', '', V.required],
  ]);

  itRefusesEachNamed(schema, newPasswordPairChanges(good));
});
