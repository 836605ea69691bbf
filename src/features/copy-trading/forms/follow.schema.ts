import Big from 'big.js';
import { boolean, object, string, ValidationError, type TestContext } from 'yup';
import { followCopyTraderRules as rules, type FormBody } from '../../../gen/form-rules';
import { AMOUNT_BOUND_MESSAGES, contractRule } from '../../../shared/lib/validation/contract-rule';
import { decimalRule, wholeQuantityRule } from '../../../shared/lib/validation/money-rules';
import { followMultiple } from '../lib/follow-number';

/** 1 fixed multiple of the trader's size, 2 a fixed number of lots. */
export type FollowMode = '1' | '2';
export type FollowValues = { type: FollowMode; number: string; amount: string; agreed: boolean };

/** The contract's `type` of each mode. */
const FOLLOW_TYPES = { '1': 1, '2': 2 } as const;

const FOLLOW_MESSAGES = {
  multipleRequired: 'copy-trading:form.multipleRequired',
  multiple: 'copy-trading:form.multipleInvalid',
  multipleDecimals: 'copy-trading:form.multipleDecimals',
  agreement: 'copy-trading:form.agreementRequired',
} as const;

const DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

/** The number as the exchange takes it: a multiple rounded as section 5 says, lots as typed. */
export const sentNumber = (values: Pick<FollowValues, 'type' | 'number'>) =>
  values.type === '1' ? followMultiple(values.number) : values.number.trim();

/** The contract's bounds of the number sent (a multiple once rounded, or the lots), in the form's words. */
const contractNumber = rules.number(AMOUNT_BOUND_MESSAGES);

/** A typed number, as sent, within the contract's bounds (one that is no number is the form's own rules' to say). */
const withinContract = (type: FollowMode) => (value: string | undefined, context: TestContext) => {
  if (!value || !DECIMAL.test(value)) return true;
  try {
    contractNumber.validateSync(sentNumber({ type, number: value }));
    return true;
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return context.createError({ message: error.message });
  }
};

/**
 * The multiple (required): a positive decimal; one up to 1 has at most two decimals, as the exchange takes no finer
 * multiple (above 1 it is rounded, section 5): the contract's two modes say so only as a multipleOf, which the
 * generated rules leave out. Then the contract's bounds, once rounded.
 */
const multipleRule = string()
  .trim()
  .required(FOLLOW_MESSAGES.multipleRequired)
  .test('multiple', (value, context) => {
    if (!value) return true;
    if (!DECIMAL.test(value) || new Big(value).lte(0))
      return context.createError({ message: FOLLOW_MESSAGES.multiple });
    if (new Big(value).lte(1) && (value.split('.')[1]?.length ?? 0) > 2)
      return context.createError({ message: FOLLOW_MESSAGES.multipleDecimals });
    return true;
  })
  .test('contract', withinContract('1'));

/**
 * The follow form: the mode, the multiple or lots, an optional cap on the futures margin the copies may use (not
 * above the futures balance, when known), and the copy agreement accepted (the form's own: not sent).
 */
export function followSchema({ balance }: { balance?: string }) {
  return object({
    type: rules.type(),
    number: string().when('type', {
      is: (type: unknown) => String(type) === '2',
      // a lot is whole: at least one, whatever smaller multiple the contract's number allows
      then: () => wholeQuantityRule({ min: 1 }).test('contract', withinContract('2')),
      otherwise: () => multipleRule,
    }),
    // the cap in cents: the futures account's precision, finer than the contract's amount (it speaks first)
    amount: decimalRule({ maxDecimals: 2, max: balance, unit: 'USDT', optional: true }).test(
      contractRule(rules.amount()),
    ),
    agreed: boolean().oneOf([true], FOLLOW_MESSAGES.agreement).required(FOLLOW_MESSAGES.agreement),
  });
}

/** The body the confirmed values follow the trader with: no cap is sent when none was typed. */
export function followBody(values: FollowValues, traderId: number): FormBody<'followCopyTrader'> {
  const amount = values.amount.trim();
  return {
    trader_user_id: traderId,
    type: FOLLOW_TYPES[values.type],
    number: Number(sentNumber(values)),
    ...(amount ? { amount } : {}),
  };
}
