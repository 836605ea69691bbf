/**
 * Seconds options on the options (`micro`) account. Placing one freezes the stake (and takes the fee); it settles
 * at its expiry, dated then, against the price of that instant (the last trade at or before it), on the first
 * market step after it or the user's next request, however far the clock has moved meanwhile:
 * up wins when the price rose, down when it fell, equal is a draw. A win pays the duration's profit ratio of
 * the stake, a loss costs the loss ratio; the stake comes back with the result, `closed_microorder` and
 * `balance_change` are pushed. Durations, ratios and stake limits are the contract's written configuration
 * (/microtrade/seconds and /microtrade/payable_currencies), the same the app shows.
 */
import Big from 'big.js';
import type { MicroOrder } from '../../gen/socket/schemas.ts';
import type { Domain, SandboxTools } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { dateTimeText, fixed } from '../format.ts';
import { available, frozen } from '../money/wallets.ts';
import { laravelPage } from '../pages.ts';
import type { UserState } from '../state/types.ts';
import { balanceColumns, walletId } from './accounts.ts';

type OptionOrder = {
  id: number;
  matchId: number;
  symbol: string;
  currencyId: number;
  /** 1 up, 2 down. */
  type: 1 | 2;
  seconds: number;
  number: string;
  fee: string;
  openPrice: string;
  profitRatio: string;
  lossRatio: string;
  createdAt: number;
  /** 1 trading, 3 settled. */
  status: 1 | 3;
  endPrice?: string;
  factProfits: string;
  result: -1 | 0 | 1;
  settledAt?: number;
};

const optionsOf = userSlice<{ orders: OptionOrder[] }>('options', () => ({ orders: [] }));

const MICRO = 'micro' as const;
const expiries = (tools: SandboxTools) => tools.example('listOptionExpiries');
const payCurrencies = (tools: SandboxTools) => tools.example('listOptionPayCurrencies');
const expiresAt = (order: OptionOrder) => order.createdAt + order.seconds * 1000;

function optionRow(tools: SandboxTools, user: UserState, order: OptionOrder, withCountdown = false): MicroOrder {
  const currency = tools.market.coin(order.currencyId)!;
  const settled = order.status === 3;
  const result =
    order.result === 1 ? 'labelProfit' : order.result === -1 ? 'labelLoss' : settled ? 'labelDraw' : 'labelNone';
  return {
    id: order.id,
    user_id: user.id,
    match_id: order.matchId,
    currency_id: order.currencyId,
    type: order.type,
    is_insurance: 0,
    seconds: order.seconds,
    number: fixed(order.number, 8),
    open_price: order.openPrice,
    ...(settled ? { end_price: order.endPrice } : {}),
    fee: fixed(order.fee, 8),
    profit_ratio: order.profitRatio,
    loss_ratio: order.lossRatio,
    fact_profits: settled ? new Big(order.factProfits).toFixed() : '0',
    status: order.status,
    profit_result: order.result,
    created_at: dateTimeText(order.createdAt),
    updated_at: dateTimeText(order.settledAt ?? order.createdAt),
    handled_at: dateTimeText(expiresAt(order)),
    ...(settled ? { complete_at: dateTimeText(order.settledAt!), return_at: dateTimeText(order.settledAt!) } : {}),
    currency_name: currency.name,
    symbol_name: order.symbol,
    type_name: tools.text(order.type === 1 ? 'labelUp' : 'labelDown'),
    status_name: tools.text(settled ? 'labelSettled' : 'labelTrading'),
    profit_result_name: tools.text(result),
    show_micro_id: order.id + 10000,
    ...(withCountdown ? { remain_milli_seconds: Math.max(0, expiresAt(order) - tools.now) } : {}),
  };
}

function settle(tools: SandboxTools, user: UserState, order: OptionOrder): void {
  const pair = tools.market.pairByMatchId(order.matchId)!;
  const end = tools.market.price(pair);
  const move = end.cmp(order.openPrice);
  const result = move === 0 ? 0 : move > 0 === (order.type === 1) ? 1 : -1;
  const stake = new Big(order.number);
  const profit =
    result === 1
      ? stake.times(order.profitRatio).div(100)
      : result === -1
        ? stake.times(order.lossRatio).div(-100)
        : new Big(0);
  const memo = `${order.symbol} #${order.id}`;
  tools.wallets.move(user, frozen(MICRO), available(MICRO), {
    currencyId: order.currencyId,
    amount: stake,
    reason: 'micro_settle',
    memo,
  });
  tools.wallets.exchange(user, available(MICRO), {
    currencyId: order.currencyId,
    amount: profit,
    reason: 'micro_settle',
    memo,
  });
  Object.assign(order, {
    status: 3,
    endPrice: tools.market.priceText(pair, end),
    factProfits: profit.toFixed(),
    result,
    settledAt: tools.now,
  });
  tools.push(user, 'closed_microorder', {
    type: 'closed_microorder',
    to: user.id,
    data: optionRow(tools, user, order),
  });
}

