/**
 * Spot orders on the spot (`change`) account, and on the stock (`stock`) account for stocks. A market order fills
 * at once at the model's last price; a limit order freezes what it may spend (the quote and its fee for a buy, the
 * coin for a sell) and rests until the price reaches it, then fills at its price, at the instant of the first trade
 * that reached it; a limit order already through the market fills at once at the market price. The fee (0.1 % of
 * the quote amount) is taken in the quote currency, as the contract's examples show. Both balances move on a fill,
 * with ledger rows and pushes. A cancelled order stays among the user's orders, as exchanges keep it in the order
 * history, with what part of it filled (none: orders fill whole).
 */
import Big from 'big.js';
import type { Pair } from '../../market/catalogue.ts';
import type { Contract, Domain, SandboxTools } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { dateTimeText, fixed } from '../format.ts';
import { available, frozen } from '../money/wallets.ts';
import { takeArmedDiscount } from './coupons.ts';
import type { UserState } from '../state/types.ts';
import { spotAccountOf } from './accounts.ts';

export const SPOT_FEE_RATE = new Big('0.001');
/** How far from the market a limit price may be (a fat-finger guard, as exchanges have). */
const PRICE_BAND = new Big('0.5');

type SpotOrder = {
  id: number;
  currencyId: number;
  legalId: number;
  symbol: string;
  /** 1 buy, 2 sell. */
  type: 1 | 2;
  /** The limit price, or '' for a market order. */
  targetPrice: string;
  tradePrice: string;
  amount: string;
  fee: string;
  /** 1 pending, 2 done, 3 cancelled. */
  status: 1 | 2 | 3;
  /** What the order froze and still holds (quote for a buy, coin for a sell). */
  frozen: string;
  createdAt: number;
  updatedAt: number;
};

const spotOf = userSlice<{ orders: SpotOrder[] }>('spot', () => ({ orders: [] }));

/** Decimal places of a decimal text. */
const places = (text: string) => (text.split('.')[1] ?? '').length;

function fill(tools: SandboxTools, user: UserState, order: SpotOrder, pair: Pair, price: Big): void {
  const { wallets } = tools;
  const account = spotAccountOf(tools.market, order.currencyId);
  const amount = new Big(order.amount);
  const quote = amount.times(price);
  const discount = takeArmedDiscount(user, 'spot', tools.now);
  const fee = new Big(fixed(quote.times(SPOT_FEE_RATE).times(new Big(100).minus(discount)).div(100), 8));
  const memo = `${pair.symbol} #${order.id}`;
  const held = new Big(order.frozen);
  if (order.type === 1) {
    // the buyer pays the quote amount and the fee, from what the order froze or from the available balance
    const from = held.gt(0) ? frozen(account) : available(account);
    if (held.gt(quote.plus(fee)))
      wallets.move(user, frozen(account), available(account), {
        currencyId: order.legalId,
        amount: held.minus(quote).minus(fee),
        reason: 'spot_order',
        memo,
      });
    wallets.exchange(user, from, { currencyId: order.legalId, amount: quote.times(-1), reason: 'spot_fill', memo });
    wallets.exchange(user, from, { currencyId: order.legalId, amount: fee.times(-1), reason: 'spot_fee', memo });
    wallets.exchange(user, available(account), { currencyId: order.currencyId, amount, reason: 'spot_fill', memo });
  } else {
    wallets.exchange(user, held.gt(0) ? frozen(account) : available(account), {
      currencyId: order.currencyId,
      amount: amount.times(-1),
      reason: 'spot_fill',
      memo,
    });
    wallets.exchange(user, available(account), { currencyId: order.legalId, amount: quote, reason: 'spot_fill', memo });
    wallets.exchange(user, available(account), {
      currencyId: order.legalId,
      amount: fee.times(-1),
      reason: 'spot_fee',
      memo,
    });
  }
  Object.assign(order, {
    status: 2,
    tradePrice: price.toFixed(),
    fee: fee.toFixed(),
    frozen: '0',
    updatedAt: tools.now,
  });
  tools.push(user, 'spot_order', {
    type: 'spot_order',
    to: user.id,
    action: 'filled',
    data: spotRow(user, order),
    time: tools.now,
  });
}

/**
 * The fee a pending limit buy holds: what it froze beyond its quote amount (placing it froze both, rounded only
 * when charged); nothing for a sell, whose fee comes out of what it receives, nor once it is done or cancelled.
 */
const frozenFee = (order: SpotOrder): Big =>
  order.type === 1 && order.status === 1 && new Big(order.frozen).gt(0)
    ? new Big(order.frozen).minus(new Big(order.amount).times(order.targetPrice))
    : new Big(0);

/** The order as the contract's SpotOrder row. */
const spotRow = (user: UserState, order: SpotOrder): Contract.SpotOrder => ({
  id: order.id,
  u_id: user.id,
  currency_id: order.currencyId,
  legal_id: order.legalId,
  type: order.type,
  target_price: fixed(order.targetPrice || 0, 8),
  trade_price: fixed(order.tradePrice, 8),
  trade_amount: fixed(order.amount, 8),
  charge_fee: fixed(order.fee, 8),
  status: order.status,
  filled_amount: fixed(order.status === 2 ? order.amount : 0, 8),
  frozen_fee: fixed(frozenFee(order), 8),
  created_at: dateTimeText(order.createdAt),
  updated_at: dateTimeText(order.updatedAt),
  symbol: order.symbol,
});

