/**
 * A dual investment purchase at a locked quote, through the generated client: the quote states what the shares
 * cost and what either outcome pays back; the purchase with its id charges exactly that and holds the quoted days
 * (to the last decimal, though the coin's price moved), once; an expired, used, another user's quote or one for
 * other shares is refused in the user's language and nothing is bought.
 */
import Big from 'big.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { balancesOf } from './balances.ts';
import { useSandbox, useSession, type Session } from './harness.ts';
import { ETH, USDT } from './coins.ts';

const LOCK_MS = 30_000;
/** A second purchase within 5 seconds is refused: each purchase here waits that long first. */
const PURCHASE_PAUSE_MS = 5_000;
// the clock moves only when a test moves it: a quote's expiry is then exactly 30 seconds after the instant read
const sandbox = useSandbox({ ticksPerSecond: 0.001, frozenClock: true });
const user = useSession(sandbox);
let put: { id: number; rate: string; exercise_price: string };

const quote = (session: Session, num: number) => session.call((api) => api.getDualQuote({ id: put.id, num }));
const buy = (session: Session, num: number, quote_id?: string) =>
  session.call((api) => api.buyDualProduct({ id: put.id, num, quote_id }));
const usdt = async (session: Session) => (await balancesOf(session)).change[USDT];
const orders = async (session: Session) => (await session.call((api) => api.listMyDualOrders({}))).list;

beforeAll(async () => {
  const { dual_currencys: puts } = await user.call((api) => api.listDualProducts({ type: 'put', currency_id: ETH }));
  put = puts.find((product) => product.status === '1')!;
}, 60_000);

describe('dual investment quotes', () => {
  it('state what the shares cost and pay back, locked for 30 seconds', async () => {
    const now = await sandbox.now();
    const answer = await quote(user, 3);
    expect(answer).toMatchObject({ id: put.id, num: 3, share_currency: 'USDT', expires_in: 30 });
    expect(answer.quote_id).toMatch(/^D\d+$/);
    expect(answer.expires_at).toBe(Math.floor((now + LOCK_MS) / 1000));
    expect(answer.amount).toBe(new Big(answer.share_price).times(3).toFixed());
    // section 9's mirror for a put: USDT back above the reference price, ETH bought at it otherwise
    const growth = new Big(answer.day).times(answer.rate).div(100).div(365).plus(1);
    expect(answer).toMatchObject({
      above_currency: 'USDT',
      above_amount: new Big(answer.amount).times(growth).round(8, Big.roundDown).toFixed(),
      below_currency: 'ETH',
      below_amount: new Big(answer.amount).div(answer.exercise_price).times(growth).round(8, Big.roundDown).toFixed(),
    });
    expect((await quote(user, 3)).quote_id).not.toBe(answer.quote_id);
  });

  it('charges exactly the quote though the price moved, holds its days, and is used once', async () => {
    const locked = await quote(user, 2);
    const before = await usdt(user);
    const price = new Big(locked.share_price).times(10);
    await sandbox.control.setPrice('ETH/USDT', price.times('0.9').round(2).toNumber());
    await sandbox.control.advance(LOCK_MS - 1000);
    await buy(user, 2, locked.quote_id);
    const after = await usdt(user);
    expect(after.lock.minus(before.lock).toFixed()).toBe(locked.amount);
    expect(before.balance.minus(after.balance).toFixed()).toBe(locked.amount);
    const [order] = await orders(user);
    expect(order).toMatchObject({ dual_id: put.id, number: 2, day: locked.day });
    expect(new Big(order.total).eq(locked.amount)).toBe(true);

    await sandbox.control.advance(PURCHASE_PAUSE_MS);
    await expect(buy(user, 2, locked.quote_id)).rejects.toMatchObject({
      kind: 'business',
      message: 'This quote cannot be used. Get a new quote.',
    });
    expect(await usdt(user)).toEqual(after);
  });

  it('refuses an expired quote in the user’s language and buys nothing', async () => {
    const japanese = await sandbox.session({ lang: 'jp' });
    const locked = await quote(japanese, 1);
    const before = await usdt(japanese);
    await sandbox.control.advance(LOCK_MS);
    await expect(buy(japanese, 1, locked.quote_id)).rejects.toMatchObject({
      kind: 'business',
      message: 'この見積もりは有効期限が切れました。新しい見積もりを取得してください。',
    });
    expect(await usdt(japanese)).toEqual(before);
    expect(await orders(japanese)).toEqual([]);
    const fresh = await quote(japanese, 1);
    await buy(japanese, 1, fresh.quote_id);
    expect(before.balance.minus((await usdt(japanese)).balance).toFixed()).toBe(fresh.amount);
  });

  it('refuses another user’s quote, an unknown one and one for other shares', async () => {
    const other = await sandbox.session();
    await sandbox.control.advance(PURCHASE_PAUSE_MS);
    const mine = await quote(user, 1);
    const before = await usdt(user);
    for (const attempt of [
      () => buy(other, 1, mine.quote_id),
      () => buy(user, 2, mine.quote_id),
      () => buy(user, 1, 'D999999'),
    ])
      await expect(attempt()).rejects.toMatchObject({
        kind: 'business',
        message: 'This quote cannot be used. Get a new quote.',
      });
    expect(await usdt(user)).toEqual(before);
    expect(await orders(other)).toEqual([]);
  });

  it('is refused for a product not on sale, as the purchase is', async () => {
    await expect(user.call((api) => api.getDualQuote({ id: 999_999, num: 1 }))).rejects.toMatchObject({
      kind: 'business',
    });
  });
});
