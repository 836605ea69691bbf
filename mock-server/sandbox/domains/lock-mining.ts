/**
 * Lock-up mining: an order locks an amount of the product's coin on the spot account (frozen), pays the daily
 * interest (amount x daily rate) to the spot balance for every day held, and releases the amount at the end of the
 * lock period. An early redemption returns the amount less the penalty of section 9 of the specification:
 * daily ratio x remaining days x amount (0.4 % x 3 days x 1000 USDT = 12 USDT kept), the ratio being the product's `cancel_fee_rate`. Products are the contract's
 * written list (/lh/deposit/config), the one the app shows.
 */
import Big from 'big.js';
import type { Contract, Domain, DueEvent, SandboxTools } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { dateText, fixed } from '../format.ts';
import { available, frozen } from '../money/wallets.ts';
import type { UserState } from '../state/types.ts';

const DAY_MS = 86_400_000;

type LockOrder = {
  id: number;
  productId: number;
  currencyId: number;
  currencyName: string;
  amount: string;
  /** Percent per day. */
  rate: string;
  /** Penalty percent per remaining day of an early redemption (older states lack it: the daily rate then). */
  cancelRate?: string;
  /** Redeemed before the end of the term. */
  early?: boolean;
  days: number;
  start: number;
  /** Days whose interest was paid. */
  paidDays: number;
  interest: string;
  /** 1 in progress, 2 redeemed (at term or early). */
  status: 1 | 2;
};

const lockMiningOf = userSlice<{ orders: LockOrder[] }>('lockMining', () => ({ orders: [] }));

const products = (tools: SandboxTools) => tools.example('listLockMiningProducts');
const endOf = (order: LockOrder) => order.start + order.days * DAY_MS;

/** The penalty of an early redemption now: daily ratio x whole days left x amount, at most the amount. */
function penaltyOf(order: LockOrder, now: number): Big {
  if (order.status !== 1) return new Big(0);
  const daysLeft = Math.max(0, Math.ceil((endOf(order) - now) / DAY_MS));
  const penalty = new Big(order.amount)
    .times(order.cancelRate ?? order.rate)
    .div(100)
    .times(daysLeft);
  return penalty.gt(order.amount) ? new Big(order.amount) : penalty;
}

/** Interest for every whole day held, then the amount back at the end of the term. */
/** One day's interest, paid at the end of that day of the term (with the tools of that instant). */
function payDay(tools: SandboxTools, user: UserState, order: LockOrder): void {
  const interest = new Big(order.amount).times(order.rate).div(100);
  tools.wallets.exchange(user, available('change'), {
    currencyId: order.currencyId,
    amount: interest,
    reason: 'lockming_interest',
    memo: `#${order.id}`,
  });
  order.interest = new Big(order.interest).plus(interest).toFixed();
  order.paidDays += 1;
}

/** The amount released at the end of the term, after its last day's interest. */
function release(tools: SandboxTools, user: UserState, order: LockOrder): void {
  tools.wallets.move(user, frozen('change'), available('change'), {
    currencyId: order.currencyId,
    amount: order.amount,
    reason: 'lockming_redeem',
    memo: `#${order.id}`,
  });
  order.status = 2;
}

/** What the order has next: a day's interest at that day's end, or once all are paid, its release at term. */
function nextOf(order: LockOrder): DueEvent {
  if (order.paidDays < order.days)
    return { at: order.start + (order.paidDays + 1) * DAY_MS, run: (then) => payDay(then, then.user, order) };
  return { at: endOf(order), run: (then) => release(then, then.user, order) };
}

export const lockMiningDomain: Domain = {
  name: 'lockMining',
  handlers: {
    // the terms are the contract's; the presentation is told from them, in the reader's language
    listLockMiningProducts: (context) =>
      products(context).map((product) => ({
        ...product,
        intro: context.text('lockMiningIntro', {
          coin: product.currency_name,
          days: product.day,
          rate: new Big(product.interest_rate).toFixed(),
        }),
      })),
    createLockMiningOrder: (context) => {
      const { user, params, wallets } = context;
      const product = products(context).find((candidate) => candidate.id === params.config_id);
      if (!product) refuse('notFound');
      const amount = new Big(params.amount);
      if (amount.lt(product.save_min)) refuse('belowMinimum', { min: new Big(product.save_min).toFixed() });
      if (amount.gt(product.save_max)) refuse('aboveMaximum', { max: new Big(product.save_max).toFixed() });
      const order: LockOrder = {
        id: context.nextId('lock-order', 50),
        productId: product.id,
        currencyId: product.currency_id,
        currencyName: product.currency_name,
        amount: amount.toFixed(),
        rate: product.interest_rate,
        cancelRate: product.cancel_fee_rate,
        days: product.day,
        start: context.now,
        paidDays: 0,
        interest: '0',
        status: 1,
      };
      wallets.move(user, available('change'), frozen('change'), {
        currencyId: product.currency_id,
        amount,
        reason: 'lockming_deposit',
        memo: `#${order.id}`,
      });
      lockMiningOf(user).orders.push(order);
      return context.text('submitted');
    },
    listMyLockMiningOrders: ({ user, params, now }) => {
      const { page, limit } = params;
      const orders = lockMiningOf(user)
        .orders.filter(
          (order) =>
            (params.status === undefined || order.status === params.status) &&
            (params.is_cancel === undefined || order.early === true),
        )
        .sort((a, b) => b.start - a.start || b.id - a.id)
        .slice((page - 1) * limit, page * limit);
      return {
        order_list: orders.map((order): Contract.LockMiningOrder => ({
          id: order.id,
          currency_name: order.currencyName,
          amount: fixed(order.amount, 8),
          day_rate: new Big(order.rate).div(100).toFixed(4),
          total_interest: fixed(order.interest, 8),
          start_at: dateText(order.start),
          end_at: dateText(endOf(order)),
          status: order.status,
          cancel_fee: Number(penaltyOf(order, now).toFixed(8)),
          cancel_fee_rate: new Big(order.cancelRate ?? order.rate).toFixed(2),
          is_cancel: order.early ? 1 : 0,
        })),
      };
    },
    redeemLockMiningOrderEarly: (context) => {
      const { user, params, wallets, now } = context;
      const order = lockMiningOf(user).orders.find((candidate) => candidate.id === params.id);
      if (!order) refuse('notFound');
      if (order.status !== 1) refuse('notCancellable');
      const penalty = penaltyOf(order, now);
      const memo = `#${order.id}`;
      wallets.move(user, frozen('change'), available('change'), {
        currencyId: order.currencyId,
        amount: new Big(order.amount).minus(penalty),
        reason: 'lockming_cancel',
        memo,
      });
      wallets.exchange(user, frozen('change'), {
        currencyId: order.currencyId,
        amount: penalty.times(-1),
        reason: 'lockming_penalty',
        memo,
      });
      order.status = 2;
      order.early = true;
      return context.text('done');
    },
  },
  due: (context) =>
    lockMiningOf(context.user)
      .orders.filter((order) => order.status === 1)
      .map(nextOf),
};
