import { describe, expect, it } from 'vitest';
import { isEmail, isMainlandMobile, isPhoneNumber } from './patterns';

type Table = [input: string, expected: boolean][];

function check(name: string, predicate: (value: string) => boolean, table: Table) {
  describe(name, () => {
    it.each(table)('%j -> %s', (input, expected) => {
      expect(predicate(input)).toBe(expected);
    });
  });
}

check('isEmail', isEmail, [
  ['trader@example.com', true],
  ['first.last+tag@sub.example.co.jp', true],
  ['a@b.io', true],
  ['', false],
  ['trader', false],
  ['trader@', false],
  ['@example.com', false],
  ['trader@example', false],
  ['trader@example.c', false],
  ['tra der@example.com', false],
  ['trader@@example.com', false],
  [`${'a'.repeat(60)}@example.com`, false],
]);

check('isMainlandMobile', isMainlandMobile, [
  ['13800138000', true],
  ['19912345678', true],
  ['15012345678', true],
  ['12012345678', false],
  ['23800138000', false],
  ['1380013800', false],
  ['138001380001', false],
  ['1380013800a', false],
  ['+8613800138000', false],
  ['', false],
]);

check('isPhoneNumber', isPhoneNumber, [
  ['09012345678', true],
  ['12345', true],
  ['123456789012345', true],
  ['1234', false],
  ['1234567890123456', false],
  ['090-1234-5678', false],
  ['+819012345678', false],
]);
