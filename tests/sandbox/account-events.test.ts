/**
 * The socket events that follow the account's state (x-mock-trigger: account in the realtime contract), each
 * driven through the generated client, and the calls added for the remaining screens: a pending futures order
 * cancelled, a withdrawal record's detail, the stock account, the traders I follow.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { balancesOf } from './balances.ts';
import { instantOfText, eventually, FUND_PASSWORD, useSandbox, type Session } from './harness.ts';
import { priceOf } from './quotations.ts';
import { USDT } from './coins.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001 });

const pushed = (session: Session, event: string) =>
  eventually(() => session.events.find((entry) => entry.event === event), `the ${event} push`);

describe('events of the account', () => {
  it('spot_order when an order fills', async () => {
    const user = await sandbox.session();
    await user.listen();
    await user.call((api) => api.submitSpotOrder({ amount: '0.01', currency_id: 2, legal_id: USDT, type: 1 }));
    const event = await pushed(user, 'spot_order');
    const [order] = await user.call((api) => api.listSpotOrders());
    expect(event.payload).toMatchObject({ action: 'filled', data: order });
  });

  it('deposit_result and withdraw_result when the exchange reviews them; a withdrawal record in detail', async () => {
    const user = await sandbox.session();
    await user.listen();
    await user.call((api) =>
      api.submitDepositRequest({ account: '/upload/proof.png', amount: '300', currency: USDT, type: 0 }),
    );
    const [deposit] = (await user.call((api) => api.listDepositRecords())).data;
    await sandbox.control.raw('POST', '/review', { kind: 'deposit', id: deposit.id, decision: 'approve' });
    expect((await pushed(user, 'deposit_result')).payload.data).toMatchObject({ id: deposit.id, status: 2 });

    const before = await balancesOf(user);
    await sandbox.setFundPassword(user);
    const code = await sandbox.sendCode(user.login, 'withdraw', user);
    await user.call((api) =>
      api.submitWithdrawal({
        currency: USDT,
        number: '150',
        type: 0,
        rate: '1',
        address: 'TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8e',
        pay_password: FUND_PASSWORD,
        code,
      }),
    );
    const [withdrawal] = (await user.call((api) => api.listWithdrawalRecords())).data;
    expect(withdrawal).toMatchObject({
      number: '150.00000000',
      status: 1,
      rate: '1.00000000',
      real_number: '149.00000000',
    });
    await sandbox.control.raw('POST', '/review', { kind: 'withdrawal', id: withdrawal.id, decision: 'approve' });
    const result = (await pushed(user, 'withdraw_result')).payload.data as Record<string, unknown>;
    expect(result).toMatchObject({ id: withdrawal.id, status: 2 });
    const detail = await user.call((api) => api.getWithdrawalRecord({ id: withdrawal.id }));
    expect(detail).toMatchObject({
      status: 2,
      address: 'TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8e',
      real_number: '149.00000000',
    });
    expect(detail.txid).toMatch(/^[0-9a-f]{64}$/);
    const after = await balancesOf(user);
    expect(after.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.minus(150).toFixed());
    const info = await user.call((api) => api.getWithdrawalInfo({ currency: USDT }));
    expect(info).toMatchObject({ withdraw_limit_24h: '200', limit_currency: 'BTC' });
    expect(new Big(info.withdrawn_24h!).gt(0)).toBe(true);
  });

  it('verification_result when the basic verification is approved', async () => {
    const grace = await sandbox.register('grace@example.com');
    await grace.listen();
    await grace.call((api) =>
      api.submitVerification({ real_type: 1, id_type: 1, name: 'Grace Hopper', card_id: 'GH1906120' }),
    );
    await sandbox.control.advance(11_000);
    expect((await pushed(grace, 'verification_result')).payload).toMatchObject({ real_type: 1, review_status: 2 });
  });

  it('session_revoked on the connections of a session a newer login ended', async () => {
    const first = await sandbox.session({ login: 'henry@example.com' });
    await first.listen();
    await sandbox.session({ login: 'henry@example.com' });
    expect((await pushed(first, 'session_revoked')).payload).toMatchObject({ reason: 'login_elsewhere' });
  });

  it('nft_outbid to the bidder overtaken, nft_auction_won to the winner, each in their own language', async () => {
    const [alice, bob] = [await sandbox.session({ lang: 'jp' }), await sandbox.session({ lang: 'en' })];
    await alice.listen();
    await bob.listen();
    const cube = (await alice.call((api) => api.listNftArtworks({ limit: 20 }))).find(
      (artwork) => artwork.pay_type === '2' && artwork.currency_name === 'USDT',
    )!;
    for (const bidder of [alice, bob]) await bidder.call((api) => api.payNftAuctionMargin({ code: cube.code }));
    await alice.call((api) => api.placeNftBid({ code: cube.code, price: new Big(cube.price).plus(20).toFixed(2) }));
    await bob.call((api) => api.placeNftBid({ code: cube.code, price: new Big(cube.price).plus(40).toFixed(2) }));
    // alice reads the artwork's Japanese name, though bob's English bid sent the push
    expect((await pushed(alice, 'nft_outbid')).payload).toMatchObject({
      code: cube.code,
      nft_name: cube.name,
      my_price: new Big(cube.price).plus(20).toFixed(2),
    });
    const inEnglish = (await bob.call((api) => api.listNftArtworks({ limit: 20 }))).find(
      (artwork) => artwork.code === cube.code,
    )!;
    expect(inEnglish.name).not.toBe(cube.name);
    const end = instantOfText(cube.end_time);
    await sandbox.control.advance(end - (await sandbox.control.stats()).clock.now + 1000);
    expect((await pushed(bob, 'nft_auction_won')).payload.data).toMatchObject({
      code: cube.code,
      name: inEnglish.name,
      is_pay: 0,
    });
  });
});

describe('calls of the remaining screens', () => {
  it('a pending futures order is cancelled: margin and fee back, status 4', async () => {
    const user = await sandbox.session();
    const before = await balancesOf(user);
    const price = await priceOf(user, 1);
    await user.call((api) =>
      api.openFuturesPosition({
        currency_id: 1,
        legal_id: USDT,
        type: 1,
        share: 1,
        multiple: 10,
        status: 0,
        target_price: price.times('0.95').toFixed(2),
      }),
    );
    const [pending] = (
      await user.call((api) => api.listOpenFuturesPositions({ currency_id: 1, legal_id: USDT, status: 0 }))
    ).order.data;
    expect(pending.status).toBe(0);
    await user.call((api) => api.cancelFuturesOrder({ id: pending.id }));
    const [cancelled] = (await user.call((api) => api.listFuturesOrders({ status: 4 }))).message.data;
    expect(cancelled.id).toBe(pending.id);
    const after = await balancesOf(user);
    expect(after.lever[USDT].balance.toFixed()).toBe(before.lever[USDT].balance.toFixed());
    expect(after.lever[USDT].lock.toFixed()).toBe(before.lever[USDT].lock.toFixed());
    await expect(user.call((api) => api.cancelFuturesOrder({ id: pending.id }))).rejects.toMatchObject({
      message: 'This order can no longer be cancelled',
    });
  });

  it('stocks trade on the stock account, which the asset overview lists', async () => {
    const user = await sandbox.session();
    const before = await balancesOf(user);
    await user.call((api) => api.submitSpotOrder({ amount: '2', currency_id: 8, legal_id: USDT, type: 1 }));
    const overview = await user.call((api) => api.getWalletOverview());
    const aapl = overview.stock_wallet!.balance.find((row) => row.currency_name === 'AAPL')!;
    expect(aapl.stock_balance).toBe('2.00000000');
    const [order] = await user.call((api) => api.listSpotOrders());
    const cost = new Big(order.trade_price).times(2).plus(order.charge_fee);
    const after = await balancesOf(user);
    expect(after.stock[USDT].balance.toFixed()).toBe(before.stock[USDT].balance.minus(cost).toFixed());
    expect(after.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.toFixed());
  });

  it('the traders I follow, with what the copies earned', async () => {
    const user = await sandbox.session();
    await user.call((api) => api.followCopyTrader({ trader_user_id: 2051, number: 1, type: 2, amount: '1000' }));
    const mine = await user.call((api) => api.listMyCopyTraders());
    expect(mine.data[0]).toMatchObject({
      follow_user_id: 2051,
      nickname: 'AlphaWave',
      type: 2,
      number: '1',
      amount: '1000',
      status: 1,
    });
    const positions = await user.call((api) => api.listCopyTraderPositions({ trader_user_id: 2051 }));
    for (const position of positions.data) expect(position.status).toBe(1);
  });
});
