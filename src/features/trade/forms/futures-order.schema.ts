import { object, string, type InferType } from 'yup';
import { toBig } from '../../../shared/lib/format/decimal';
import { MONEY_VALIDATION, VALIDATION } from '../../../shared/lib/validation/messages';
import { decimalRule, wholeQuantityRule } from '../../../shared/lib/validation/money-rules';
import { estimateFutures } from '../lib/futures-estimate';

export type FuturesOrderLimits = {
  type: 1 | 2;
  kind: 'limit' | 'market';
  pricePrecision: number;
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

/**
 * Opening a futures position: the limit price, whole lots within the pair's limits, a leverage from the list,
 * margin and fee within the futures balance, and optional take-profit and stop-loss prices on the right side.
 */
export function futuresOrderSchema(limits: FuturesOrderLimits) {
  let entry = limits.lastPrice;
  const price =
    limits.kind === 'limit'
      ? decimalRule({ kind: 'price', maxDecimals: limits.pricePrecision })
      : string().trim().default('');
  const stops = stopPriceRules(limits.type, limits.pricePrecision, () => entry);
  return object({
    price,
    lots: wholeQuantityRule({ min: limits.minLots, max: limits.maxLots > 0 ? limits.maxLots : undefined }).test(
      'margin',
      MONEY_VALIDATION.insufficientBalance,
      function affordable(lots) {
        const { price: typed, multiple } = this.parent as { price?: string; multiple?: string };
        entry = limits.kind === 'limit' && toBig(typed) ? typed! : limits.lastPrice;
        const estimate = estimateFutures({ ...limits, price: entry, lots, multiple });
        const funds = toBig(limits.available);
        if (!estimate || !funds) return true;
        return estimate.margin.plus(estimate.fee).lte(funds);
      },
    ),
    multiple: string().required(VALIDATION.choose),
    ...stops,
  });
}

export type FuturesOrderValues = InferType<ReturnType<typeof futuresOrderSchema>>;