/** Does the market price reach the limit? A buy fills at or below its price, a sell at or above. */
const reaches = (order: SpotOrder, market: Big) =>
  order.type === 1 ? market.lte(order.targetPrice) : market.gte(order.targetPrice);

export const spotDomain: Domain = {
  name: 'spot',
  handlers: {
    submitSpotOrder: (context) => {
      const { user, params, market, wallets, now } = context;
      const pair = market.pairByIds(params.currency_id, params.legal_id);
      if (!pair) refuse('unknownPair');
      const account = spotAccountOf(market, pair.currencyId);
      const amount = new Big(params.amount);
      const minimum = new Big(1).div(10 ** pair.amountDecimals);
      if (places(params.amount) > pair.amountDecimals) refuse('invalidNumber');
      if (amount.lt(minimum)) refuse('belowMinimum', { min: minimum.toFixed() });
      const { type } = params;
      const limit = params.target_price ?? '';
      const price = market.price(pair);
      if (limit !== '') {
        if (new Big(limit).lte(0) || places(limit) > pair.priceDecimals) refuse('invalidPrice');
        const distance = new Big(limit).minus(price).abs().div(price);
        if (distance.gt(PRICE_BAND)) refuse('invalidPrice');
      }
      const order: SpotOrder = {
        id: context.nextId('spot-order', 48000),
        currencyId: pair.currencyId,
        legalId: pair.legalId,
        symbol: pair.symbol,
        type,
        targetPrice: limit,
        tradePrice: '0',
        amount: amount.toFixed(),
        fee: '0',
        status: 1,
        frozen: '0',
        createdAt: now,
        updatedAt: now,
      };
      const memo = `${pair.symbol} #${order.id}`;
      const resting = limit !== '' && !reaches(order, price);
      if (type === 1) {
        const at = resting ? new Big(limit) : price;
        const needed = amount.times(at).times(SPOT_FEE_RATE.plus(1));
        wallets.ensure(user, pair.legalId, available(account), needed);
        if (resting) {
          wallets.move(user, available(account), frozen(account), {
            currencyId: pair.legalId,
            amount: needed,
            reason: 'spot_order',
            memo,
          });
          order.frozen = needed.toFixed();
        }
      } else {
        wallets.ensure(user, pair.currencyId, available(account), amount);
        if (resting) {
          wallets.move(user, available(account), frozen(account), {
            currencyId: pair.currencyId,
            amount,
            reason: 'spot_order',
            memo,
          });
          order.frozen = amount.toFixed();
        }
      }
      if (!resting) fill(context, user, order, pair, price);
      spotOf(user).orders.push(order);
      // every session of the user lists it: a second tab shows the order, not only the balance it froze
      if (resting)
        context.push(user, 'spot_order', {
          type: 'spot_order',
          to: user.id,
          action: 'placed',
          data: spotRow(user, order),
          time: now,
        });
      return '';
    },
    /** A pending order gives back what it froze and stays in the lists, cancelled. */
    cancelSpotOrder: (context) => {
      const { user, wallets, market } = context;
      const orders = spotOf(user).orders;
      const order = orders.find((candidate) => candidate.id === context.params.id);
      if (!order || order.status !== 1) refuse('notCancellable');
      const held = new Big(order.frozen);
      if (held.gt(0))
        wallets.move(
          user,
          frozen(spotAccountOf(market, order.currencyId)),
          available(spotAccountOf(market, order.currencyId)),
          {
            currencyId: order.type === 1 ? order.legalId : order.currencyId,
            amount: held,
            reason: 'spot_order',
            memo: `${order.symbol} #${order.id}`,
          },
        );
      Object.assign(order, { status: 3, frozen: '0', updatedAt: context.now });
      context.push(user, 'spot_order', {
        type: 'spot_order',
        to: user.id,
        action: 'cancelled',
        data: spotRow(user, order),
        time: context.now,
      });
      return context.text('cancelled');
    },
    listSpotOrders: ({ user, params }) => {
      const { page, limit } = params;
      return spotOf(user)
        .orders.filter(
          (order) =>
            (params.currency_id === undefined || order.currencyId === params.currency_id) &&
            (params.legal_id === undefined || order.legalId === params.legal_id) &&
            (params.status === undefined || order.status === params.status) &&
            (params.history === undefined || order.status !== 1),
        )
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .slice((page - 1) * limit, page * limit)
        .map((order) => spotRow(user, order));
    },
  },
  // a resting order fills at the first trade that reached its price since it was placed, dated then, even when the
  // clock jumped past that trade and the price went back
  due: (context) =>
    spotOf(context.user).orders.flatMap((order) => {
      const pair = order.status === 1 ? context.market.pairBySymbol(order.symbol) : undefined;
      const side = order.type === 1 ? 'below' : 'above';
      const reached = pair && context.market.firstReach(pair, order.createdAt, new Big(order.targetPrice), side);
      if (!pair || !reached) return [];
      return [{ at: reached.time, run: (then) => fill(then, then.user, order, pair, new Big(order.targetPrice)) }];
    }),
};
