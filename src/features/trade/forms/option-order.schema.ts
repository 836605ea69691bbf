import { object } from 'yup';
import { submitOptionOrderRules as rules, type FormBody } from '../../../gen/form-rules';
import { toBig } from '../../../shared/lib/format/decimal';
import { contractRule } from '../../../shared/lib/validation/contract-rule';
import { MONEY_VALIDATION, VALIDATION } from '../../../shared/lib/validation/messages';
import { decimalRule } from '../../../shared/lib/validation/money-rules';

export type OptionOrderLimits = { min: string; max: string; available: string; unit: string };

/**
 * A seconds option's duration as the contract bounds it, and its stake: a decimal string as the contract takes it,
 * within the chosen duration's range and the paying currency's options balance (which only the server knows).
 */
export function optionOrderSchema(limits: OptionOrderLimits) {
  return object({
    // a duration is picked from the server's list, never typed: a missing or unreadable one asks for a choice
    seconds: rules.seconds({ required: VALIDATION.choose, type: VALIDATION.choose }),
    amount: decimalRule({
      kind: 'amount',
      maxDecimals: 8,
      min: limits.min,
      max: limits.max,
      maxReason: 'aboveMaximum',
      unit: limits.unit,
    })
      .test('balance', MONEY_VALIDATION.insufficientBalance, (value) => {
        const [stake, funds] = [toBig(value), toBig(limits.available)];
        return !stake || !funds || stake.lte(funds);
      })
      .test(contractRule(rules.number())),
  });
}

/** What the form holds: the chosen duration's seconds and the stake, as typed. */
export type OptionOrderValues = { seconds: string; amount: string };

/** The body an option of `values` submits: up (1) or down (2) on the pair, paid in the chosen currency. */
export function optionOrderBody(
  values: OptionOrderValues,
  { pairId, currencyId, type }: { pairId: number; currencyId: number; type: 1 | 2 },
): FormBody<'submitOptionOrder'> {
  return {
    match_id: pairId,
    currency_id: currencyId,
    type,
    seconds: Number(values.seconds),
    number: values.amount.trim(),
  };
}
