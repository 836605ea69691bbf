/**
 * Dual-currency investment. Products run in series per coin (BTC, ETH), kind (call, bought with the coin; put,
 * bought with USDT) and term, with a reference price near the model's price; a new series opens when one ends.
 * A purchase freezes the amount on the spot account; at the product's end the order settles against the model's
 * price as section 9 of the specification says: a call pays the coin, amount x (1 + days x rate / 365), when the
 * price ends below the reference price, otherwise USDT, amount x reference price x (1 + days x rate / 365); a put
 * is the mirror (USDT back above the reference price, the coin bought at it below). `days` are the whole days the
 * order is held, from its purchase to the product's end; a product takes purchases while a whole day is left.
 */
import Big from 'big.js';
import { createRandom } from '../../market/random.ts';
import type { Contract, Domain, SandboxTools } from '../domain.ts';
import { sharedSlice, userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { dateText, dateTimeText, fixed } from '../format.ts';
import { USDT_ID } from '../market.ts';
import { available, frozen } from '../money/wallets.ts';
import { QUOTE_LOCK_SECONDS } from '../money/locked-quotes.ts';
import { dualQuoteFor, issueDualQuote } from './dual-quotes.ts';
import { hashText } from '../sandbox.ts';
import type { UserState } from '../state/types.ts';

const DAY_MS = 86_400_000;
const COINS = [
  { id: 1, name: 'BTC' as const },
  { id: 2, name: 'ETH' as const },
];
const TERMS = [7, 14, 30];
/** Coin per share of a call product; a put share costs a tenth of the coin's price. */
const CALL_SHARE = new Big('0.1');
const PURCHASE_PAUSE_MS = 5000;

type Kind = 'call' | 'put';
type Product = {
  id: number;
  name: string;
  /** Annual yield, percent. */
  rate: string;
  exercisePrice: string;
  currencyId: number;
  currencyName: 'BTC' | 'ETH';
  type: Kind;
  start: number;
  end: number;
  total: number;
  sold: number;
  userLimit: number;
  created: number;
  /** When the series last changed (created, or shares bought): its row reads the same until then. */
  updated: number;
};
type DualOrder = {
  id: number;
  productId: number;
  number: number;
  /** The coin's price at purchase. */
  price: string;
  /** What was invested: coin for a call, USDT for a put. */
  amount: string;
  days: number;
  /** "0" purchased, "1" settled and paid. */
  status: '0' | '1';
  created: number;
  /** Once settled: the coin's price at maturity and what was paid, in which coin. */
  settlement?: { price: string; amount: string; currencyName: string };
};

/**
 * The whole days from `now` to the product's end: what a purchase now holds and earns (its "days"). A day begun is
 * not a day held: bought at 15:00 with 10 days and 9 hours left, the order earns 10 days, not 11.
 */
const daysHeld = (product: Product, now: number) => Math.floor((product.end - now) / DAY_MS);

/** Midnight (UTC, the exchange's day) of the day of `time`. */
const dayStart = (time: number) => new Date(time).setUTCHours(0, 0, 0, 0);

const catalogue = sharedSlice<{ products: Product[] }>('dual', () => ({ products: [] }));
const dualOf = userSlice<{ orders: DualOrder[]; lastPurchaseAt?: number }>('dual', () => ({ orders: [] }));

/** Opens the next series of every coin, kind and term whose current one has ended. */
function openSeries(tools: SandboxTools): Product[] {
  const { products } = catalogue(tools);
  for (const coin of COINS)
    for (const type of ['call', 'put'] as const)
      for (const term of TERMS) {
        if (
          products.some(
            (product) =>
              product.currencyId === coin.id &&
              product.type === type &&
              product.end - product.start === term * DAY_MS &&
              daysHeld(product, tools.now) >= 1,
          )
        )
          continue;
        const random = createRandom(hashText(`${tools.state.seed}:dual:${coin.id}:${type}:${term}:${products.length}`));
        const price = tools.market.usdtValue(coin.id);
        const distance = 0.02 + random.next() * 0.04;
        const start = dayStart(tools.now) - random.int(0, Math.min(3, term - 1)) * DAY_MS;
        const total = random.pick([500, 1000, 2000]);
        products.push({
          id: tools.nextId('dual-product', 40),
          name: `${coin.name} Dual ${term}D`,
          rate: new Big(30 + random.next() * (type === 'call' ? 70 : 50) * (7 / term) ** 0.3).toFixed(2),
          exercisePrice: price
            .times(type === 'call' ? 1 + distance : 1 - distance)
            .round(0)
            .toFixed(2),
          currencyId: coin.id,
          currencyName: coin.name,
          type,
          start,
          end: start + term * DAY_MS,
          total,
          sold: Math.floor(total * random.next() * 0.6),
          userLimit: random.pick([20, 50]),
          created: start - DAY_MS / 4,
          updated: start - DAY_MS / 4,
        });
      }
  return products;
}

/** The open product of that id still taking purchases (a whole day left, the last day included); refused otherwise. */
function onSale(tools: SandboxTools, id: number): Product {
  const product = openSeries(tools).find((candidate) => candidate.id === id);
  if (!product) refuse('notFound');
  if (daysHeld(product, tools.now) < 1) refuse('notOnSale');
  return product;
}

/** What one share costs now: 0.1 of the coin for a call, a tenth of the coin's USDT price for a put. */
const sharePrice = (tools: SandboxTools, product: Product) =>
  product.type === 'call' ? CALL_SHARE : tools.market.usdtValue(product.currencyId).div(10).round(8, Big.roundUp);

/** The product's name in the reader's language, from its coin and term (the stored name is the ledger's memo). */
const productName = (tools: SandboxTools, product: Product) =>
  tools.text('dualProductName', {
    coin: product.currencyName,
    days: Math.round((product.end - product.start) / DAY_MS),
  });

function productRow(tools: SandboxTools, product: Product): Contract.DualProduct {
  const { now } = tools;
  return {
    id: product.id,
    name: productName(tools, product),
    // holding days of a purchase now: whole days to the end of the product (at least 1 while on sale)
    day: Math.max(1, daysHeld(product, now)),
    share_price: sharePrice(tools, product).toFixed(),
    share_currency: product.type === 'call' ? product.currencyName : 'USDT',
    rate: product.rate,
    exercise_price: product.exercisePrice,
    currency_name: product.currencyName,
    currency_id: product.currencyId,
    type: product.type,
    start_time: dateText(product.start),
    end_time: dateText(product.end),
    total_number: product.total,
    remaining_number: product.total - product.sold,
    purchased_number: product.sold,
    bar: new Big(product.sold).div(product.total).times(100).toFixed(2),
    user_limit: product.userLimit,
    status: daysHeld(product, now) >= 1 && product.sold < product.total ? '1' : '0',
    created: dateTimeText(product.created),
    updated: dateTimeText(product.updated),
  };
}

/**
 * What a matured order pays for either outcome (section 9 of the specification, and its mirror for a put): `below`
 * when the coin ends below the reference price (a put at it too), `above` otherwise. Cut to 8 decimals.
 */
function dualOutcomes(
  product: Pick<Product, 'type' | 'rate' | 'exercisePrice' | 'currencyId'>,
  order: Pick<DualOrder, 'amount' | 'days'>,
) {
  const growth = new Big(order.days).times(product.rate).div(100).div(365).plus(1);
  const strike = new Big(product.exercisePrice);
  const amount = new Big(order.amount);
  const paid = (currencyId: number, value: Big) => ({ currencyId, amount: value.round(8, Big.roundDown) });
  return product.type === 'call'
    ? {
        below: paid(product.currencyId, amount.times(growth)),
        above: paid(USDT_ID, amount.times(strike).times(growth)),
      }
    : { below: paid(product.currencyId, amount.div(strike).times(growth)), above: paid(USDT_ID, amount.times(growth)) };
}

/** What a matured order pays, in which coin, at the settlement price. */
export function dualPayout(
  product: Pick<Product, 'type' | 'rate' | 'exercisePrice' | 'currencyId'>,
  order: Pick<DualOrder, 'amount' | 'days'>,
  settlement: Big,
) {
  const { below, above } = dualOutcomes(product, order);
  const strike = new Big(product.exercisePrice);
  return product.type === 'call' ? (settlement.lt(strike) ? below : above) : settlement.gt(strike) ? above : below;
}

/** Settles the order with the tools of its product's end: that instant's price, that instant's date. */
function settle(tools: SandboxTools, user: UserState, order: DualOrder, product: Product): void {
  const memo = `${product.name} #${order.id}`;
  const paidIn = product.type === 'call' ? product.currencyId : USDT_ID;
  const price = tools.market.usdtValue(product.currencyId);
  const payout = dualPayout(product, order, price);
  tools.wallets.exchange(user, frozen('change'), {
    currencyId: paidIn,
    amount: new Big(order.amount).times(-1),
    reason: 'dual_settle',
    memo,
  });
  tools.wallets.exchange(user, available('change'), {
    currencyId: payout.currencyId,
    amount: payout.amount,
    reason: 'dual_settle',
    memo,
  });
  order.status = '1';
  order.settlement = {
    price: price.toFixed(2),
    amount: payout.amount.toFixed(8),
    currencyName: payout.currencyId === USDT_ID ? 'USDT' : product.currencyName,
  };
}

export const dualDomain: Domain = {
  name: 'dual',
  handlers: {
    listDualProducts: (context) => ({
      dual_currencys: openSeries(context)
        .filter(
          (product) =>
            product.type === context.params.type &&
            (context.params.currency_id === undefined || product.currencyId === context.params.currency_id),
        )
        .sort((a, b) => b.created - a.created || b.id - a.id)
        .slice(0, 20)
        .map((product) => productRow(context, product)),
    }),
    getDualProduct: (context) => {
      const product = openSeries(context).find((candidate) => candidate.id === context.params.id);
      if (!product) refuse('notFound');
      return productRow(context, product);
    },
    getDualQuote: (context) => {
      const { params } = context;
      const product = onSale(context, params.id);
      const coinPrice = context.market.usdtValue(product.currencyId);
      const perShare = sharePrice(context, product);
      const amount = perShare.times(params.num);
      const days = daysHeld(product, context.now);
      const quote = issueDualQuote(context, {
        productId: product.id,
        shares: params.num,
        sharePrice: perShare,
        coinPrice,
        days,
      });
      const { below, above } = dualOutcomes(product, { amount: amount.toFixed(), days });
      const coinName = (currencyId: number) => (currencyId === USDT_ID ? 'USDT' : product.currencyName);
      return {
        quote_id: quote.id,
        id: product.id,
        num: params.num,
        share_price: quote.sharePrice,
        share_currency: product.type === 'call' ? product.currencyName : 'USDT',
        amount: amount.toFixed(),
        day: days,
        rate: product.rate,
        exercise_price: product.exercisePrice,
        below_amount: below.amount.toFixed(),
        below_currency: coinName(below.currencyId),
        above_amount: above.amount.toFixed(),
        above_currency: coinName(above.currencyId),
        // whole seconds, rounded down: the app never counts a quote as valid after the server stops taking it
        expires_at: Math.floor(quote.expiresAt / 1000),
        expires_in: QUOTE_LOCK_SECONDS,
      };
    },
    buyDualProduct: (context) => {
      const { user, params, wallets, now } = context;
      const product = onSale(context, params.id);
      const shares = params.num;
      const quoted =
        params.quote_id === undefined
          ? undefined
          : dualQuoteFor(context, params.quote_id, { productId: product.id, shares });
      if (product.sold + shares > product.total) refuse('soldOut');
      const mine = dualOf(user);
      const held = mine.orders
        .filter((order) => order.productId === product.id)
        .reduce((sum, order) => sum + order.number, 0);
      if (held + shares > product.userLimit) refuse('purchaseLimit');
      if (mine.lastPurchaseAt !== undefined && now - mine.lastPurchaseAt < PURCHASE_PAUSE_MS) refuse('repeatOperation');
      // at the quote the confirmation showed, or at the moment's price without one
      const price = quoted ? new Big(quoted.quote.coinPrice) : context.market.usdtValue(product.currencyId);
      const paidIn = product.type === 'call' ? product.currencyId : USDT_ID;
      const amount = new Big(quoted ? quoted.quote.sharePrice : sharePrice(context, product)).times(shares);
      wallets.ensure(user, paidIn, available('change'), amount);
      quoted?.useUp();
      const order: DualOrder = {
        id: context.nextId('dual-order', 3000),
        productId: product.id,
        number: shares,
        price: price.toFixed(2),
        amount: amount.toFixed(),
        days: quoted ? quoted.quote.days : daysHeld(product, now),
        status: '0',
        created: now,
      };
      wallets.move(user, available('change'), frozen('change'), {
        currencyId: paidIn,
        amount,
        reason: 'dual_buy',
        memo: `${product.name} #${order.id}`,
      });
      product.sold += shares;
      product.updated = now;
      mine.orders.push(order);
      mine.lastPurchaseAt = now;
      return context.text('done');
    },
    listMyDualOrders: (context) => {
      const { products } = catalogue(context);
      const { page, limit, status, currency, type } = context.params;
      const productOf = (order: DualOrder) => products.find((candidate) => candidate.id === order.productId)!;
      const rows = dualOf(context.user)
        .orders.filter((order) => {
          const product = productOf(order);
          return (
            (status === undefined || product.end > context.now === (status === 1)) &&
            (currency === undefined || product.currencyId === currency) &&
            (type === undefined || product.type === type)
          );
        })
        .sort((a, b) => b.created - a.created || b.id - a.id)
        .slice((page - 1) * limit, page * limit)
        .map((order): Contract.DualOrder => {
          const product = productOf(order);
          return {
            id: order.id,
            user_id: context.user.id,
            name: productName(context, product),
            dual_id: product.id,
            order_rate: product.rate,
            day: order.days,
            number: order.number,
            price: order.price,
            total: fixed(order.amount, 8),
            currency_id: product.currencyId,
            end_time: dateText(product.end),
            status: order.status,
            created: dateTimeText(order.created),
            type: product.type,
            exercise_price: product.exercisePrice,
            remaining_number: product.total - product.sold,
            currency_name: product.currencyName,
            ...(order.settlement && {
              settle_price: order.settlement.price,
              payout: order.settlement.amount,
              payout_currency: order.settlement.currencyName,
            }),
          };
        });
      return { list: rows, limit };
    },
  },
  open: (context) => {
    openSeries(context);
  },
  // each order settles at its product's end, at the price of that instant, however much later the clock is read
  due: (context) => {
    const orders = dualOf(context.user).orders.filter((order) => order.status === '0');
    if (!orders.length) return [];
    const { products } = catalogue(context);
    return orders.map((order) => {
      const product = products.find((candidate) => candidate.id === order.productId)!;
      return { at: product.end, run: (atEnd) => settle(atEnd, atEnd.user, order, product) };
    });
  },
};
