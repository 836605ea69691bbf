import { describe, expect, it } from 'vitest';
import { missingBindings } from './missing-bindings';

describe('missingBindings', () => {
  it.each<[string | null, string | null, string[]]>([
    ['trader@example.com', '09012345678', []],
    [null, '09012345678', ['email']],
    ['trader@example.com', null, ['phone']],
    [null, null, ['email', 'phone']],
    ['', '', ['email', 'phone']],
  ])('e-mail %j, phone %j -> %j', (email, phone, expected) => {
    expect(missingBindings({ email, phone })).toEqual(expected);
  });
});
