import Big from 'big.js';
import { toBig, type DecimalInput } from '../../../shared/lib/format/decimal';

export type FuturesEstimateInput = {
  /** The opening price: the limit price, or the last price for a market order. */
  price: DecimalInput;
  lots: DecimalInput;
  /** Base currency per lot (the pair's `lever_share_num`). */
  lotSize: DecimalInput;
  multiple: DecimalInput;
  /** Opening fee in percent of the position's value (the pair's `lever_trade_fee`). */
  feePercent: DecimalInput;
  /** 1 long, 2 short. */
  type: 1 | 2;
};

export type FuturesEstimate = { value: Big; margin: Big; fee: Big; liquidation: Big };

/**
 * What opening a position costs and where it would be liquidated, as the exchange computes it: the margin is the
 * value (price x lots x lot size) over the leverage, the fee a percent of the value, and isolated margin is used
 * up when the price moves against the position by 1 / leverage. Null while an input is missing or not a number.
 */
export function estimateFutures(input: FuturesEstimateInput): FuturesEstimate | null {
  const [price, lots, lotSize, multiple, feePercent] = [
    input.price,
    input.lots,
    input.lotSize,
    input.multiple,
    input.feePercent,
  ].map(toBig);
  if (!price || !lots || !lotSize || !multiple || !feePercent) return null;
  if (price.lte(0) || lots.lte(0) || multiple.lte(0)) return null;
  const value = price.times(lots).times(lotSize);
  const margin = value.div(multiple).round(8, Big.roundUp);
  const fee = value.times(feePercent).div(100).round(8, Big.roundUp);
  const move = price.div(multiple);
  const liquidation = input.type === 1 ? price.minus(move) : price.plus(move);
  return { value, margin, fee, liquidation: liquidation.lt(0) ? new Big(0) : liquidation };
}
