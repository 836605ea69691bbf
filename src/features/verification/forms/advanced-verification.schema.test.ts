import { describe, expect, it } from 'vitest';
import { formErrors } from '../../../shared/lib/validation/form-errors';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { advancedVerificationSchema } from './advanced-verification.schema';

describe('advancedVerificationSchema', () => {
  it('accepts both uploaded sides', async () => {
    const values = { front_pic: '/upload/20261102/1.jpg', reverse_pic: '/upload/20261102/2.jpg' };
    expect(await formErrors(advancedVerificationSchema, values)).toEqual({});
  });

  it.each([
    [{ front_pic: '', reverse_pic: '/upload/2.jpg' }, { front_pic: V.imageRequired }],
    [{ front_pic: '/upload/1.jpg', reverse_pic: '' }, { reverse_pic: V.imageRequired }],
    [
      { front_pic: '', reverse_pic: '' },
      { front_pic: V.imageRequired, reverse_pic: V.imageRequired },
    ],
  ])('asks for every side missing in %j', async (values, expected) => {
    expect(await formErrors(advancedVerificationSchema, values)).toEqual(expected);
  });
});
