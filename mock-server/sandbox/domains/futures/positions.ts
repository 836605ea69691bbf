/**
 * Futures positions on the futures (`lever`) account: what the state keeps of each, its contract row, the margins,
 * floating P/L and risk rate of the user's open positions, and the periodic `lever_trade` push of the pairs whose
 * positions changed.
 */
import Big from 'big.js';
import type { LeverPosition } from '../../../gen/socket/schemas.ts';
import type { Domain, EventPayload, SandboxTools } from '../../domain.ts';
import { userSlice } from '../../domain.ts';
import { dateTimeText, fixed, unixSeconds } from '../../format.ts';
import type { MessageKey } from '../../messages.ts';
import { available, type MoneyReason } from '../../money/wallets.ts';
import type { UserState } from '../../state/types.ts';

export const LEVERAGES = [5, 10, 20, 50, 100];
export const PRESET_LOTS = [1, 5, 10, 20, 50];
export const PRICE_BAND = new Big('0.5');
export const DAY_MS = 86_400_000;
export const LEVER = 'lever' as const;

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
export const touch = (user: UserState, symbol: string) => {
  const symbols = touched.get(user) ?? new Set<string>();
  touched.set(user, symbols.add(symbol));
};

export const isLong = (position: Position) => position.type === 1;
/** The ledger's reason of a position's money: a copied position's is the copy's, whatever the movement. */
export const moneyReason = (position: Position, reason: MoneyReason): MoneyReason =>
  position.followUserId ? 'follow_copy' : reason;
export const CLOSE_REASONS: Record<CloseReason, MoneyReason> = {
  manual: 'lever_close',
  take_profit: 'lever_stop',
  stop_loss: 'lever_stop',
  liquidation: 'lever_liquidate',
  trader_closed: 'lever_close',
};
/** Current margin: the initial margin less the overnight fees taken from it. */
export const currentMargin = (position: Position) => new Big(position.margin).minus(position.overnightMoney);

export function floating(position: Position, price: Big): Big {
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
export function futuresSummary(tools: SandboxTools, user: UserState, symbol?: string) {
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

export const publishPositions: NonNullable<Domain['publish']> = (context) => {
  const { user } = context;
  const symbols = touched.get(user) ?? new Set<string>();
  for (const position of futuresOf(user).positions)
    if (position.status === 0 || position.status === 1) symbols.add(position.symbol);
  touched.delete(user);
  for (const symbol of symbols) context.push(user, 'lever_trade', leverTrade(context, user, symbol));
};
