import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask';

describe('maskEmail', () => {
  it.each([
    ['trader@example.com', 'tr****@example.com'],
    ['a@b.io', 'a****@b.io'],
    ['not-an-email', 'not-an-email'],
  ])('%s -> %s', (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });
});

describe('maskPhone', () => {
  it.each([
    ['09012345678', '090****5678'],
    ['13800138000', '138****8000'],
    ['123456', '12***56'],
  ])('%s -> %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });
});
