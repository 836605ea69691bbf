/**
 * Futures on the futures (`lever`) account, isolated margin per position. Opening takes the margin (price x lots x
 * lot size / leverage) into the frozen balance and the opening fee (percent of the value) to the exchange; the
 * opening price carries the pair's spread. A limit order freezes margin and fee and opens when the price reaches
 * it. Take-profit, stop-loss and liquidation (the loss reaching the margin) close an open position by themselves at
 * the first trade that reaches them, at its price and instant, and push `lever_closed`; an overnight fee is taken
 * from the margin per day held. Closing returns the margin plus the profit or less the loss. The pair's settings
 * are the quotation list's (lot size, fee, spread, lot limits, overnight rate).
 */
import Big from 'big.js';
import type { LeverPosition } from '../../gen/socket/schemas.ts';
import type { Pair } from '../../market/catalogue.ts';
import type { Domain, DueEvent, EventPayload, SandboxTools } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { dateTimeText, fixed, unixSeconds } from '../format.ts';
import type { MessageKey } from '../messages.ts';
import { available, frozen, type MoneyReason } from '../money/wallets.ts';
import { laravelPage } from '../pages.ts';
import type { UserState } from '../state/types.ts';
import { CNY_RATE } from './accounts.ts';

const LEVERAGES = [5, 10, 20, 50, 100];
const PRESET_LOTS = [1, 5, 10, 20, 50];
const PRICE_BAND = new Big('0.5');
const DAY_MS = 86_400_000;
const LEVER = 'lever' as const;

export type CloseReason = 'take_profit' | 'stop_loss' | 'liquidation' | 'trader_closed' | 'manual';

export type Position = {
  id: number;
  /** 1 long, 2 short. */
  type: 1 | 2;
  symbol: string;
  currencyId: number;
  legalId: number;
  share: number;
  number: string;
  multiple: number;
  /** The market price or the limit price when ordered, before the spread. */
  originPrice: string;
  /** The opening price after the spread. */
  price: string;
  /** The limit price, '' for a market order. */
  targetPrice: string;
  takeProfit: string;
  stopLoss: string;
  /** Initial margin. */
  margin: string;
  overnightMoney: string;
  fee: string;
  overnightPercent: string;
  /** 0 pending limit order, 1 open, 3 closed, 4 cancelled. */
  status: 0 | 1 | 3 | 4;
  createdAt: number;
  openedAt?: number;
  closedAt?: number;
  closePrice?: string;
  factProfits: string;
  closeReason?: CloseReason;
  lastOvernightAt?: number;
  /** When the take-profit or stop-loss was last changed (after the opening): the instant they apply from. */
  stopsSetAt?: number;
  /** A copied position: the trader it copies and the trader's order; cleared when converted to self-hold. */
  followUserId?: number;
  followOrderId?: number;
  selfHold?: boolean;
};

export const futuresOf = userSlice<{ positions: Position[] }>('futures', () => ({ positions: [] }));

/** Pairs whose positions changed since the last `lever_trade` push, per user (not state: only what to push). */
const touched = new WeakMap<UserState, Set<string>>();
const touch = (user: UserState, symbol: string) => {
  const symbols = touched.get(user) ?? new Set<string>();
  touched.set(user, symbols.add(symbol));
};

const isLong = (position: Position) => position.type === 1;
/** The ledger's reason of a position's money: a copied position's is the copy's, whatever the movement. */
const moneyReason = (position: Position, reason: MoneyReason): MoneyReason =>
  position.followUserId ? 'follow_copy' : reason;
const CLOSE_REASONS: Record<CloseReason, MoneyReason> = {
  manual: 'lever_close',
  take_profit: 'lever_stop',
  stop_loss: 'lever_stop',
  liquidation: 'lever_liquidate',
  trader_closed: 'lever_close',
};
/** Current margin: the initial margin less the overnight fees taken from it. */
const currentMargin = (position: Position) => new Big(position.margin).minus(position.overnightMoney);

function floating(position: Position, price: Big): Big {
  const open = new Big(position.price);
  return (isLong(position) ? price.minus(open) : open.minus(price)).times(position.number);
}

const STATUS_LABEL: Record<Position['status'], MessageKey> = {
  0: 'labelPending',
  1: 'labelOpen',
  3: 'labelClosed',
  4: 'labelCancelled',
};

