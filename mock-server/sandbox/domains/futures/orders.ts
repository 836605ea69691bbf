/**
 * Placing and closing futures positions: a market or limit order checked against the pair's settings and its
 * triggers' sides, margin and fee frozen; an opening at the price with the spread, a close returning the margin with
 * the profit or less the loss.
 */
import Big from 'big.js';
import type { Pair } from '../../../market/catalogue.ts';
import type { SandboxTools } from '../../domain.ts';
import { refuse } from '../../errors.ts';
import { available, frozen } from '../../money/wallets.ts';
import type { UserState } from '../../state/types.ts';
import {
  CLOSE_REASONS,
  type CloseReason,
  LEVER,
  LEVERAGES,
  PRICE_BAND,
  type Position,
  currentMargin,
  floating,
  futuresOf,
  isLong,
  moneyReason,
  positionRow,
  touch,
} from './positions.ts';

export function pairOf(tools: SandboxTools, params: { currency_id: number; legal_id: number }): Pair {
  const pair = tools.market.pairByIds(params.currency_id, params.legal_id);
  if (!pair) refuse('unknownPair');
  return pair;
}

/** A take-profit above the price for a long (below for a short), a stop-loss on the other side; 0 clears. */
export function checkTriggers(type: 1 | 2, price: Big, takeProfit: string, stopLoss: string): void {
  const long = type === 1;
  if (new Big(takeProfit).gt(0) && (long ? new Big(takeProfit).lte(price) : new Big(takeProfit).gte(price)))
    refuse(long ? 'takeProfitAbove' : 'takeProfitBelow');
  if (new Big(stopLoss).gt(0) && (long ? new Big(stopLoss).gte(price) : new Big(stopLoss).lte(price)))
    refuse(long ? 'stopLossBelow' : 'stopLossAbove');
}

/** The opening price of a fill at `price`: a long pays the spread, a short gives it. */
const withSpread = (type: 1 | 2, price: Big, spread: Big) => (type === 1 ? price.plus(spread) : price.minus(spread));

export function open(tools: SandboxTools, user: UserState, position: Position, price: Big): void {
  const pair = tools.market.pairBySymbol(position.symbol)!;
  const memo = `${position.symbol} #${position.id}`;
  if (position.status === 0)
    tools.wallets.exchange(user, frozen(LEVER), {
      currencyId: position.legalId,
      amount: new Big(position.fee).times(-1),
      reason: moneyReason(position, 'lever_fee'),
      memo,
    });
  Object.assign(position, {
    status: 1,
    price: withSpread(position.type, price, tools.market.settings(pair).spread).toFixed(),
    openedAt: tools.now,
    lastOvernightAt: tools.now,
  });
  touch(user, position.symbol);
}

/** Closes an open position at `price`: the margin comes back with the profit, or less the loss (at most the margin). */
export function close(tools: SandboxTools, user: UserState, position: Position, price: Big, reason: CloseReason): void {
  const margin = currentMargin(position);
  const profit = reason === 'liquidation' ? margin.times(-1) : floating(position, price);
  const realised = profit.lt(margin.times(-1)) ? margin.times(-1) : profit;
  const memo = `${position.symbol} #${position.id}`;
  const money = moneyReason(position, CLOSE_REASONS[reason]);
  tools.wallets.move(user, frozen(LEVER), available(LEVER), {
    currencyId: position.legalId,
    amount: margin,
    reason: money,
    memo,
  });
  tools.wallets.exchange(user, available(LEVER), {
    currencyId: position.legalId,
    amount: realised,
    reason: money,
    memo,
  });
  Object.assign(position, {
    status: 3,
    closedAt: tools.now,
    closePrice: price.toFixed(),
    factProfits: realised.toFixed(),
    closeReason: reason,
  });
  touch(user, position.symbol);
}

