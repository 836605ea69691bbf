import Big from 'big.js';
import { object, string, type InferType } from 'yup';
import { groupThousands, trimZeros } from '../../../shared/lib/format/decimal';
import { MONEY_VALIDATION } from '../../../shared/lib/validation/messages';
import { withParams } from '../../../shared/lib/validation/message-params';

const DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;
const BID_TOO_LOW = 'nft:bid.tooLow';

/**
 * A bid: a correct price, at most 8 decimals, and at least `minimum` (the current bid plus the per-bid increase,
 * or the starting price before the first bid): below it the user reads that the bid must be higher than the
 * current one, with the least amount that would do.
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
      }),
  });
}

export type BidValues = InferType<ReturnType<typeof bidSchema>>;
