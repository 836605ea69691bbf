import { object, string } from 'yup';
import { openFuturesPositionRules as rules, type FormBody } from '../../../gen/form-rules';
import { toBig } from '../../../shared/lib/format/decimal';
import { contractRule, QUANTITY_MESSAGES } from '../../../shared/lib/validation/contract-rule';
import { MONEY_VALIDATION, VALIDATION } from '../../../shared/lib/validation/messages';
import { decimalRule, wholeQuantityRule } from '../../../shared/lib/validation/money-rules';
import { estimateFutures } from '../lib/futures-estimate';

export type FuturesOrderLimits = {
  type: 1 | 2;
  kind: 'limit' | 'market';
  pricePrecision: number;
  /** The pair's own minimum; below one lot the contract's minimum is the one shown. */
  minLots: number;
  /** 0 when the pair sets no maximum. */
  maxLots: number;
  lotSize: string;
  feePercent: string;
  /** Available futures balance (quote currency). */
  available: string;
  lastPrice: string;
};

/** Take-profit and stop-loss messages (namespace `trade`). */
const STOP_MESSAGES = {
  takeProfitLong: 'trade:futures.errors.takeProfitLong',
  takeProfitShort: 'trade:futures.errors.takeProfitShort',
  stopLossLong: 'trade:futures.errors.stopLossLong',
  stopLossShort: 'trade:futures.errors.stopLossShort',
} as const;

/** A take-profit must be on the winning side of `entry`, a stop-loss on the losing side. */
export function stopPriceRules(type: 1 | 2, pricePrecision: number, entry: () => string | undefined) {
  const side = (value: string | undefined, wantAbove: boolean) => {
    const [price, base] = [toBig(value), toBig(entry())];
    if (!price || !base) return true;
    return wantAbove ? price.gt(base) : price.lt(base);
  };
  const rule = () => decimalRule({ kind: 'price', maxDecimals: pricePrecision, optional: true });
  return {
    takeProfit: rule().test('side', type === 1 ? STOP_MESSAGES.takeProfitLong : STOP_MESSAGES.takeProfitShort, (v) =>
      side(v, type === 1),
    ),
    stopLoss: rule().test('side', type === 1 ? STOP_MESSAGES.stopLossLong : STOP_MESSAGES.stopLossShort, (v) =>
      side(v, type !== 1),
    ),
  };
}

const PRICE_MESSAGES = { pattern: MONEY_VALIDATION.price };

/**
 * Opening a futures position: the limit price, whole lots within the pair's limits, a leverage from the list,
 * margin and fee within the futures balance, and optional take-profit and stop-loss prices on the right side; each
 * as the contract's openFuturesPosition takes it (decimal strings, at least one lot, a leverage up to its maximum).
 */
export function futuresOrderSchema(limits: FuturesOrderLimits) {
  let entry = limits.lastPrice;
  const price =
    limits.kind === 'limit'
      ? decimalRule({ kind: 'price', maxDecimals: limits.pricePrecision }).test(
          contractRule(rules.target_price(PRICE_MESSAGES)),
        )
      : string().trim().default('');
  const stops = stopPriceRules(limits.type, limits.pricePrecision, () => entry);
  return object({
    price,
    lots: wholeQuantityRule({ min: limits.minLots, max: limits.maxLots > 0 ? limits.maxLots : undefined })
      .test('margin', MONEY_VALIDATION.insufficientBalance, function affordable(lots) {
        const { price: typed, multiple } = this.parent as { price?: string; multiple?: string };
        entry = limits.kind === 'limit' && toBig(typed) ? typed! : limits.lastPrice;
        const estimate = estimateFutures({ ...limits, price: entry, lots, multiple });
        const funds = toBig(limits.available);
        if (!estimate || !funds) return true;
        return estimate.margin.plus(estimate.fee).lte(funds);
      })
      .test(contractRule(rules.share(QUANTITY_MESSAGES))),
    // a leverage is picked from the server's list, never typed: a missing or unreadable one asks for a choice
    multiple: rules.multiple({ required: VALIDATION.choose, type: VALIDATION.choose }),
    takeProfit: stops.takeProfit.test(contractRule(rules.target_profit_price(PRICE_MESSAGES))),
    stopLoss: stops.stopLoss.test(contractRule(rules.stop_loss_price(PRICE_MESSAGES))),
  });
}

/** What the form holds, as typed: the limit price (unused at the market), lots, leverage and the stop prices. */
export type FuturesOrderValues = {
  price: string;
  lots: string;
  multiple: string;
  takeProfit: string;
  stopLoss: string;
};

/** The body a position of `values` submits: pending at its limit price (status 0), or opened at the market (1). */
export function futuresOrderBody(
  values: FuturesOrderValues,
  { currencyId, legalId, type, kind }: { currencyId: number; legalId: number; type: 1 | 2; kind: 'limit' | 'market' },
): FormBody<'openFuturesPosition'> {
  const [takeProfit, stopLoss] = [values.takeProfit.trim(), values.stopLoss.trim()];
  const common = {
    currency_id: currencyId,
    legal_id: legalId,
    type,
    share: Number(values.lots),
    multiple: Number(values.multiple),
    ...(takeProfit && { target_profit_price: takeProfit }),
    ...(stopLoss && { stop_loss_price: stopLoss }),
  };
  return kind === 'limit' ? { ...common, status: 0, target_price: values.price.trim() } : { ...common, status: 1 };
}