export const optionsDomain: Domain = {
  name: 'options',
  handlers: {
    listOptionExpiries: (context) => expiries(context),
    listOptionPayCurrencies: (context) =>
      payCurrencies(context).map((currency) => {
        const columns = balanceColumns(context.wallets, context.user, currency.id);
        const wallet = {
          id: walletId(context.user, currency.id),
          user_id: context.user.id,
          currency: currency.id,
          currency_name: currency.name,
          ...columns,
          micro_with_insurance: columns.micro_balance,
          create_time: dateTimeText(context.user.createdAt),
        };
        return { ...currency, user_wallet: wallet };
      }),
    submitOptionOrder: (context) => {
      const { user, params, market, wallets, now } = context;
      const pair = market.pairByMatchId(params.match_id);
      if (!pair) refuse('unknownPair');
      if (!market.settings(pair).openMicro) refuse('tradingClosed');
      const currency = payCurrencies(context).find((candidate) => candidate.id === params.currency_id);
      if (!currency) refuse('unknownCurrency');
      const expiry = expiries(context).find((candidate) => candidate.seconds === params.seconds);
      if (!expiry) refuse('parameterError', { field: 'seconds' });
      const stake = new Big(params.number);
      const [low, high] = [new Big(expiry.min_amount), new Big(currency.micro_min)];
      const [top, ceiling] = [new Big(expiry.max_amount), new Big(currency.micro_max)];
      const min = low.gt(high) ? low : high;
      const max = top.lt(ceiling) ? top : ceiling;
      if (stake.lt(min)) refuse('belowMinimum', { min: min.toFixed() });
      if (stake.gt(max)) refuse('aboveMaximum', { max: max.toFixed() });
      const orders = optionsOf(user).orders;
      if (orders.some((order) => now - order.createdAt < 1000)) refuse('tooFrequent');
      const open = orders.filter((order) => order.status === 1).length;
      if (currency.micro_holdtrade_max && open >= currency.micro_holdtrade_max)
        refuse('tooManyOpen', { max: currency.micro_holdtrade_max });
      const fee = stake.times(currency.micro_trade_fee).div(100);
      wallets.ensure(user, currency.id, available(MICRO), stake.plus(fee));
      const order: OptionOrder = {
        id: context.nextId('option-order', 90000),
        matchId: pair.matchId,
        symbol: pair.symbol,
        currencyId: currency.id,
        type: params.type,
        seconds: expiry.seconds,
        number: stake.toFixed(),
        fee: fee.toFixed(),
        openPrice: market.priceText(pair, market.price(pair)),
        profitRatio: expiry.profit_ratio,
        lossRatio: expiry.loss_ratio,
        createdAt: now,
        status: 1,
        factProfits: '0',
        result: 0,
      };
      const memo = `${pair.symbol} #${order.id}`;
      wallets.move(user, available(MICRO), frozen(MICRO), {
        currencyId: currency.id,
        amount: stake,
        reason: 'micro_order',
        memo,
      });
      wallets.exchange(user, available(MICRO), {
        currencyId: currency.id,
        amount: fee.times(-1),
        reason: 'micro_fee',
        memo,
      });
      orders.push(order);
      return optionRow(context, user, order);
    },
    listOptionOrders: (context) => {
      const { user, params } = context;
      const rows = optionsOf(user)
        .orders.filter(
          (order) =>
            (params.match_id === -1 || order.matchId === params.match_id) &&
            (params.currency_id === -1 || order.currencyId === params.currency_id) &&
            (params.status === -1 || order.status === params.status),
        )
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .map((order) => optionRow(context, user, order, true));
      return laravelPage(rows, params.page, params.limit, '/api/microtrade/lists');
    },
    getOptionOrderResult: (context) => {
      const order = optionsOf(context.user).orders.find((candidate) => candidate.id === context.params.id);
      if (!order) refuse('notFound');
      return optionRow(context, context.user, order);
    },
  },
  // each option settles at its expiry, at the price of that instant, however late the clock is read
  due: (context) =>
    optionsOf(context.user)
      .orders.filter((order) => order.status === 1)
      .map((order) => ({ at: expiresAt(order), run: (then) => settle(then, then.user, order) })),
  clientEvents: {
    // the app tells the socket about an order it placed: the server already settles it, so this only confirms it
    micro_order_placed: (context, payload) => {
      const id = (payload as { id: number }).id;
      const order = optionsOf(context.user).orders.find((candidate) => candidate.id === id);
      return order
        ? { ok: true, order: optionRow(context, context.user, order) }
        : { ok: false, error: 'unknown order' };
    },
  },
};
