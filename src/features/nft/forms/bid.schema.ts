import Big from 'big.js';
import { object, string, type InferType } from 'yup';
import { placeNftBidRules as rules } from '../../../gen/form-rules';
import { contractRule } from '../../../shared/lib/validation/contract-rule';
import { groupThousands, trimZeros } from '../../../shared/lib/format/decimal';
import { MONEY_VALIDATION } from '../../../shared/lib/validation/messages';
import { withParams } from '../../../shared/lib/validation/message-params';

const DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;
const BID_TOO_LOW = 'nft:bid.tooLow';

/** The form's one message for a price the contract's placeNftBid would not take. */
const PRICE_MESSAGES = { required: MONEY_VALIDATION.price, pattern: MONEY_VALIDATION.price };

/**
 * A bid: a correct price, at most 8 decimals (the market's precision, finer than the contract's: it speaks first),
 * and at least `minimum` (the current bid plus the per-bid increase, or the starting price before the first bid,
 * which only the artwork knows): below it the user reads that the bid must be higher than the current one, with
 * the least amount that would do. Then the price as the contract's placeNftBid takes it.
 */
export function bidSchema(minimum: Big, unit: string) {
  return object({
    price: string()
      .trim()
      .required(MONEY_VALIDATION.price)
      .test('bid', (value, context) => {
        if (!value) return true;
        if (!DECIMAL.test(value) || new Big(value).lte(0))
          return context.createError({ message: MONEY_VALIDATION.price });
        if ((value.split('.')[1]?.length ?? 0) > 8)
          return context.createError({ message: withParams(MONEY_VALIDATION.tooManyDecimals, { decimals: 8 }) });
        if (new Big(value).lt(minimum))
          return context.createError({
            message: withParams(BID_TOO_LOW, { min: `${groupThousands(trimZeros(minimum.toFixed()))} ${unit}` }),
          });
        return true;
      })
      .test(contractRule(rules.price(PRICE_MESSAGES))),
  });
}

export type BidValues = InferType<ReturnType<typeof bidSchema>>;
