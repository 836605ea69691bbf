import { object, string, type InferType } from 'yup';
import { toBig } from '../../../shared/lib/format/decimal';
import { MONEY_VALIDATION, VALIDATION } from '../../../shared/lib/validation/messages';
import { decimalRule } from '../../../shared/lib/validation/money-rules';

export type OptionOrderLimits = { min: string; max: string; available: string; unit: string };

/** A seconds option's stake: within the chosen duration's range and the paying currency's options balance. */
export function optionOrderSchema(limits: OptionOrderLimits) {
  return object({
    seconds: string().required(VALIDATION.choose),
    amount: decimalRule({
      kind: 'amount',
      maxDecimals: 8,
      min: limits.min,
      max: limits.max,
      maxReason: 'aboveMaximum',
      unit: limits.unit,
    }).test('balance', MONEY_VALIDATION.insufficientBalance, (value) => {
      const [stake, funds] = [toBig(value), toBig(limits.available)];
      return !stake || !funds || stake.lte(funds);
    }),
  });
}

export type OptionOrderValues = InferType<ReturnType<typeof optionOrderSchema>>;