/** The position as the contract's LeverPosition row. */
export function positionRow(tools: SandboxTools, userId: number, position: Position): LeverPosition {
  const pair = tools.market.pairBySymbol(position.symbol)!;
  const market = tools.market.price(pair);
  const decimals = pair.priceDecimals;
  const profits =
    position.status === 1 ? floating(position, market) : new Big(position.status === 3 ? position.factProfits : 0);
  const mark = position.status === 3 ? new Big(position.closePrice!) : market;
  const time = (at?: number) => (at === undefined ? '' : dateTimeText(at));
  return {
    id: position.id,
    user_id: userId,
    type: position.type,
    currency: position.currencyId,
    legal: position.legalId,
    symbol: position.symbol,
    origin_price: new Big(position.originPrice).toFixed(decimals),
    price: new Big(position.price).toFixed(decimals),
    update_price: mark.toFixed(decimals),
    target_profit_price: new Big(position.takeProfit).toFixed(decimals),
    stop_loss_price: new Big(position.stopLoss).toFixed(decimals),
    share: position.share,
    number: new Big(position.number).toFixed(pair.amountDecimals),
    multiple: position.multiple,
    origin_caution_money: fixed(position.margin, 8),
    caution_money: fixed(currentMargin(position), 8),
    fact_profits: position.status === 3 ? fixed(position.factProfits, 8) : '0',
    trade_fee: fixed(position.fee, 8),
    overnight: position.overnightPercent,
    overnight_money: fixed(position.overnightMoney, 8),
    status: position.status,
    settled: position.status === 3 ? 1 : 0,
    time: dateTimeText(position.createdAt),
    create_time: unixSeconds(position.createdAt),
    transaction_time: time(position.openedAt),
    handle_time: time(position.closedAt),
    complete_time: time(position.closedAt),
    profits: fixed(profits, 8),
    status_name: tools.text(STATUS_LABEL[position.status]),
    type_name: tools.text(isLong(position) ? 'labelLong' : 'labelShort'),
    show_lever_id: position.id + 10000,
    order_type: position.followUserId ? 2 : 1,
    follow_user_id: position.followUserId ?? 0,
    follow_order_id: position.followOrderId ?? 0,
    is_self_hold: position.selfHold ? 1 : 0,
  };
}

/** Margins, floating P/L and risk rate of the user's open positions (all, or on one pair). */
function futuresSummary(tools: SandboxTools, user: UserState, symbol?: string) {
  const open = futuresOf(user).positions.filter((position) => position.status === 1);
  const sum = (rows: Position[], value: (position: Position) => Big) =>
    rows.reduce((total, row) => total.plus(value(row)), new Big(0));
  const profitOf = (position: Position) =>
    floating(position, tools.market.price(tools.market.pairBySymbol(position.symbol)!));
  const current = symbol === undefined ? open : open.filter((position) => position.symbol === symbol);
  const originAll = sum(open, (position) => new Big(position.margin));
  const profitsAll = sum(open, profitOf);
  const balance = tools.wallets.amount(user, 3, available(LEVER));
  const hazard = originAll.gt(0) ? balance.plus(originAll).plus(profitsAll).div(originAll).times(100) : new Big(0);
  return {
    balance,
    hazard: (hazard.lt(0) ? new Big(0) : hazard).toFixed(2),
    marginAll: sum(open, currentMargin),
    originAll,
    profitsAll,
    margin: sum(current, currentMargin),
    origin: sum(current, (position) => new Big(position.margin)),
    profits: sum(current, profitOf),
  };
}

function pairOf(tools: SandboxTools, params: { currency_id: number; legal_id: number }): Pair {
  const pair = tools.market.pairByIds(params.currency_id, params.legal_id);
  if (!pair) refuse('unknownPair');
  return pair;
}

/** A take-profit above the price for a long (below for a short), a stop-loss on the other side; 0 clears. */
function checkTriggers(type: 1 | 2, price: Big, takeProfit: string, stopLoss: string): void {
  const long = type === 1;
  if (new Big(takeProfit).gt(0) && (long ? new Big(takeProfit).lte(price) : new Big(takeProfit).gte(price)))
    refuse(long ? 'takeProfitAbove' : 'takeProfitBelow');
  if (new Big(stopLoss).gt(0) && (long ? new Big(stopLoss).gte(price) : new Big(stopLoss).lte(price)))
    refuse(long ? 'stopLossBelow' : 'stopLossAbove');
}

