/**
 * The futures operations: open, cancel, close one or all, set take-profit and stop-loss, the trade information of a
 * pair, and the lists of open positions and of orders.
 */
import Big from 'big.js';
import type { Domain } from '../../domain.ts';
import { refuse } from '../../errors.ts';
import { fixed } from '../../format.ts';
import { available, frozen } from '../../money/wallets.ts';
import { laravelPage } from '../../pages.ts';
import { CNY_RATE } from '../accounts.ts';
import { checkTriggers, close, pairOf, placePosition } from './orders.ts';
import {
  LEVER,
  LEVERAGES,
  PRESET_LOTS,
  type Position,
  futuresOf,
  futuresSummary,
  moneyReason,
  positionRow,
  touch,
} from './positions.ts';

const newestFirst = (a: Position, b: Position) => b.createdAt - a.createdAt || b.id - a.id;

export const futuresHandlers: Domain['handlers'] = {
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
};
