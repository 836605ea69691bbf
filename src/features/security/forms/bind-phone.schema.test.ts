import { describe, expect, it } from 'vitest';
import { itAcceptsEach } from '../../../shared/testing/schema-cases';
import { fieldError } from '../../../shared/testing/field-error';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { bindPhoneSchema } from './bind-phone.schema';

const good = { area_code: '81', mobile: '09012345678', code: '482913' };

describe('bindPhoneSchema', () => {
  itAcceptsEach(bindPhoneSchema, [
    ['a Japanese number', good],
    ['a mainland mobile number', { ...good, area_code: '86', mobile: '13800138000' }],
  ]);

  it.each<[string, object, string, string]>([
    ['area_code', good, '', V.choose],
    ['mobile', good, '', V.required],
    ['mobile', good, '1234', V.phone],
    ['mobile', good, '0901234567x', V.phone],
    ['mobile', { ...good, area_code: '86' }, '09012345678', V.mobile],
    ['code', good, '', V.code],
    ['code', good, '1234567', V.code],
  ])('%s %j -> %s', async (field, base, value, expected) => {
    expect(await fieldError(bindPhoneSchema, { ...base, [field]: value }, field)).toBe(expected);
  });
});
