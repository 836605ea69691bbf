import { object, string } from 'yup';
import { submitSpotOrderRules as rules, type FormBody } from '../../../gen/form-rules';
import { toBig } from '../../../shared/lib/format/decimal';
import { contractRule } from '../../../shared/lib/validation/contract-rule';
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
 * A spot order: the limit price (limit orders only) and the quantity in the base currency, each a decimal string as
 * the contract takes it and within the pair's precision; a sell cannot exceed the base balance, a buy's total
 * (price x quantity) the quote balance.
 */
export function spotOrderSchema(limits: SpotOrderLimits) {
  const price =
    limits.kind === 'limit'
      ? decimalRule({ kind: 'price', maxDecimals: limits.pricePrecision }).test(
          contractRule(rules.target_price({ pattern: MONEY_VALIDATION.price })),
        )
      : string().trim().default('');
  const amount = decimalRule({
    kind: 'number',
    maxDecimals: limits.amountPrecision,
    min: limits.minAmount,
    max: limits.side === 'sell' ? limits.available : undefined,
  })
    .test('affordable', MONEY_VALIDATION.insufficientBalance, function affordable(value) {
      if (limits.side === 'sell') return true;
      const quantity = toBig(value);
      const unit = toBig(limits.kind === 'limit' ? (this.parent as { price?: string }).price : limits.lastPrice);
      const funds = toBig(limits.available);
      if (!quantity || !unit || !funds) return true;
      return quantity.times(unit).lte(funds);
    })
    .test(contractRule(rules.amount({ required: MONEY_VALIDATION.number, pattern: MONEY_VALIDATION.number })));
  return object({ price, amount });
}

/** What the form holds: the limit price (unused at the market) and the quantity, as typed. */
export type SpotOrderValues = { price: string; amount: string };

/** The body an order of `values` submits: a buy (1) or a sell (2) of the pair, its price only at a limit. */
export function spotOrderBody(
  values: SpotOrderValues,
  { currencyId, legalId, side, kind }: { currencyId: number; legalId: number; side: SpotSide; kind: SpotKind },
): FormBody<'submitSpotOrder'> {
  return {
    currency_id: currencyId,
    legal_id: legalId,
    type: side === 'buy' ? 1 : 2,
    amount: values.amount.trim(),
    ...(kind === 'limit' && { target_price: values.price.trim() }),
  };
}
