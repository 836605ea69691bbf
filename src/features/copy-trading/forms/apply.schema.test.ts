import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../shared/testing/field-error';
import { withParams } from '../../../shared/lib/validation/message-params';
import { applySchema } from './apply.schema';

const A = {
  introductionRequired: 'copy-trading:apply.introductionRequired',
  introductionLength: 'copy-trading:apply.introductionLength',
  contactTooLong: 'copy-trading:apply.contactTooLong',
};

const length = withParams(A.introductionLength, { min: 10, max: 300 });
const errorOf = (values: { introduction?: string; contact?: string }, field: 'introduction' | 'contact') =>
  fieldError(applySchema, { introduction: 'Trend following on BTC.', contact: '', ...values }, field);

describe('applySchema', () => {
  it('accepts 10 to 300 characters and an optional contact', async () => {
    expect(await errorOf({}, 'introduction')).toBeUndefined();
    expect(await errorOf({ introduction: 'x'.repeat(300) }, 'introduction')).toBeUndefined();
    expect(await errorOf({ contact: 'me@example.com' }, 'contact')).toBeUndefined();
  });

  it.each<[string, string]>([
    ['', A.introductionRequired],
    ['   ', A.introductionRequired],
    ['too short', length],
    ['x'.repeat(301), length],
  ])('refuses the introduction %j', async (introduction, message) => {
    expect(await errorOf({ introduction }, 'introduction')).toBe(message);
  });

  it('counts characters as the server does: an emoji is one', async () => {
    expect(await errorOf({ introduction: '📈'.repeat(300) }, 'introduction')).toBeUndefined();
    expect(await errorOf({ introduction: '📈'.repeat(301) }, 'introduction')).toBe(length);
  });

  it('refuses a contact over 64 characters', async () => {
    expect(await errorOf({ contact: 'c'.repeat(65) }, 'contact')).toBe(withParams(A.contactTooLong, { max: 64 }));
  });
});