/** The opening price of a fill at `price`: a long pays the spread, a short gives it. */
const withSpread = (type: 1 | 2, price: Big, spread: Big) => (type === 1 ? price.plus(spread) : price.minus(spread));

function open(tools: SandboxTools, user: UserState, position: Position, price: Big): void {
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
function close(tools: SandboxTools, user: UserState, position: Position, price: Big, reason: CloseReason): void {
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

/** One night's fee, taken from the margin (at most what is left of it), with the tools of the night's end. */
function chargeNight(tools: SandboxTools, user: UserState, position: Position): void {
  position.lastOvernightAt = tools.now;
  const due = new Big(position.margin).times(position.overnightPercent).div(100);
  const charge = due.gt(currentMargin(position)) ? currentMargin(position) : due;
  tools.wallets.exchange(user, frozen(LEVER), {
    currencyId: position.legalId,
    amount: charge.times(-1),
    reason: 'lever_overnight',
    memo: `${position.symbol} #${position.id}`,
  });
  position.overnightMoney = new Big(position.overnightMoney).plus(charge).toFixed();
}

/** A limit order opens when the price comes to it: a long at or below its price, a short at or above. */
const reaches = (position: Position, price: Big) =>
  isLong(position) ? price.lte(position.targetPrice) : price.gte(position.targetPrice);

function leverTrade(tools: SandboxTools, user: UserState, symbol: string): EventPayload<'lever_trade'> {
  const pair = tools.market.pairBySymbol(symbol)!;
  const positions = futuresOf(user).positions;
  const rows = (filter: (position: Position) => boolean) =>
    positions.filter(filter).map((position) => positionRow(tools, user.id, position));
  const summary = futuresSummary(tools, user, symbol);
  return {
    type: 'lever_trade',
    to: user.id,
    hazard_rate: Number(summary.hazard),
    caution_money_all: fixed(summary.marginAll, 8),
    origin_caution_money_all: fixed(summary.originAll, 8),
    profits_all: fixed(summary.profitsAll, 8),
    caution_money: fixed(summary.margin, 8),
    origin_caution_money: fixed(summary.origin, 8),
    profits: fixed(summary.profits, 8),
    trades_all: rows((position) => position.status === 1),
    trades_entrust: rows((position) => position.status === 0),
    trades_cur: rows((position) => position.status === 1 && position.symbol === symbol),
    currency_id: pair.currencyId,
    legal_id: pair.legalId,
  };
}

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

/**
 * What the market does next to a position, at the first trade that does it: a limit order opening at its price, or
 * an open position's take-profit, stop-loss or liquidation closing it at that trade's price (beyond the level when
 * the market gapped over it), dated then, however long after the clock jumped past it. Levels apply from the
 * instant they were set: the order, the opening, the last night's fee (which lowers the margin) or a change of
 * take-profit or stop-loss; every earlier trade was already looked at, in time order, with the levels of then.
 */
function nextTrigger(tools: SandboxTools, position: Position): DueEvent | undefined {
  const pair = tools.market.pairBySymbol(position.symbol);
  if (!pair) return undefined;
  const long = isLong(position);
  if (position.status === 0) {
    const reached = tools.market.firstReach(
      pair,
      position.createdAt,
      new Big(position.targetPrice),
      long ? 'below' : 'above',
    );
    return (
      reached && {
        at: reached.time,
        run: (then) => open(then, then.user, position, new Big(position.targetPrice)),
      }
    );
  }
  if (position.status !== 1) return undefined;
  const since = Math.max(
    position.openedAt ?? position.createdAt,
    position.lastOvernightAt ?? 0,
    position.stopsSetAt ?? 0,
  );
  const opening = new Big(position.price);
  // how far the price may go against the position before the loss takes the whole margin left
  const wiped = currentMargin(position).div(position.number);
  const levels: Array<[Exclude<CloseReason, 'manual' | 'trader_closed'>, Big, 'below' | 'above']> = [];
  if (new Big(position.takeProfit).gt(0))
    levels.push(['take_profit', new Big(position.takeProfit), long ? 'above' : 'below']);
  if (new Big(position.stopLoss).gt(0))
    levels.push(['stop_loss', new Big(position.stopLoss), long ? 'below' : 'above']);
  levels.push(['liquidation', long ? opening.minus(wiped) : opening.plus(wiped), long ? 'below' : 'above']);
  let first: { reason: (typeof levels)[number][0]; time: number; price: Big } | undefined;
  // on one trade reaching two levels, the first listed wins (a take-profit before a stop-loss before a liquidation)
  for (const [reason, level, side] of levels) {
    const reached = tools.market.firstReach(pair, since, level, side);
    if (reached && (!first || reached.time < first.time)) first = { reason, ...reached };
  }
  if (!first) return undefined;
  const { reason, time, price } = first;
  return {
    at: time,
    run: (then) => {
      close(then, then.user, position, price, reason);
      then.push(then.user, 'lever_closed', {
        type: 'lever_closed',
        to: then.user.id,
        id: [position.id],
        reason,
        positions: [positionRow(then, then.user.id, position)],
      });
    },
  };
}

const newestFirst = (a: Position, b: Position) => b.createdAt - a.createdAt || b.id - a.id;

export const futuresDomain: Domain = {
  name: 'futures',
  handlers: {
    openFuturesPosition: (context) => {
      const { params } = context;
      placePosition(context, context.user, {
        pair: pairOf(context, params),
        type: params.type,
        share: params.share,
        multiple: params.multiple,
        // a limit order names its price (the contract's branch), a market order has none
        limit: params.status === 0 ? params.target_price : undefined,
        takeProfit: params.target_profit_price ?? '0',
        stopLoss: params.stop_loss_price ?? '0',
      });
      return context.text('orderPlaced');
    },
    cancelFuturesOrder: (context) => {
      const { user } = context;
      const position = futuresOf(user).positions.find((candidate) => candidate.id === context.params.id);
      if (!position || position.status !== 0) refuse('notCancellable');
      context.wallets.move(user, frozen(LEVER), available(LEVER), {
        currencyId: position.legalId,
        amount: new Big(position.margin).plus(position.fee),
        reason: moneyReason(position, 'lever_cancel'),
        memo: `${position.symbol} #${position.id}`,
      });
      Object.assign(position, { status: 4, closedAt: context.now });
      touch(user, position.symbol);
      return context.text('cancelled');
    },
    closeFuturesPosition: (context) => {
      const position = futuresOf(context.user).positions.find((candidate) => candidate.id === context.params.id);
      if (!position) refuse('notFound');
      if (position.status !== 1) refuse('notClosable');
      const pair = context.market.pairBySymbol(position.symbol)!;
      close(context, context.user, position, context.market.price(pair), 'manual');
      return context.text('done');
    },
    closeAllFuturesPositions: (context) => {
      const { type: side, currency_id: currencyId, legal_id: legalId } = context.params;
      const positions = futuresOf(context.user).positions.filter(
        (position) =>
          position.status === 1 &&
          (side === 0 || position.type === side) &&
          (currencyId === undefined || position.currencyId === currencyId) &&
          (legalId === undefined || position.legalId === legalId),
      );
      if (!positions.length) refuse('noOpenPositions');
      for (const position of positions) {
        const pair = context.market.pairBySymbol(position.symbol)!;
        close(context, context.user, position, context.market.price(pair), 'manual');
      }
      return context.text('done');
    },
    setFuturesStopPrices: (context) => {
      const { params } = context;
      const position = futuresOf(context.user).positions.find((candidate) => candidate.id === params.id);
      if (!position) refuse('notFound');
      if (position.status !== 1 && position.status !== 0) refuse('notClosable');
      const pair = context.market.pairBySymbol(position.symbol)!;
      const takeProfit = params.target_profit_price ?? '0';
      const stopLoss = params.stop_loss_price ?? '0';
      checkTriggers(position.type, context.market.price(pair), takeProfit, stopLoss);
      Object.assign(position, { takeProfit, stopLoss, stopsSetAt: context.now });
      touch(context.user, position.symbol);
      return context.text('saved');
    },
    getFuturesTradeInfo: (context) => {
      const { user, market, state } = context;
      const pair = pairOf(context, context.params);
      const settings = market.settings(pair);
      const everyone = Object.values(state.users).flatMap((owner) =>
        futuresOf(owner).positions.filter((position) => position.status === 1 && position.symbol === pair.symbol),
      );
      const book = (type: 1 | 2) =>
        everyone
          .filter((position) => position.type === type)
          .sort((a, b) => new Big(b.price).cmp(a.price))
          .slice(0, 5)
          .map((position) => ({
            price: new Big(position.price).toFixed(pair.priceDecimals),
            share: position.share,
            number: new Big(position.number).toFixed(pair.amountDecimals),
          }));
      const mine = futuresOf(user).positions.filter((position) => position.status === 1);
      return {
        lever_transaction: { in: book(1), out: book(2) },
        my_transaction: mine
          .filter((position) => position.symbol === pair.symbol)
          .sort(newestFirst)
          .slice(0, 10)
          .map((position) => positionRow(context, user.id, position)),
        lever_share_limit: { min: settings.minShare, max: settings.maxShare },
        multiple: {
          muit: LEVERAGES.map((value) => ({ value: String(value) })),
          share: PRESET_LOTS.map((value) => ({ value: String(value) })),
        },
        last_price: market.priceText(pair, market.price(pair)),
        user_lever: fixed(context.wallets.amount(user, pair.legalId, available(LEVER)), 8),
        all_levers: fixed(
          mine.reduce((sum, position) => sum.plus(new Big(position.number).times(position.price)), new Big(0)),
          8,
        ),
        ustd_price: '1',
        ExRAte: CNY_RATE,
      };
    },
    listOpenFuturesPositions: (context) => {
      const { user, params } = context;
      const pair = pairOf(context, params);
      const summary = futuresSummary(context, user, pair.symbol);
      const rows = futuresOf(user)
        .positions.filter((position) => position.status === params.status && position.symbol === pair.symbol)
        .sort(newestFirst)
        .map((position) => positionRow(context, user.id, position));
      return {
        balance: fixed(summary.balance, 8),
        hazard_rate: Number(summary.hazard),
        caution_money_total: fixed(summary.marginAll, 8),
        origin_caution_money_total: fixed(summary.originAll, 8),
        profits_total: fixed(summary.profitsAll, 8),
        caution_money: fixed(summary.margin, 8),
        origin_caution_money: fixed(summary.origin, 8),
        profits: fixed(summary.profits, 8),
        order: laravelPage(rows, params.page, params.limit, '/api/lever/dealall'),
      };
    },
    listFuturesOrders: (context) => {
      const { user, params } = context;
      const summary = futuresSummary(context, user);
      const rows = futuresOf(user)
        .positions.filter(
          (position) =>
            (!params.currency_id || position.currencyId === params.currency_id) &&
            (!params.legal_id || position.legalId === params.legal_id) &&
            (params.status === -1 || position.status === params.status) &&
            // 1 the user's own orders, 2 those copied from a trader, as each row's `order_type` says
            (params.order_type === 0 || (position.followUserId ? 2 : 1) === params.order_type),
        )
        .sort(newestFirst)
        .map((position) => positionRow(context, user.id, position));
      return {
        rate_profits_total: { hazard_rate: Number(summary.hazard), profits_total: fixed(summary.profitsAll, 8) },
        message: laravelPage(rows, params.page, params.limit, '/api/lever/my_trade'),
      };
    },
  },
  due: (context) =>
    futuresOf(context.user).positions.flatMap((position) => {
      const events: DueEvent[] = [];
      // an open position's next night: its fee is taken a day after the last one, dated then
      if (position.status === 1 && position.lastOvernightAt !== undefined)
        events.push({ at: position.lastOvernightAt + DAY_MS, run: (then) => chargeNight(then, then.user, position) });
      const reached = nextTrigger(context, position);
      if (reached) events.push(reached);
      return events;
    }),
  publish: (context) => {
    const { user } = context;
    const symbols = touched.get(user) ?? new Set<string>();
    for (const position of futuresOf(user).positions)
      if (position.status === 0 || position.status === 1) symbols.add(position.symbol);
    touched.delete(user);
    for (const symbol of symbols) context.push(user, 'lever_trade', leverTrade(context, user, symbol));
  },
};
