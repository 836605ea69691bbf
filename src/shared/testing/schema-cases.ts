/**
 * The tables a form's schema test is made of: values the schema accepts whole, and one field changed in valid
 * values to what the schema refuses, with the message Formik then shows on that field. Called inside a `describe`,
 * each declares one test a row.
 */
import { expect, it } from 'vitest';
import type { Schema } from 'yup';
import { formErrors } from '../lib/validation/form-errors';
import { fieldError } from './field-error';
import { VALIDATION } from '../lib/validation/messages';

/** Values the schema should accept, named for the test title ("accepts %s"). */
export type AcceptedCase = [name: string, values: object];

/** A field of `valid` values given `value`, and the message the field should then show. */
export type RefusedChange = [field: string, value: unknown, message: string];

/** A named refused change, each from valid values of its own (an e-mail sign-up, a phone one). */
export type NamedRefusedChange = [name: string, valid: object, field: string, value: unknown, message: string];

/** No field of each set of values shows a message. */
export function itAcceptsEach(schema: Schema, cases: AcceptedCase[]) {
  it.each(cases)('accepts %s', async (_name, values) => {
    expect(await formErrors(schema, values)).toEqual({});
  });
}

async function expectRefused(schema: Schema, valid: object, field: string, value: unknown, message: string) {
  expect(await fieldError(schema, { ...valid, [field]: value }, field)).toBe(message);
}

/** Each field of `valid` left empty shows the required message on itself ("requires field"). */
export function itRequiresEach(schema: Schema, valid: object, fields: readonly string[]) {
  it.each(fields)('requires %s', (field) => expectRefused(schema, valid, field, '', VALIDATION.required));
}

/** Each change of one field of `valid` shows its message on that field ("field value -> message"). */
export function itRefusesEach(schema: Schema, valid: object, changes: RefusedChange[]) {
  it.each(changes)('%s %j -> %s', (field, value, message) => expectRefused(schema, valid, field, value, message));
}

/** Each named change, from its own valid values, shows its message on the changed field. */
export function itRefusesEachNamed(schema: Schema, changes: NamedRefusedChange[]) {
  it.each(changes)('%s', (_name, valid, field, value, message) => expectRefused(schema, valid, field, value, message));
}

/**
 * What every schema that sets a password refuses of it: the contract's 7 to 16 characters (NEW_PASSWORD_MESSAGES),
 * the bound NewPasswordField holds the box to.
 */
export const newPasswordLengthChanges = (valid: object, field = 'password'): NamedRefusedChange[] => [
  [`${field} of 6 characters`, valid, field, 'secret', VALIDATION.passwordTooShort],
  [`${field} of 17 characters`, valid, field, 'x'.repeat(17), VALIDATION.passwordTooLong],
];

/** The new password's bounds and its repetition differing from it, the pair NewPasswordFields asks for. */
export const newPasswordPairChanges = (
  valid: Record<string, string>,
  password = 'password',
  confirmation = 're_password',
): NamedRefusedChange[] => [
  ...newPasswordLengthChanges(valid, password),
  [
    `${confirmation} differing from ${password}`,
    valid,
    confirmation,
    `${valid[password]}!`,
    VALIDATION.passwordsInconsistent,
  ],
];
