/**
 * yup rules for money and quantities (specification section 5: "enter correct number/price/amount", "insufficient
 * balance", "enter purchase quantity", "quantity must be an integer"). Values stay the strings the user typed and
 * are compared with big.js, never as floats. Limits are inclusive.
 */
import Big from 'big.js';
import { string } from 'yup';
import { toBig, trimZeros, groupThousands, type DecimalInput } from '../format/decimal';
import { MONEY_VALIDATION as VALIDATION } from './messages';
import { withParams } from './message-params';

/** A decimal without sign or exponent: "12", "0.5", "1,000" is not one. */
const DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

export type DecimalRuleOptions = {
  /** Which "enter a correct ..." message a malformed value gets. */
  kind?: 'amount' | 'price' | 'number';
  /** At most this many decimals (the pair's or coin's precision; 10 by default, the generic amount helper's). */
  maxDecimals?: number;
  /** The smallest accepted value; without it any value above zero. */
  min?: DecimalInput;
  /** The largest accepted value (the available balance, a limit). */
  max?: DecimalInput;
  /** The message above `max`: the balance ran out, or a limit was passed. */
  maxReason?: 'insufficientBalance' | 'aboveMaximum';
  /** Unit shown with the limits in the messages ("USDT"). */
  unit?: string;
  /** An empty value is allowed (e.g. the price of a market order). */
  optional?: boolean;
};

const show = (value: Big, unit?: string) => `${groupThousands(trimZeros(value.toFixed()))}${unit ? ` ${unit}` : ''}`;

/** A positive decimal typed by the user, within the given precision and limits. */
export function decimalRule({
  kind = 'amount',
  maxDecimals = 10,
  min,
  max,
  maxReason = 'insufficientBalance',
  unit,
  optional = false,
}: DecimalRuleOptions = {}) {
  const malformed = VALIDATION[kind];
  const minimum = toBig(min);
  const maximum = toBig(max);
  let rule = string().trim();
  rule = optional ? rule : rule.required(malformed);
  return rule.test('decimal', (value, context) => {
    if (value === undefined || value === '') return true;
    if (!DECIMAL.test(value)) return context.createError({ message: malformed });
    const decimals = value.split('.')[1]?.length ?? 0;
    if (decimals > maxDecimals)
      return context.createError({
        message:
          maxDecimals === 0
            ? VALIDATION.quantityInteger
            : withParams(VALIDATION.tooManyDecimals, { decimals: maxDecimals }),
      });
    const number = new Big(value);
    if (number.lte(0)) return context.createError({ message: malformed });
    if (minimum && number.lt(minimum))
      return context.createError({ message: withParams(VALIDATION.belowMinimum, { min: show(minimum, unit) }) });
    if (maximum && number.gt(maximum))
      return context.createError({
        message:
          maxReason === 'insufficientBalance'
            ? VALIDATION.insufficientBalance
            : withParams(VALIDATION.aboveMaximum, { max: show(maximum, unit) }),
      });
    return true;
  });
}

/**
 * The upper bound of an amount held both to a limit and to the available balance: the smaller of the two, with the
 * message of the one that binds (the balance's when it is the lower, the limit's otherwise, or without a balance).
 */
export function limitOrBalance(limit: string, balance?: string): Pick<DecimalRuleOptions, 'max' | 'maxReason'> {
  return balance !== undefined && new Big(balance).lt(limit)
    ? { max: balance, maxReason: 'insufficientBalance' }
    : { max: limit, maxReason: 'aboveMaximum' };
}

/** A whole number of units (shares, lots, quantities): required, an integer, within the limits (at least 1). */
export function wholeQuantityRule({ min = 1, max }: { min?: number; max?: number } = {}) {
  return string()
    .trim()
    .required(VALIDATION.quantityRequired)
    .test('whole', (value, context) => {
      if (value === undefined || value === '') return true;
      if (DECIMAL.test(value) && value.includes('.'))
        return context.createError({ message: VALIDATION.quantityInteger });
      if (!/^\d+$/.test(value)) return context.createError({ message: VALIDATION.number });
      const quantity = new Big(value);
      if (quantity.lt(min)) return context.createError({ message: withParams(VALIDATION.belowMinimum, { min }) });
      if (max !== undefined && quantity.gt(max))
        return context.createError({ message: withParams(VALIDATION.aboveMaximum, { max }) });
      return true;
    });
}
