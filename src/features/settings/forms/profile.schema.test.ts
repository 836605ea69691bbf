import { describe, expect, it } from 'vitest';
import { itAcceptsEach } from '../../../shared/testing/schema-cases';
import { fieldError } from '../../../shared/testing/field-error';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { profileSchema } from './profile.schema';

const good = { nickname: 'Kenji', signature: 'Trend follower since 2017' };

describe('profileSchema', () => {
  itAcceptsEach(profileSchema, [
    ['latin nickname', good],
    ['chinese nickname and no signature', { nickname: '健二', signature: '' }],
    ['10-character nickname, 30-character signature', { nickname: 'Kenji12345', signature: 's'.repeat(30) }],
  ]);

  it.each<[string, string, string, string]>([
    ['nickname missing', 'nickname', '', V.required],
    ['nickname of 1 character', 'nickname', 'K', V.nickname],
    ['nickname of 11 characters', 'nickname', 'Kenji123456', V.nickname],
    ['nickname with a space', 'nickname', 'Ken ji', V.nickname],
    ['nickname with special characters', 'nickname', 'Kenji_!', V.nickname],
    ['signature of 1 character', 'signature', 'x', V.signature],
    ['signature of 31 characters', 'signature', 'x'.repeat(31), V.signature],
  ])('%s', async (_name, field, value, expected) => {
    expect(await fieldError(profileSchema, { ...good, [field]: value }, field)).toBe(expected);
  });
});
