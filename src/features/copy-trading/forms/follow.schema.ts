import Big from 'big.js';
import { boolean, mixed, object, string } from 'yup';
import { decimalRule, wholeQuantityRule } from '../../../shared/lib/validation/money-rules';
import { MONEY_VALIDATION } from '../../../shared/lib/validation/messages';
import { withParams } from '../../../shared/lib/validation/message-params';
import { MAX_FOLLOW_NUMBER, followMultiple } from '../lib/follow-number';

/** 1 fixed multiple of the trader's size, 2 a fixed number of lots. */
export type FollowMode = '1' | '2';
export type FollowValues = { type: FollowMode; number: string; amount: string; agreed: boolean };

const FOLLOW_MESSAGES = {
  multipleRequired: 'copy-trading:form.multipleRequired',
  multiple: 'copy-trading:form.multipleInvalid',
  multipleDecimals: 'copy-trading:form.multipleDecimals',
  agreement: 'copy-trading:form.agreementRequired',
} as const;

const DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

/**
 * The multiple (required): a positive decimal of at least 0.01 and at most 5 once rounded; one up to 1 has at
 * most two decimals, as the exchange takes no finer multiple (above 1 it is rounded, section 5).
 */
const multipleRule = string()
  .trim()
  .required(FOLLOW_MESSAGES.multipleRequired)
  .test('multiple', (value, context) => {
    if (!value) return true;
    if (!DECIMAL.test(value) || new Big(value).lte(0))
      return context.createError({ message: FOLLOW_MESSAGES.multiple });
    const multiple = new Big(value);
    if (multiple.lte(1) && (value.split('.')[1]?.length ?? 0) > 2)
      return context.createError({ message: FOLLOW_MESSAGES.multipleDecimals });
    if (multiple.lt('0.01'))
      return context.createError({ message: withParams(MONEY_VALIDATION.belowMinimum, { min: '0.01' }) });
    if (new Big(followMultiple(value)).gt(MAX_FOLLOW_NUMBER))
      return context.createError({ message: withParams(MONEY_VALIDATION.aboveMaximum, { max: MAX_FOLLOW_NUMBER }) });
    return true;
  });

/**
 * The follow form: the mode, the multiple or lots, an optional cap on the futures margin the copies may use (not
 * above the futures balance, when known), and the copy agreement accepted.
 */
export function followSchema({ balance }: { balance?: string }) {
  return object({
    type: mixed<FollowMode>().oneOf(['1', '2']).required(),
    number: string().when('type', {
      is: '2',
      then: () => wholeQuantityRule({ min: 1, max: MAX_FOLLOW_NUMBER }),
      otherwise: () => multipleRule,
    }),
    amount: decimalRule({ maxDecimals: 2, max: balance, unit: 'USDT', optional: true }),
    agreed: boolean().oneOf([true], FOLLOW_MESSAGES.agreement).required(FOLLOW_MESSAGES.agreement),
  });
}
