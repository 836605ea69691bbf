/**
 * The financial products against the running sandbox, the clock moved by the test: lock-up mining pays its daily
 * interest and releases the amount at term, and an early redemption keeps the penalty of the specification.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { balancesOf } from './balances.ts';
import { eventually, midnightOf, instantOfText, useSandbox, useSession, type Session } from './harness.ts';
import { priceOf } from './quotations.ts';
import { USDT } from './coins.ts';

const DAY = 86_400_000;
const sandbox = useSandbox({ ticksPerSecond: 0.001 });
const user = useSession(sandbox);

describe('lock-up mining', () => {
  it('locks the amount, pays the daily interest, and releases it at the end of the term', async () => {
    const before = await balancesOf(user);
    // product 1 of the contract's list: USDT, 0.35 % a day, 30 days, from 500
    await user.call((api) => api.createLockMiningOrder({ config_id: 1, amount: '1000' }));
    const locked = await balancesOf(user);
    expect(locked.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.minus(1000).toFixed());
    expect(locked.change[USDT].lock.toFixed()).toBe(before.change[USDT].lock.plus(1000).toFixed());
    const [order] = (await user.call((api) => api.listMyLockMiningOrders())).order_list;
    expect(order).toMatchObject({
      amount: '1000.00000000',
      day_rate: '0.0035',
      total_interest: '0.00000000',
      status: 1,
    });
    // the whole term is left: the product's penalty ratio 0.40 % x 30 days x 1000
    expect(order.cancel_fee).toBe(120);
    expect(order.cancel_fee_rate).toBe('0.40');

    await sandbox.control.advance(3 * DAY + 1000);
    const [held] = (await user.call((api) => api.listMyLockMiningOrders())).order_list;
    expect(held.total_interest).toBe('10.50000000');
    expect(held.cancel_fee).toBe(Number(new Big('1000').times('0.004').times(27).toFixed()));
    expect((await balancesOf(user)).change[USDT].balance.toFixed()).toBe(
      locked.change[USDT].balance.plus('10.5').toFixed(),
    );

    await sandbox.control.advance(27 * DAY);
    const [ended] = (await user.call((api) => api.listMyLockMiningOrders())).order_list;
    expect(ended).toMatchObject({ status: 2, total_interest: '105.00000000', cancel_fee: 0 });
    const after = await balancesOf(user);
    expect(after.change[USDT].lock.toFixed()).toBe(before.change[USDT].lock.toFixed());
    expect(after.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.plus(105).toFixed());
  });

  it('an early redemption returns the amount less daily ratio x remaining days x amount (section 9)', async () => {
    await user.call((api) => api.createLockMiningOrder({ config_id: 1, amount: '1000' }));
    // 27 of 30 days pass: 3 days are left
    await sandbox.control.advance(27 * DAY);
    const before = await balancesOf(user);
    const [order] = (await user.call((api) => api.listMyLockMiningOrders())).order_list;
    // the example of section 9: 0.4 % x 3 days x 1000 = 12
    expect(order.cancel_fee).toBe(12);
    await user.call((api) => api.redeemLockMiningOrderEarly({ id: order.id }));
    const after = await balancesOf(user);
    expect(after.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.plus('988').toFixed());
    const [redeemed] = (await user.call((api) => api.listMyLockMiningOrders({ status: 2, is_cancel: 1 }))).order_list;
    expect(redeemed).toMatchObject({ id: order.id, status: 2, is_cancel: 1 });
    expect((await user.call((api) => api.listMyLockMiningOrders({ status: 1 }))).order_list).toEqual([]);
    expect(after.change[USDT].lock.toFixed()).toBe(before.change[USDT].lock.minus(1000).toFixed());
    await expect(user.call((api) => api.redeemLockMiningOrderEarly({ id: order.id }))).rejects.toMatchObject({
      message: 'This order can no longer be cancelled',
    });
  });

  it('refuses an amount under the product minimum', async () => {
    await expect(user.call((api) => api.createLockMiningOrder({ config_id: 1, amount: '100' }))).rejects.toMatchObject({
      message: 'The amount must be at least 500',
    });
  });
});

describe('dual investment', () => {
  const openCall = async () => {
    const { dual_currencys: products } = await user.call((api) =>
      api.listDualProducts({ type: 'call', currency_id: 1 }),
    );
    return products.find((product) => product.status === '1' && product.name === 'BTC Dual 14D')!;
  };

  it('lists series near the market: reference price around the model price, started in the past', async () => {
    const product = await openCall();
    const price = await priceOf(user, 1);
    const strike = new Big(product.exercise_price);
    expect(strike.gt(price) && strike.lt(price.times(1.07))).toBe(true);
    const { clock } = await sandbox.control.stats();
    expect(midnightOf(product.start_time)).toBeLessThanOrEqual(clock.now);
    expect(midnightOf(product.end_time)).toBeGreaterThan(clock.now);
    // a series nobody bought from reads the same a little later (its days to run count down at midnight)
    await sandbox.control.advance(5000);
    expect(await user.call((api) => api.getDualProduct({ id: product.id }))).toEqual({
      ...product,
      day: expect.any(Number),
    });
  });

  it('a call bought with BTC settles in USDT at the reference price when BTC ends above it (section 9)', async () => {
    // 1 BTC arrives on the spot account
    await user.call((api) =>
      api.submitDepositRequest({ account: '/upload/deposit.png', amount: '1', currency: 1, type: 0 }),
    );
    const [deposit] = (await user.call((api) => api.listDepositRecords())).data;
    await sandbox.control.raw('POST', '/review', { kind: 'deposit', id: deposit.id, decision: 'approve' });
    const product = await openCall();
    const before = await balancesOf(user);
    await user.call((api) => api.buyDualProduct({ id: product.id, num: 5 }));
    // the series' row tells of the purchase (and reads the same on every read until the next one)
    const row = await user.call((api) => api.getDualProduct({ id: product.id }));
    expect(row.purchased_number).toBe(product.purchased_number + 5);
    expect(row.updated > product.updated).toBe(true);
    // status filters by the product's state: 1 still running
    const [order] = (await user.call((api) => api.listMyDualOrders({ status: 1 }))).list;
    expect(order).toMatchObject({ dual_id: product.id, number: 5, total: '0.50000000', status: '0' });
    const bought = await balancesOf(user);
    expect(bought.change[1].lock.toFixed()).toBe(before.change[1].lock.plus('0.5').toFixed());
    await expect(user.call((api) => api.buyDualProduct({ id: product.id, num: 1 }))).rejects.toMatchObject({
      message: 'Do not repeat the operation!',
    });

    // the price ends above the reference price: USDT at the reference price, with the term's yield (the market
    // walks on until the end of the term: 30 % above is out of its reach)
    await sandbox.control.setPrice('BTC/USDT', Number(new Big(product.exercise_price).times('1.3').toFixed(2)));
    const ends = midnightOf(product.end_time);
    await sandbox.control.advance(ends - (await sandbox.control.stats()).clock.now + 1000);
    expect((await user.call((api) => api.listMyDualOrders({ status: 1 }))).list).toEqual([]);
    const [settled] = (await user.call((api) => api.listMyDualOrders({ status: 0 }))).list;
    expect(settled).toMatchObject({ id: order.id, status: '1', payout_currency: 'USDT' });
    const growth = new Big(order.day).times(product.rate).div(100).div(365).plus(1);
    const usdt = new Big('0.5').times(product.exercise_price).times(growth).round(8, Big.roundDown);
    expect(settled.payout).toBe(usdt.toFixed(8));
    const after = await balancesOf(user);
    expect(after.change[1].lock.toFixed()).toBe(before.change[1].lock.toFixed());
    expect(after.change[1].balance.toFixed()).toBe(before.change[1].balance.minus('0.5').toFixed());
    expect(after.change[USDT].balance.toFixed()).toBe(bought.change[USDT].balance.plus(usdt).toFixed());
  });

  it('filters my orders by coin and kind, a page as long as asked', async () => {
    const buyer = await sandbox.session();
    const { dual_currencys: puts } = await buyer.call((api) => api.listDualProducts({ type: 'put', currency_id: 2 }));
    const put = puts.find((product) => product.status === '1')!;
    await buyer.call((api) => api.buyDualProduct({ id: put.id, num: 1 }));
    const mine = (query: { currency?: number; type?: 'call' | 'put'; limit?: number }) =>
      buyer.call((api) => api.listMyDualOrders(query));
    expect((await mine({ currency: 2, type: 'put' })).list.map((order) => order.dual_id)).toEqual([put.id]);
    expect((await mine({ currency: 1 })).list).toEqual([]);
    expect((await mine({ type: 'call' })).list).toEqual([]);
    expect(await mine({ limit: 1 })).toMatchObject({ limit: 1, list: [{ dual_id: put.id }] });
  });

  it('the payout of the specification example: 0.5 BTC, 14 days, 62.5 %, reference 68,000', async () => {
    const { dualPayout } = await import('@tradedesk/mock-server/testing');
    const product = { type: 'call' as const, rate: '62.5', exercisePrice: '68000', currencyId: 1 };
    const order = { amount: '0.5', days: 14 };
    expect(dualPayout(product, order, new Big(67999)).amount.toFixed(8)).toBe('0.51198630');
    expect(dualPayout(product, order, new Big(68000)).amount.toFixed(2)).toBe('34815.07');
  });
});

describe('IEO', () => {
  it('a subscription pays amount x the project price at once, and the coins arrive at the listing time', async () => {
    const { list } = await user.call((api) => api.listIeoProjects());
    const open = list.find((project) => project.time_status === 2)!;
    expect(list.map((project) => project.time_status).sort()).toEqual([1, 2, 3]);
    const { list: inProgress } = await user.call((api) => api.listIeoProjects({ time_status: 2 }));
    expect(inProgress.map((project) => project.id)).toEqual([open.id]);
    const before = await balancesOf(user);
    const { info } = await user.call((api) => api.getIeoProject({ project_id: open.id! }));
    // the client's price is never trusted
    await user.call((api) =>
      api.subscribeIeoProject({ project_id: open.id!, amount: '2000', pay_currency: 3, price: '0.0001' }),
    );
    const cost = new Big(info.price).times(2000);
    expect((await balancesOf(user)).change[USDT].balance.toFixed()).toBe(
      before.change[USDT].balance.minus(cost).toFixed(),
    );
    const detail = await user.call((api) => api.getIeoProject({ project_id: open.id! }));
    // the project was last changed by this subscription: before it, it read the same as when it was placed
    expect(detail.info.updated_at! > info.updated_at!).toBe(true);
    expect(detail.order_info).toMatchObject({ coin_amount: '2000.00000000', total_price: cost.toFixed(8), status: 2 });
    // `total_sell` is what is left for sale (as the original backend keeps it); the list's percentage is what is sold
    expect(new Big(info.total_sell).minus(detail.info.total_sell).toFixed()).toBe('2000');
    const [listed] = (await user.call((api) => api.listIeoProjects({ time_status: 2 }))).list;
    const sold = new Big(listed.amount).minus(listed.total_sell);
    expect(listed.percentage).toBe(sold.div(listed.amount).times(100).toFixed(2));
    const [order] = (await user.call((api) => api.listMyIeoOrders())).data;
    expect(order).toMatchObject({
      coin_amount: '2000.00000000',
      status: 2,
      give_amount: '0',
      total_price: cost.toFixed(8),
      pay_currency_name: 'USDT',
    });

    const spotRow = async () =>
      (await user.call((api) => api.getWalletOverview())).change_wallet.balance.find(
        (row) => row.currency === info.currency_id,
      );
    // the project's coin is one of the exchange's coins: the spot account lists it, empty, before the listing
    expect(await spotRow()).toMatchObject({ currency_name: info.currency_name, change_balance: '0.00000000' });
    await user.listen();
    const listing = instantOfText(order.sell_begin!);
    await sandbox.control.advance(listing - (await sandbox.control.stats()).clock.now + 1000);
    const [issued] = (await user.call((api) => api.listMyIeoOrders())).data;
    expect(issued).toMatchObject({ status: 3, give_amount: '2000.00000000' });
    const state = await sandbox.control.state();
    const mine = state.users[state.tokens[user.token]];
    expect(mine.wallets[info.currency_id].change).toEqual({ balance: '2000', lock: '0' });
    // the screens read it in the spot account, valued at the project's price (no pair trades it), and are told
    expect(await spotRow()).toMatchObject({
      change_balance: '2000.00000000',
      usdt_price: new Big(info.price).toFixed(4),
    });
    const push = await eventually(
      () =>
        user.events.find(
          ({ event, payload }) =>
            event === 'balance_change' && payload.reason === 'ieo_issue' && payload.currency_id === info.currency_id,
        ),
      'the balance_change of the issued coins',
    );
    expect(push.payload).toMatchObject({ account: 'change', balance: '2000.00000000', change: '2000.00000000' });
  });

  it('refuses a project that is not in progress, and an amount under its minimum', async () => {
    const { list } = await user.call((api) => api.listIeoProjects());
    const warmUp = list.find((project) => project.time_status === 1);
    if (warmUp)
      await expect(
        user.call((api) => api.subscribeIeoProject({ project_id: warmUp.id!, amount: '1000' })),
      ).rejects.toMatchObject({ message: 'The item is not on sale or has ended' });
    const ended = list.find((project) => project.time_status === 3)!;
    await expect(
      user.call((api) => api.subscribeIeoProject({ project_id: ended.id!, amount: '1000' })),
    ).rejects.toMatchObject({
      message: 'The item is not on sale or has ended',
    });
  });
});

describe('copy trading', () => {
  const MINUTE = 60_000;
  const copies = async (session: Session) =>
    (await session.call((api) => api.listFuturesOrders({ status: -1 }))).message.data.filter(
      (position) => position.order_type === 2,
    );
  /**
   * Moves the clock a minute at a time until a copy of the trader's next position is open: a trader opens one
   * every `everyMinutes` (12 for 2051, 17 for 3307, on a schedule of its own) and holds it at least 10 minutes,
   * so one shows within that many minutes, whatever the instant the follow started at.
   */
  const nextOpenCopy = async (session: Session, everyMinutes: number) => {
    for (let minute = 0; minute <= everyMinutes + 1; minute += 1) {
      const open = (await copies(session)).find((position) => position.status === 1);
      if (open) return open;
      await sandbox.control.advance(MINUTE);
    }
    throw new Error(`no copied position opened within ${everyMinutes} minutes`);
  };

  it('following copies the trader’s new positions into my futures account, and closes them when the trader does', async () => {
    const follower = await sandbox.session();
    await follower.listen();
    const { data: traders } = await follower.call((api) => api.listCopyTraders());
    const trader = traders[0];
    expect(trader).toMatchObject({ id: 2051, is_followed: false });
    await follower.call((api) => api.followCopyTrader({ trader_user_id: trader.id, number: 2, type: 2 }));
    expect((await follower.call((api) => api.getCopyTrader({ trader_user_id: trader.id }))).is_followed).toBe(true);

    const copy = await nextOpenCopy(follower, 12);
    expect(copy).toMatchObject({ status: 1, share: 2, follow_user_id: 2051, is_self_hold: 0 });
    expect(copy.follow_order_id).toBeGreaterThan(0);

    // within 90 minutes the trader has closed it, and my copy closes with it
    await sandbox.control.advance(95 * MINUTE);
    const closed = (await copies(follower)).find((position) => position.id === copy.id)!;
    expect(closed.status).toBe(3);
    const pushed = follower.events.find(
      (entry) => entry.event === 'lever_closed' && entry.payload.reason === 'trader_closed',
    );
    expect((pushed?.payload.id as number[]) ?? []).toContain(copy.id);
  });

  it('copies every position the trader opened while I followed, even one opened and closed within one move of the clock', async () => {
    const follower = await sandbox.session();
    const followedAt = (await sandbox.control.stats()).clock.now;
    await follower.call((api) => api.followCopyTrader({ trader_user_id: 2051, number: 1, type: 2 }));
    // 4 hours at once: the trader opened 20 positions, held 10 to 90 minutes, most of them closed by now
    await sandbox.control.advance(240 * MINUTE);
    const mine = [];
    for (let page = 1; page <= 3; page += 1) {
      const { data } = (await follower.call((api) => api.listFuturesOrders({ status: -1, page }))).message;
      mine.push(...data);
    }
    const history = await follower.call((api) => api.listCopyTraderHistory({ trader_user_id: 2051 }));
    const closedWhileFollowed = history.data.filter((trade) => trade.create_time * 1000 > followedAt);
    expect(closedWhileFollowed.length).toBeGreaterThanOrEqual(10);
    for (const trade of closedWhileFollowed) {
      const copy = mine.find((position) => position.follow_order_id === trade.id);
      expect(copy, `the copy of the trader's position ${trade.id}`).toMatchObject({ status: 3, follow_user_id: 2051 });
    }
  });

  it('a copy made self-hold stays open when the trader closes; cancelling stops new copies', async () => {
    const follower = await sandbox.session();
    await follower.call((api) => api.followCopyTrader({ trader_user_id: 3307, number: 1, type: 2 }));
    const copy = await nextOpenCopy(follower, 17);
    await follower.call((api) => api.convertCopiedPositionToSelfHold({ transaction_id: copy.id }));
    await follower.call((api) => api.unfollowCopyTrader({ follow_user_id: 3307 }));
    const copied = (await copies(follower)).length;
    await sandbox.control.advance(100 * MINUTE);
    const after = await copies(follower);
    expect(after.find((position) => position.id === copy.id)).toMatchObject({ status: 1, is_self_hold: 1 });
    expect(after).toHaveLength(copied);
  });

  it('lists the copies apart from my own orders (order_type), a page as long as asked', async () => {
    const follower = await sandbox.session();
    await follower.call((api) =>
      api.openFuturesPosition({ currency_id: 1, legal_id: USDT, type: 1, share: 1, multiple: 10 }),
    );
    await follower.call((api) => api.followCopyTrader({ trader_user_id: 2051, number: 1, type: 2 }));
    const copy = await nextOpenCopy(follower, 12);
    const orders = async (order_type: 0 | 1 | 2) =>
      (await follower.call((api) => api.listFuturesOrders({ status: -1, order_type, limit: 50 }))).message.data;
    const [all, own, copied] = [await orders(0), await orders(1), await orders(2)];
    expect(copied.map((position) => position.id)).toContain(copy.id);
    expect(copied.every((position) => position.order_type === 2)).toBe(true);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((position) => position.order_type === 1)).toBe(true);
    expect(all).toHaveLength(own.length + copied.length);
    const page = (await follower.call((api) => api.listFuturesOrders({ status: -1, limit: 1 }))).message;
    expect(page).toMatchObject({ per_page: 1, total: all.length });
    expect(page.data).toHaveLength(1);
  });

  it('follows at most 2 traders, never the same one twice', async () => {
    const follower = await sandbox.session();
    await follower.call((api) => api.followCopyTrader({ trader_user_id: 2051, number: 1.5, type: 1 }));
    await expect(
      follower.call((api) => api.followCopyTrader({ trader_user_id: 2051, number: 1, type: 1 })),
    ).rejects.toMatchObject({
      message: 'You already follow this trader',
    });
    await follower.call((api) => api.followCopyTrader({ trader_user_id: 3307, number: 1, type: 1 }));
    await expect(
      follower.call((api) => api.followCopyTrader({ trader_user_id: 4012, number: 1, type: 1 })),
    ).rejects.toMatchObject({
      message: 'You can follow at most 2 traders at a time',
    });
  });

  it('a trader’s history shows closed positions at prices near the market', async () => {
    const history = await user.call((api) => api.listCopyTraderHistory({ trader_user_id: 2051 }));
    expect(history.data.length).toBeGreaterThan(0);
    for (const position of history.data) {
      expect(position.status).toBe(3);
      const price = new Big(
        (await user.call((api) => api.listQuotations()))[0].quotation.find(
          (row) => row.currency_name === position.symbol.split('/')[0],
        )!.now_price,
      );
      expect(new Big(position.price).div(price).minus(1).abs().lt('0.02')).toBe(true);
    }
  });
});
