import { describe, expect, it } from 'vitest';
import { object, string, type AnyObjectSchema, type Schema } from 'yup';
import { fieldError } from '../../testing/field-error';
import { VALIDATION as V } from './messages';
import {
  confirmPasswordRule,
  emailRule,
  personNameRule,
  phoneRule,
  plainLabelCharacters,
  requiredChoice,
} from './rules';

type Row = [input: string, expected: string | undefined];

function table(name: string, schema: AnyObjectSchema, rows: Row[], extra: object = {}) {
  describe(name, () => {
    it.each(rows)('%j -> %s', async (input, expected) => {
      expect(await fieldError(schema, { ...extra, value: input }, 'value')).toBe(expected);
    });
  });
}

const one = (rule: Schema) => object({ value: rule });

table('requiredChoice', one(requiredChoice()), [
  ['3', undefined],
  ['', V.choose],
]);

table('emailRule', one(emailRule()), [
  ['trader@example.com', undefined],
  [' trader@example.com ', undefined],
  ['', V.required],
  ['   ', V.required],
  [`${'t'.repeat(53)}@example.com`, V.tooLong],
  ['trader@example', V.email],
  ['trader', V.email],
]);

describe('phoneRule', () => {
  const schema = object({ area_code: string(), value: phoneRule() });
  it.each<[string, string, string | undefined]>([
    ['81', '09012345678', undefined],
    ['86', '13800138000', undefined],
    ['81', '', V.required],
    ['81', '1234', V.phone],
    ['81', '090-1234-5678', V.phone],
    ['86', '09012345678', V.mobile],
  ])('area %s, %j -> %s', async (areaCode, input, expected) => {
    expect(await fieldError(schema, { area_code: areaCode, value: input }, 'value')).toBe(expected);
  });
});

describe('confirmPasswordRule', () => {
  const schema = object({ password: string(), value: confirmPasswordRule() });
  it.each<Row>([
    ['secret123', undefined],
    ['', V.required],
    ['secret124', V.passwordsInconsistent],
    ['short', V.passwordsInconsistent],
  ])('%j -> %s', async (input, expected) => {
    expect(await fieldError(schema, { password: 'secret123', value: input }, 'value')).toBe(expected);
  });
});

table('personNameRule', one(personNameRule()), [
  ['Kenji Tanaka', undefined],
  ['田中 健二', undefined],
  ["O'Brien-Smith", undefined],
  ['สมชาย', undefined],
  ['', V.required],
  ['K', V.nameTooShort],
  ['Kenji<script>', V.nameSpecialCharacters],
  ['Kenji#1', V.nameSpecialCharacters],
  ['x'.repeat(65), V.tooLong],
]);

table('plainLabelCharacters', one(plainLabelCharacters(string().trim().max(8, V.tooLong))), [
  ['', undefined],
  ['My USDT', undefined],
  ['cold-1', undefined],
  ['a@b', V.nameSpecialCharacters],
  ['123456789', V.tooLong],
]);
