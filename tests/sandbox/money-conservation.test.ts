/**
 * A property of the sandbox, checked over a few thousand random operations of several users at once through the
 * generated client (transfers, spot, futures, options, conversions, deposits, withdrawals and their reviews),
 * with the market and the clock moved between them: no money is created or lost. For every coin, what the users
 * hold plus the exchange's side of every movement is zero; the exchange's side changes only by fees, settled
 * profits, fills and conversions at market prices, deposits and withdrawals; moves inside a user's accounts net
 * to zero; every balance is the sum of its ledger rows and never negative.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { SandboxState } from '@tradedesk/mock-server/testing';
import { createRandom, type Random } from '@tradedesk/mock-server/testing';
import { conservationProblems } from './conservation.ts';
import { FUND_PASSWORD, useSandbox, type Session } from './harness.ts';
import { priceOf } from './quotations.ts';
import { USDT } from './coins.ts';

const USERS = 4;
const OPERATIONS_PER_USER = 650;
const PAIRS = [
  { id: 1, symbol: 'BTC/USDT', amount: '0.0012' },
  { id: 2, symbol: 'ETH/USDT', amount: '0.03' },
];
const ACCOUNTS = ['legal', 'change', 'lever', 'micro'] as const;
const sandbox = useSandbox({ ticksPerSecond: 4 });
const outcome = { ok: 0, refused: 0, byOperation: new Map<string, number>() };

/** A decimal with `places` digits between `low` and `high`. */
const amount = (random: Random, low: number, high: number, places: number) =>
  new Big(low + random.next() * (high - low)).round(places, Big.roundDown).toFixed();

/** One random operation of a user; a business refusal is a fine outcome, anything else fails the test. */
async function randomOperation(user: Session, random: Random): Promise<void> {
  const pair = random.pick(PAIRS);
  const kind = random.pick([
    'transfer',
    'transfer',
    'spotMarket',
    'spotMarket',
    'spotLimit',
    'futuresOpen',
    'futuresOpen',
    'futuresClose',
    'futuresCloseAll',
    'option',
    'option',
    'convert',
    'withdraw',
    'deposit',
    'lock',
    'redeem',
    'dual',
    'nft',
    'review',
    'market',
    'market',
    'clock',
  ] as const);
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      outcome.ok += 1;
    } catch (error) {
      if ((error as { kind?: string }).kind !== 'business') throw error;
      outcome.refused += 1;
    }
    outcome.byOperation.set(kind, (outcome.byOperation.get(kind) ?? 0) + 1);
  };
  switch (kind) {
    case 'transfer': {
      const [from, to] = [random.pick(ACCOUNTS), random.pick(ACCOUNTS)];
      return run(() =>
        user.call((api) =>
          api.transferBetweenAccounts({
            currency_id: USDT,
            number: amount(random, 0.01, 3000, 6),
            from_field: from,
            to_field: to,
          }),
        ),
      );
    }
    case 'spotMarket':
      return run(() =>
        user.call((api) =>
          api.submitSpotOrder({
            amount: pair.amount,
            currency_id: pair.id,
            legal_id: USDT,
            type: random.pick([1, 2] as const),
          }),
        ),
      );
    case 'spotLimit': {
      const type = random.pick([1, 2] as const);
      const limit = (await priceOf(user, pair.id)).times(type === 1 ? 0.999 : 1.001).round(2, Big.roundDown);
      return run(() =>
        user.call((api) =>
          api.submitSpotOrder({
            amount: pair.amount,
            target_price: limit.toFixed(2),
            currency_id: pair.id,
            legal_id: USDT,
            type,
          }),
        ),
      );
    }
    case 'futuresOpen': {
      const limit = random.next() < 0.3;
      const type = random.pick([1, 2] as const);
      const target = (await priceOf(user, pair.id))
        .times(type === 1 ? 0.998 : 1.002)
        .round(2, Big.roundDown)
        .toFixed(2);
      return run(() =>
        user.call((api) =>
          api.openFuturesPosition({
            currency_id: pair.id,
            legal_id: USDT,
            type,
            share: random.int(1, 3),
            multiple: random.pick([5, 10, 20, 50, 100]),
            ...(limit ? { status: 0 as const, target_price: target } : {}),
          }),
        ),
      );
    }
    case 'futuresClose': {
      const open = (await user.call((api) => api.listFuturesOrders({ status: 1 }))).message.data;
      if (!open.length) return;
      return run(() => user.call((api) => api.closeFuturesPosition({ id: random.pick(open).id })));
    }
    case 'futuresCloseAll':
      return run(() => user.call((api) => api.closeAllFuturesPositions({ type: random.pick([0, 1, 2] as const) })));
    case 'option':
      return run(() =>
        user.call((api) =>
          api.submitOptionOrder({
            match_id: pair.id,
            currency_id: USDT,
            type: random.pick([1, 2] as const),
            seconds: random.pick([30, 60]),
            number: amount(random, 50, 400, 2),
          }),
        ),
      );
    case 'convert':
      return run(() =>
        user.call((api) =>
          api.convertCoin({ number: amount(random, 1, 500, 4), from_currency_id: USDT, to_currency_id: pair.id }),
        ),
      );
    case 'lock':
      return run(() =>
        user.call((api) => api.createLockMiningOrder({ config_id: 1, amount: amount(random, 500, 900, 2) })),
      );
    case 'redeem': {
      const orders = (await user.call((api) => api.listMyLockMiningOrders())).order_list.filter(
        (order) => order.status === 1,
      );
      if (!orders.length) return;
      return run(() => user.call((api) => api.redeemLockMiningOrderEarly({ id: random.pick(orders).id })));
    }
    case 'dual': {
      const type = random.pick(['call', 'put'] as const);
      const products = (await user.call((api) => api.listDualProducts({ type }))).dual_currencys;
      const open = products.filter((product) => product.status === '1');
      if (!open.length) return;
      return run(() => user.call((api) => api.buyDualProduct({ id: random.pick(open).id, num: random.int(1, 3) })));
    }
    case 'nft': {
      const open = (await user.call((api) => api.listNftArtworks({ limit: 20 }))).filter(
        (artwork) => artwork.status === 1,
      );
      if (!open.length) return;
      const artwork = random.pick(open);
      if (artwork.pay_type !== '2') return run(() => user.call((api) => api.buyNftArtwork({ code: artwork.code })));
      await run(() => user.call((api) => api.payNftAuctionMargin({ code: artwork.code })));
      const bid = new Big(artwork.price).plus(artwork.per_increase).plus(random.int(0, 5)).toFixed(2);
      return run(() => user.call((api) => api.placeNftBid({ code: artwork.code, price: bid })));
    }
    case 'withdraw': {
      // a code read from the outbox for each withdrawal, as the user reads their mail
      const code = await sandbox.sendCode(user.login, 'withdraw', user);
      return run(() =>
        user.call((api) =>
          api.submitWithdrawal({
            currency: USDT,
            number: amount(random, 10, 800, 2),
            type: 0,
            rate: '1',
            pay_password: FUND_PASSWORD,
            code,
            address: 'TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8e',
          }),
        ),
      );
    }
    case 'deposit':
      return run(() =>
        user.call((api) =>
          api.submitDepositRequest({
            account: '/upload/1785312345123456.png',
            amount: amount(random, 10, 1000, 2),
            currency: USDT,
            type: 0,
          }),
        ),
      );
    case 'review': {
      const [deposits, withdrawals] = await Promise.all([
        user.call((api) => api.listDepositRecords()),
        user.call((api) => api.listWithdrawalRecords()),
      ]);
      const pending = [
        ...deposits.data.filter((row) => row.status === 1).map((row) => ({ kind: 'deposit', id: row.id })),
        ...withdrawals.data.filter((row) => row.status === 1).map((row) => ({ kind: 'withdrawal', id: row.id })),
      ];
      if (!pending.length) return;
      const request = random.pick(pending);
      await sandbox.control.raw('POST', '/review', { ...request, decision: random.pick(['approve', 'reject']) });
      return;
    }
    case 'market': {
      const current = await priceOf(user, pair.id);
      await sandbox.control.setPrice(pair.symbol, Number(current.times(1 + (random.next() - 0.5) * 0.02).toFixed(2)));
      return;
    }
    case 'clock':
      // mostly seconds (options expire), now and then a day (interest, overnight fees)
      await sandbox.control.advance(random.next() < 0.05 ? 86_400_000 : random.int(1, 40) * 1000);
  }
}

