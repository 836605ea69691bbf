import { object, string, type InferType } from 'yup';
import { toBig } from '../../../shared/lib/format/decimal';
import { MONEY_VALIDATION } from '../../../shared/lib/validation/messages';
import { decimalRule } from '../../../shared/lib/validation/money-rules';

export type SpotSide = 'buy' | 'sell';
export type SpotKind = 'limit' | 'market';

export type SpotOrderLimits = {
  side: SpotSide;
  kind: SpotKind;
  pricePrecision: number;
  amountPrecision: number;
  /** Smallest quantity in the base currency. */
  minAmount: string;
  /**
   * Available quote currency (buy) or base currency (sell); undefined while it loads: an unknown balance is not an
   * insufficient one (the exchange refuses an order it cannot cover, with its message).
   */
  available: string | undefined;
  /** The price a market order is estimated at (the last price). */
  lastPrice: string;
};

/**
 * A spot order: the limit price (limit orders only) and the quantity in the base currency, each within the pair's
 * precision; a sell cannot exceed the base balance, a buy's total (price x quantity) the quote balance.
 */
export function spotOrderSchema(limits: SpotOrderLimits) {
  const price =
    limits.kind === 'limit'
      ? decimalRule({ kind: 'price', maxDecimals: limits.pricePrecision })
      : string().trim().default('');
  const amount = decimalRule({
    kind: 'number',
    maxDecimals: limits.amountPrecision,
    min: limits.minAmount,
    max: limits.side === 'sell' ? limits.available : undefined,
  }).test('affordable', MONEY_VALIDATION.insufficientBalance, function affordable(value) {
    if (limits.side === 'sell') return true;
    const quantity = toBig(value);
    const unit = toBig(limits.kind === 'limit' ? (this.parent as { price?: string }).price : limits.lastPrice);
    const funds = toBig(limits.available);
    if (!quantity || !unit || !funds) return true;
    return quantity.times(unit).lte(funds);
  });
  return object({ price, amount });
}

export type SpotOrderValues = InferType<ReturnType<typeof spotOrderSchema>>;
