import { describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import type { BoundMessage } from '../../../gen/form-rules';
import { fieldError } from '../../testing/field-error';
import { contractRule, QUANTITY_MESSAGES } from './contract-rule';
import { withParams } from './message-params';

/** What a generated rule does with a form's message of a bound: a function is handed the contract's bounds. */
const bounded = (message: BoundMessage | undefined) =>
  typeof message === 'function' ? message({ min: 2, max: 9 }) : message;

/** A contract's rule of a whole number from 2 to 9, in its generic words, as src/gen/form-rules.ts writes one. */
const contract = (messages: { min?: BoundMessage; max?: BoundMessage } = {}) =>
  number()
    .required('validation:required')
    .integer('validation:integer')
    .min(2, bounded(messages.min) ?? withParams('validation:tooSmall', { min: 2 }))
    .max(9, bounded(messages.max) ?? withParams('validation:tooLarge', { max: 9 }));

/** A form's own rule of the same field: digits only, in its own words. */
const form = () => string().trim().required('form:required').matches(/^\d+$/, 'form:digits');

const errorOf = (value: string, rule = form().test(contractRule(contract()))) =>
  fieldError(object({ value: rule }), { value }, 'value');

describe('contractRule', () => {
  it('passes what both the form and the contract accept', async () => {
    expect(await errorOf('5')).toBeUndefined();
    expect(await errorOf(' 9 ')).toBeUndefined();
  });

  it('shows the form’s message where both refuse a value', async () => {
    expect(await errorOf('')).toBe('form:required');
    expect(await errorOf('1.5')).toBe('form:digits');
  });

  it('refuses, with the contract’s message, what only the contract refuses', async () => {
    expect(await errorOf('1')).toBe(withParams('validation:tooSmall', { min: 2 }));
    expect(await errorOf('10')).toBe(withParams('validation:tooLarge', { max: 9 }));
  });
});

describe('QUANTITY_MESSAGES', () => {
  it('gives the contract’s bounds of a quantity in the quantity rule’s words', async () => {
    const rule = form().test(contractRule(contract(QUANTITY_MESSAGES)));
    expect(await errorOf('1', rule)).toBe(withParams('money:belowMinimum', { min: 2 }));
    expect(await errorOf('10', rule)).toBe(withParams('money:aboveMaximum', { max: 9 }));
  });
});