/** A limit order opens when the price comes to it: a long at or below its price, a short at or above. */
const reaches = (position: Position, price: Big) =>
  isLong(position) ? price.lte(position.targetPrice) : price.gte(position.targetPrice);

export type PositionOrder = {
  pair: Pair;
  type: 1 | 2;
  share: number;
  multiple: number;
  /** The limit price ('' refuses), or undefined for a market order. */
  limit?: string;
  takeProfit: string;
  stopLoss: string;
  /** A copy of a trader's position (copy trading). */
  copyOf?: { traderId: number; orderId: number };
};

/**
 * Opens a position (or places a limit order) for the user: the pair's lot limits and leverages, the triggers'
 * sides, margin and fee from the futures balance. Refuses (business error) before anything moved.
 */
export function placePosition(tools: SandboxTools, user: UserState, order: PositionOrder): Position {
  const { market, wallets } = tools;
  const { pair, type, share, multiple, limit, takeProfit, stopLoss } = order;
  const settings = market.settings(pair);
  if (!settings.openLever) refuse('tradingClosed');
  if (share < settings.minShare) refuse('belowMinimum', { min: settings.minShare });
  if (settings.maxShare > 0 && share > settings.maxShare) refuse('aboveMaximum', { max: settings.maxShare });
  if (!LEVERAGES.includes(multiple)) refuse('parameterError', { field: 'multiple' });
  const price = market.price(pair);
  if (limit !== undefined) {
    if (limit === '' || new Big(limit).lte(0)) refuse('invalidPrice');
    if (new Big(limit).minus(price).abs().div(price).gt(PRICE_BAND)) refuse('invalidPrice');
  }
  checkTriggers(type, price, takeProfit, stopLoss);
  const orderPrice = limit !== undefined ? new Big(limit) : price;
  const number = settings.lotSize.times(share);
  const margin = orderPrice.times(number).div(multiple).round(8, Big.roundUp);
  const fee = orderPrice.times(number).times(settings.leverFeePercent).div(100).round(8, Big.roundUp);
  wallets.ensure(user, pair.legalId, available(LEVER), margin.plus(fee));
  const position: Position = {
    id: tools.nextId('lever-position', 51000),
    type,
    symbol: pair.symbol,
    currencyId: pair.currencyId,
    legalId: pair.legalId,
    share,
    number: number.toFixed(),
    multiple,
    originPrice: orderPrice.toFixed(),
    price: withSpread(type, orderPrice, settings.spread).toFixed(),
    targetPrice: limit ?? '',
    takeProfit,
    stopLoss,
    margin: margin.toFixed(),
    overnightMoney: '0',
    fee: fee.toFixed(),
    overnightPercent: settings.overnightPercent.toFixed(3),
    status: 0,
    createdAt: tools.now,
    factProfits: '0',
    ...(order.copyOf && { followUserId: order.copyOf.traderId, followOrderId: order.copyOf.orderId }),
  };
  wallets.move(user, available(LEVER), frozen(LEVER), {
    currencyId: pair.legalId,
    amount: margin.plus(fee),
    reason: order.copyOf ? 'follow_copy' : 'lever_open',
    memo: `${pair.symbol} #${position.id}`,
  });
  futuresOf(user).positions.push(position);
  touch(user, pair.symbol);
  if (limit === undefined || reaches(position, price)) open(tools, user, position, price);
  return position;
}

/** Closes an open position at the model's price now, for `reason` (pushes `lever_closed` unless the user asked). */
export function closeAtMarket(tools: SandboxTools, user: UserState, position: Position, reason: CloseReason): void {
  const pair = tools.market.pairBySymbol(position.symbol)!;
  close(tools, user, position, tools.market.price(pair), reason);
  if (reason !== 'manual')
    tools.push(user, 'lever_closed', {
      type: 'lever_closed',
      to: user.id,
      id: [position.id],
      reason,
      positions: [positionRow(tools, user.id, position)],
    });
}