function checkConservation(state: SandboxState): void {
  expect(conservationProblems(state)).toEqual([]);
}

describe('money in the sandbox', () => {
  it(`is neither created nor lost over ${USERS * OPERATIONS_PER_USER} random operations of ${USERS} users`, async () => {
    const users = await Promise.all(Array.from({ length: USERS }, () => sandbox.session()));
    for (const user of users) await sandbox.setFundPassword(user);
    await Promise.all(
      users.map(async (user, index) => {
        const random = createRandom(7919 * (index + 1));
        for (let step = 0; step < OPERATIONS_PER_USER; step += 1) {
          await randomOperation(user, random);
          if (step % 200 === 199 && index === 0) checkConservation(await sandbox.control.state());
        }
      }),
    );
    await sandbox.control.advance(120_000); // every option settles
    const state = await sandbox.control.state();
    checkConservation(state);
    // the run did trade: every kind of operation went through, some were refused
    expect(outcome.ok).toBeGreaterThan(USERS * OPERATIONS_PER_USER * 0.4);
    expect(outcome.refused).toBeGreaterThan(0);
    const reasons = new Set(Object.values(state.house).flatMap((byReason) => Object.keys(byReason)));
    for (const reason of [
      'spot_fill',
      'spot_fee',
      'lever_fee',
      'lever_close',
      'micro_settle',
      'convert',
      'convert_fee',
      'deposit',
      'withdraw_done',
      'lockming_interest',
      'lever_overnight',
    ])
      expect(reasons, reason).toContain(reason);
    expect((await sandbox.control.stats()).violations).toBe(0);
  }, 240_000);
});
