/**
 * A conversion at a locked quote, through the generated client: the quote states what an amount pays and
 * receives, the conversion with its id moves exactly that (to the last decimal, though the market moved), once;
 * an expired, used, another user's or unknown quote is refused in the user's language and nothing changes.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { balancesOf } from './balances.ts';
import { useSandbox, useSession, type Session } from './harness.ts';
import { BTC, USDT } from './coins.ts';

const LOCK_MS = 30_000;
const REPEAT_PAUSE_MS = 3_000;
// the clock moves only when a test moves it: a quote's expiry is then exactly 30 seconds after the instant read
const sandbox = useSandbox({ ticksPerSecond: 0.001, frozenClock: true });
const user = useSession(sandbox);

const quote = (session: Session, number?: string) =>
  session.call((api) => api.getConversionQuote({ from_currency_id: USDT, to_currency_id: BTC, number }));
const convert = (session: Session, number: string, quote_id?: string) =>
  session.call((api) => api.convertCoin({ number, from_currency_id: USDT, to_currency_id: BTC, quote_id }));
const spot = async (session: Session) => {
  const { change } = await balancesOf(session);
  return { usdt: change[USDT].balance, btc: change[BTC].balance };
};

describe('conversion quotes', () => {
  it('states what the amount pays and receives, locked for 30 seconds', async () => {
    const now = await sandbox.now();
    const answer = await quote(user, '500');
    expect(answer).toMatchObject({ number: '500', fee: '0.2', fee_amount: '1', expires_in: 30 });
    expect(answer.quote_id).toMatch(/^Q\d+$/);
    expect(answer.expires_at).toBe(Math.floor((now + LOCK_MS) / 1000));
    const received = new Big(500).times(answer.form_price).div(answer.to_price).round(8, Big.roundDown);
    expect(answer.received).toBe(received.toFixed());
    expect((await quote(user)).quote_id).not.toBe(answer.quote_id);
  });

  it('converts at exactly the quote though the market moved, and only once', async () => {
    await sandbox.control.advance(REPEAT_PAUSE_MS);
    const locked = await quote(user, '500');
    const before = await spot(user);
    await sandbox.control.setPrice('BTC/USDT', new Big(locked.to_price).times(1.05).round(2).toNumber());
    await expect(convert(user, '500', locked.quote_id)).resolves.toBe('Asset exchange succeeded!');
    const after = await spot(user);
    expect(after.usdt.toFixed()).toBe(before.usdt.minus('500').minus(locked.fee_amount!).toFixed());
    expect(after.btc.toFixed()).toBe(before.btc.plus(locked.received!).toFixed());

    await sandbox.control.advance(REPEAT_PAUSE_MS);
    await expect(convert(user, '500', locked.quote_id)).rejects.toMatchObject({
      kind: 'business',
      message: 'This quote cannot be used. Get a new quote.',
    });
    expect(await spot(user)).toEqual(after);
  });

  it('refuses an expired quote in the user’s language and changes nothing', async () => {
    const japanese = await sandbox.session({ lang: 'jp' });
    const locked = await quote(japanese, '100');
    const before = await spot(japanese);
    await sandbox.control.advance(LOCK_MS);
    await expect(convert(japanese, '100', locked.quote_id)).rejects.toMatchObject({
      kind: 'business',
      message: 'この見積もりは有効期限が切れました。新しい見積もりを取得してください。',
    });
    expect(await spot(japanese)).toEqual(before);
    const fresh = await quote(japanese, '100');
    await expect(convert(japanese, '100', fresh.quote_id)).resolves.toBe('両替が完了しました');
    expect((await spot(japanese)).btc.toFixed()).toBe(before.btc.plus(fresh.received!).toFixed());
  });

  it('refuses another user’s quote, an unknown one and one for another amount or coin', async () => {
    const other = await sandbox.session();
    await sandbox.control.advance(REPEAT_PAUSE_MS);
    const mine = await quote(user, '50');
    const before = await spot(other);
    const refused = { kind: 'business', message: 'This quote cannot be used. Get a new quote.' };
    await expect(convert(other, '50', mine.quote_id)).rejects.toMatchObject(refused);
    await expect(convert(other, '50', 'Q999999999')).rejects.toMatchObject(refused);
    await expect(convert(user, '51', mine.quote_id)).rejects.toMatchObject(refused);
    await expect(
      user.call((api) =>
        api.convertCoin({ number: '50', from_currency_id: USDT, to_currency_id: 2, quote_id: mine.quote_id }),
      ),
    ).rejects.toMatchObject(refused);
    expect(await spot(other)).toEqual(before);
    // still the user's, unused, for its own amount
    await expect(convert(user, '50', mine.quote_id)).resolves.toBe('Asset exchange succeeded!');
  });

  it('still converts at the live price for a client that sends no quote', async () => {
    await sandbox.control.advance(REPEAT_PAUSE_MS);
    const before = await spot(user);
    await expect(convert(user, '10')).resolves.toBe('Asset exchange succeeded!');
    expect((await spot(user)).usdt.toFixed()).toBe(before.usdt.minus('10.02').toFixed());
  });
});
