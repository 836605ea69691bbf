/**
 * The account's own rewards, answered by the sandbox: the invitation code stays the account's and a friend who
 * registers with it is counted (verified friends earn the inviter a share of their fees); the VIP programme shows
 * the level getUserInfo shows; coupons are seeded per account, expire on the mock's clock, and using one does what
 * it gives once, while a used, expired or foreign coupon is refused and changes nothing.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { useSandbox, type Session } from './harness.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001 });
const DAY_MS = 86_400_000;

const usdtOfSpot = async (user: Session) =>
  new Big((await user.call((api) => api.getWalletDetail({ currency: 3, type: 'change' }))).change_balance ?? '0');

describe('invitations', () => {
  it('the code is the account’s, the same on every read, and a friend registering with it is counted', async () => {
    const inviter = await sandbox.session();
    const first = await inviter.call((api) => api.getInviteOverview());
    expect(await inviter.call((api) => api.getInviteOverview())).toEqual(first);
    expect(first.extension_code).toBe((await inviter.call((api) => api.getUserInfo())).extension_code);
    expect(first.invite_url).toContain(`code=${first.extension_code}`);
    expect(first).toMatchObject({ invited_count: 0, verified_count: 0, rebate_total: '0.0000', invited_users: [] });

    const friend = await sandbox.register(`friend${process.pid}@example.com`, first.extension_code.toLowerCase());
    const invited = await inviter.call((api) => api.getInviteOverview());
    expect(invited).toMatchObject({ extension_code: first.extension_code, invited_count: 1, verified_count: 0 });
    expect(invited.invited_users).toEqual([
      { account: expect.stringMatching(/^fr\*+@example\.com$/), is_realname: 1, time: expect.any(String) },
    ]);

    // verified, the friend trades: the inviter earns the rebate rate of the fee the friend paid
    await friend.call((api) =>
      api.submitVerification({ real_type: 1, id_type: 1, name: 'Ada King', card_id: 'AK1815121' }),
    );
    await sandbox.control.advance(11_000);
    await friend.call((api) => api.submitSpotOrder({ amount: '0.01', currency_id: 2, legal_id: 3, type: 1 }));
    const fees = (await friend.call((api) => api.listWalletLedger({ currency: 3, type: 2 }))).list;
    expect(fees.length).toBeGreaterThan(0);
    const rebated = await inviter.call((api) => api.getInviteOverview());
    expect(rebated).toMatchObject({ invited_count: 1, verified_count: 1 });
    expect(new Big(rebated.rebate_total).gt(0)).toBe(true);
    expect(rebated.rebate_today).toBe(rebated.rebate_total);
    // nobody else's counts moved
    expect((await (await sandbox.session()).call((api) => api.getInviteOverview())).invited_count).toBe(0);
  });
});

describe('VIP levels', () => {
  it('every level with its benefits in the reader’s language, the user at the level getUserInfo shows', async () => {
    const user = await sandbox.session({ lang: 'jp' });
    const vip = await user.call((api) => api.getVipLevels());
    expect(vip.user_level).toBe((await user.call((api) => api.getUserInfo())).user_level);
    expect(vip.levels.map((level) => level.level)).toEqual([0, 1, 2, 3]);
    expect(vip.levels[1].benefits).toEqual(['取引手数料10%割引', '出金の優先処理']);
    expect(new Big(vip.total_assets).gt(0)).toBe(true);
    expect(await user.call((api) => api.getVipLevels())).toEqual(vip);
  });
});

describe('coupons', () => {
  it('seeded per account: the same on every read, filtered by state, paged, soonest to expire first', async () => {
    const user = await sandbox.session();
    const all = await user.call((api) => api.listCoupons({}));
    expect(await user.call((api) => api.listCoupons({}))).toEqual(all);
    expect(all.total).toBe(6);
    const expiries = all.data.map((coupon) => coupon.expire_time);
    expect(expiries).toEqual([...expiries].sort());
    const counts = [0, 1, 2].map((status) => all.data.filter((coupon) => coupon.status === status).length);
    expect(counts).toEqual([4, 1, 1]);
    const unused = await user.call((api) => api.listCoupons({ status: 0 }));
    expect(unused.data.every((coupon) => coupon.status === 0)).toBe(true);
    const second = await user.call((api) => api.listCoupons({ page: 2, limit: 4 }));
    expect(second).toMatchObject({ page: 2, pages: 2, total: 6 });
    expect(second.data).toEqual(all.data.slice(4));
    const other = await (await sandbox.session()).call((api) => api.listCoupons({}));
    expect(other.data.map((coupon) => coupon.id)).not.toEqual(all.data.map((coupon) => coupon.id));
  });

  it('a voucher for every scene credits the spot account once, with a ledger row and a balance_change', async () => {
    const user = await sandbox.session({ lang: 'jp' });
    await user.listen();
    const welcome = (await user.call((api) => api.listCoupons({ status: 0 }))).data.find((c) => c.scene === 'all')!;
    const before = await usdtOfSpot(user);
    const answer = await user.call((api) => api.useCoupon({ id: welcome.id }));
    expect(answer).toBe(`クーポンを使用しました：${welcome.amount} USDT を現物口座に入金しました`);
    expect((await usdtOfSpot(user)).minus(before).toFixed()).toBe(welcome.amount);
    const used = (await user.call((api) => api.listCoupons({ status: 1 }))).data.map((coupon) => coupon.id);
    expect(used).toContain(welcome.id);
    const ledger = (await user.call((api) => api.listWalletLedger({ currency: 3, type: 2 }))).list;
    expect(ledger[0]).toMatchObject({ info: 'クーポン', value: new Big(welcome.amount).toFixed(8) });
    await expect
      .poll(() => user.events.find((event) => event.event === 'balance_change')?.payload)
      .toMatchObject({ reason: 'coupon' });

    // used once: the second use is refused and nothing moves
    const after = await usdtOfSpot(user);
    await expect(user.call((api) => api.useCoupon({ id: welcome.id }))).rejects.toMatchObject({
      kind: 'business',
      message: 'このクーポンは使用済みです',
    });
    expect((await usdtOfSpot(user)).eq(after)).toBe(true);
  });

  it('a trading coupon is armed; an expired, a foreign or an unknown coupon is refused and changes nothing', async () => {
    const [owner, stranger] = [await sandbox.session(), await sandbox.session()];
    const coupons = (await owner.call((api) => api.listCoupons({}))).data;
    const trial = coupons.find((coupon) => coupon.status === 0 && coupon.scene === 'futures')!;
    await expect(owner.call((api) => api.useCoupon({ id: trial.id }))).resolves.toBe('Coupon activated');
    const expired = coupons.find((coupon) => coupon.status === 2)!;
    await expect(owner.call((api) => api.useCoupon({ id: expired.id }))).rejects.toMatchObject({
      message: 'This coupon has expired',
    });
    const foreign = coupons.find((coupon) => coupon.status === 0 && coupon.id !== trial.id)!;
    const before = await stranger.call((api) => api.listCoupons({}));
    await expect(stranger.call((api) => api.useCoupon({ id: foreign.id }))).rejects.toMatchObject({
      message: 'Coupon not found',
    });
    await expect(stranger.call((api) => api.useCoupon({ id: 999_999 }))).rejects.toMatchObject({
      message: 'Coupon not found',
    });
    expect(await stranger.call((api) => api.listCoupons({}))).toEqual(before);
    expect((await owner.call((api) => api.listCoupons({}))).data.find((c) => c.id === foreign.id)?.status).toBe(0);
  });

  it('a spot fee discount armed cuts the fee of the next spot fill only', async () => {
    const user = await sandbox.session();
    const discount = (await user.call((api) => api.listCoupons({ status: 0 }))).data.find((c) => c.scene === 'spot')!;
    await user.call((api) => api.useCoupon({ id: discount.id }));
    const buy = async () => {
      await user.call((api) => api.submitSpotOrder({ amount: '0.01', currency_id: 2, legal_id: 3, type: 1 }));
      const [order] = await user.call((api) => api.listSpotOrders({ status: 2 }));
      return new Big(order.charge_fee).div(new Big(order.trade_price).times(order.trade_amount));
    };
    const rate = new Big('0.001');
    expect((await buy()).toFixed(6)).toBe(
      rate
        .times(100 - Number(discount.discount))
        .div(100)
        .toFixed(6),
    );
    expect((await buy()).toFixed(6)).toBe(rate.toFixed(6));
  });

  it('expire on the mock’s clock', async () => {
    const user = await sandbox.session();
    const unused = (await user.call((api) => api.listCoupons({ status: 0 }))).total;
    await sandbox.control.advance(41 * DAY_MS);
    expect((await user.call((api) => api.listCoupons({ status: 0 }))).total).toBe(0);
    expect((await user.call((api) => api.listCoupons({ status: 2 }))).total).toBe(unused + 1);
  });
});
