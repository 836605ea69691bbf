/**
 * A form's field checked in the form's own way (its precision, its limits, its words) that is also sent as a body
 * field: the contract's rule of that field (a factory of src/gen/form-rules.ts) is added as one more test, so that
 * the form refuses what the contract refuses, with the bound the contract states.
 */
import { ValidationError, type Schema, type TestConfig } from 'yup';
import type { RuleBounds } from '../../../gen/form-rules';
import { MONEY_VALIDATION as M } from './messages';
import { withParams } from './message-params';

/**
 * The contract's rule as a test, after the form's own: where both refuse a value the form's message is shown
 * first, and the contract's message only for what the form alone would let through.
 */
export function contractRule<T>(rule: Schema): TestConfig<T> {
  return {
    name: 'contract',
    test(value, context) {
      try {
        rule.validateSync(value);
        return true;
      } catch (error) {
        if (!ValidationError.isError(error)) throw error;
        return context.createError({ message: error.message });
      }
    },
  };
}

/** The contract's bounds of an amount in the money rules' words: the generated rule hands each its bound. */
export const AMOUNT_BOUND_MESSAGES = {
  min: ({ min = 0 }: RuleBounds) => withParams(M.belowMinimum, { min }),
  max: ({ max = 0 }: RuleBounds) => withParams(M.aboveMaximum, { max }),
};

/** The contract's rules of a whole quantity (an integer with bounds), in the words of `wholeQuantityRule`. */
export const QUANTITY_MESSAGES = {
  required: M.quantityRequired,
  type: M.number,
  integer: M.quantityInteger,
  ...AMOUNT_BOUND_MESSAGES,
};
