/**
 * A user's funds as a person would move them, through the generated client against the running sandbox: a deposit
 * request, a transfer, a spot buy at market and a limit order, each seen at once where the user looks, with
 * balances right to the last decimal (big.js).
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { balancesOf } from './balances.ts';
import { useSandbox, useSession, type Session } from './harness.ts';
import { priceOf, quotationOf } from './quotations.ts';
import { BTC, USDT } from './coins.ts';

// the market moves only when a test moves it
const sandbox = useSandbox({ ticksPerSecond: 0.001 });
const user = useSession(sandbox);

/** Places a BTC limit order (type 1 buys, 2 sells) of `amount` at `factor` times the price now, cut to the cent. */
async function placeLimit(session: Session, type: 1 | 2, amount: string, factor: string) {
  const target_price = (await priceOf(session, BTC)).times(factor).round(2, Big.roundDown).toFixed(2);
  await session.call((api) => api.submitSpotOrder({ amount, target_price, currency_id: BTC, legal_id: USDT, type }));
}

describe('funds', () => {
  it('a deposit request is listed as pending, credits nothing until approved, then credits the spot account', async () => {
    const before = await balancesOf(user);
    await expect(
      user.call((api) =>
        api.submitDepositRequest({
          account: '/upload/1785312345123456.png',
          amount: '500.25',
          currency: USDT,
          type: 0,
        }),
      ),
    ).resolves.toBe('Application submitted');
    const records = await user.call((api) => api.listDepositRecords());
    expect(records.total).toBe(1);
    expect(records.data[0]).toMatchObject({ amount: '500.25', status: 1, currency_name: 'USDT', updated_at: null });
    expect((await balancesOf(user)).change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.toFixed());

    await sandbox.control.raw('POST', '/review', { kind: 'deposit', id: records.data[0].id, decision: 'approve' });
    const after = await balancesOf(user);
    expect(after.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.plus('500.25').toFixed());
    expect((await user.call((api) => api.listDepositRecords())).data[0].status).toBe(2);
    const ledger = await user.call((api) => api.listWalletLedger({ currency: USDT, type: 2 }));
    expect(ledger.list[0]).toMatchObject({
      value: '500.25000000',
      info: 'Deposit',
      transaction_info: '币币',
      wallet_type: 'change',
    });
  });

  it('a transfer moves the exact amount between two accounts, listed as two entries', async () => {
    const before = await balancesOf(user);
    await expect(
      user.call((api) =>
        api.transferBetweenAccounts({
          currency_id: USDT,
          number: '200.123456',
          from_field: 'change',
          to_field: 'lever',
        }),
      ),
    ).resolves.toBe('Transfer successful');
    const after = await balancesOf(user);
    expect(after.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.minus('200.123456').toFixed());
    expect(after.lever[USDT].balance.toFixed()).toBe(before.lever[USDT].balance.plus('200.123456').toFixed());
    const history = await user.call((api) => api.listAccountTransfers());
    expect(history.data.slice(0, 2).map((row) => [row.value, row.info, row.transaction_info, row.wallet_type])).toEqual(
      [
        ['200.12345600', 'Transfer in', '合约', 'lever'],
        ['-200.12345600', 'Transfer out', '币币', 'change'],
      ],
    );
  });

  it('refuses what a real exchange refuses, in the language of the request', async () => {
    const all = (await balancesOf(user)).change[USDT].balance;
    await expect(
      user.call((api) =>
        api.transferBetweenAccounts(
          { currency_id: USDT, number: all.plus(1).toFixed(), from_field: 'change', to_field: 'micro' },
          { lang: 'jp' },
        ),
      ),
    ).rejects.toMatchObject({ kind: 'business', message: '残高が不足しています' });
    await expect(
      user.call((api) =>
        api.transferBetweenAccounts({ currency_id: USDT, number: '1', from_field: 'micro', to_field: 'micro' }),
      ),
    ).rejects.toMatchObject({ message: 'Choose two different accounts' });
    // with a futures position open, nothing leaves the futures account
    await user.call((api) =>
      api.openFuturesPosition({ currency_id: BTC, legal_id: USDT, type: 1, share: 1, multiple: 10 }),
    );
    await expect(
      user.call((api) =>
        api.transferBetweenAccounts({ currency_id: USDT, number: '1', from_field: 'lever', to_field: 'change' }),
      ),
    ).rejects.toMatchObject({ message: 'You have futures trades in progress and cannot perform this operation' });
    await user.call((api) => api.closeAllFuturesPositions({ type: 0 }));
  });
});

describe('spot', () => {
  it('a market buy fills at the model price: the coin is credited, the quote and the 0.1 % fee debited, exactly', async () => {
    const before = await balancesOf(user);
    await user.call((api) => api.submitSpotOrder({ amount: '0.0125', currency_id: BTC, legal_id: USDT, type: 1 }));
    const [order] = await user.call((api) => api.listSpotOrders({ status: 2 }));
    const quotation = await quotationOf(user, BTC);
    expect(order).toMatchObject({ symbol: 'BTC/USDT', type: 1, status: 2, trade_amount: '0.01250000' });
    expect(new Big(order.trade_price).eq(quotation.now_price)).toBe(true);
    const cost = new Big(order.trade_price).times('0.0125');
    expect(order.charge_fee).toBe(cost.times('0.001').round(8, Big.roundDown).toFixed(8));
    const after = await balancesOf(user);
    expect(after.change[BTC].balance.toFixed()).toBe(before.change[BTC].balance.plus('0.0125').toFixed());
    expect(after.change[USDT].balance.toFixed()).toBe(
      before.change[USDT].balance.minus(cost).minus(order.charge_fee).toFixed(),
    );
  });

  it('a limit buy rests with its cost frozen, and fills at its price once the market comes down to it', async () => {
    const before = await balancesOf(user);
    const price = await priceOf(user, BTC);
    const limit = price.times('0.99').round(2, Big.roundDown);
    await user.call((api) =>
      api.submitSpotOrder({
        amount: '0.02',
        target_price: limit.toFixed(2),
        currency_id: BTC,
        legal_id: USDT,
        type: 1,
      }),
    );
    const [pending] = await user.call((api) => api.listSpotOrders({ status: 1 }));
    expect(pending).toMatchObject({ status: 1, target_price: limit.toFixed(8), trade_price: '0.00000000' });
    const frozen = limit.times('0.02').times('1.001');
    const resting = await balancesOf(user);
    expect(resting.change[USDT].lock.toFixed()).toBe(before.change[USDT].lock.plus(frozen).toFixed());
    expect(resting.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.minus(frozen).toFixed());
    // the order says what of the frozen amount is its fee, and has been charged none yet
    expect(pending.frozen_fee).toBe(limit.times('0.02').times('0.001').toFixed(8));
    expect(new Big(pending.frozen_fee!).plus(limit.times('0.02')).toFixed()).toBe(frozen.toFixed());
    expect(pending.charge_fee).toBe('0.00000000');

    await sandbox.control.setPrice('BTC/USDT', Number(limit.times('0.998').toFixed(2)));
    const [filled] = await user.call((api) => api.listSpotOrders({ currency_id: BTC, legal_id: USDT }));
    expect(filled).toMatchObject({
      id: pending.id,
      status: 2,
      trade_price: limit.toFixed(8),
      frozen_fee: '0.00000000',
    });
    const cost = limit.times('0.02');
    const after = await balancesOf(user);
    expect(after.change[USDT].lock.toFixed()).toBe(before.change[USDT].lock.toFixed());
    expect(after.change[USDT].balance.toFixed()).toBe(
      before.change[USDT].balance.minus(cost).minus(filled.charge_fee).toFixed(),
    );
    expect(after.change[BTC].balance.toFixed()).toBe(before.change[BTC].balance.plus('0.02').toFixed());
  });

  it('a cancelled limit sell gives back the frozen coins and moves from the pending list to the history, cancelled, none of it filled; a second cancel is refused', async () => {
    const before = await balancesOf(user);
    await placeLimit(user, 2, '0.01', '1.2');
    const [pending] = await user.call((api) => api.listSpotOrders({ status: 1 }));
    expect((await balancesOf(user)).change[BTC].lock.toFixed()).toBe(before.change[BTC].lock.plus('0.01').toFixed());
    // a sell's fee comes out of what it receives: it froze coins, no fee
    expect(pending.frozen_fee).toBe('0.00000000');
    await user.call((api) => api.cancelSpotOrder({ id: pending.id }));
    expect(await user.call((api) => api.listSpotOrders({ status: 1 }))).toEqual([]);
    const [cancelled] = await user.call((api) => api.listSpotOrders({ history: 1 }));
    expect(cancelled).toMatchObject({
      id: pending.id,
      status: 3,
      trade_amount: '0.01000000',
      filled_amount: '0.00000000',
      frozen_fee: '0.00000000',
    });
    expect((await user.call((api) => api.listSpotOrders({ status: 3 }))).map((order) => order.id)).toEqual([
      pending.id,
    ]);
    const after = await balancesOf(user);
    expect(after.change[BTC].lock.toFixed()).toBe(before.change[BTC].lock.toFixed());
    expect(after.change[BTC].balance.toFixed()).toBe(before.change[BTC].balance.toFixed());
    await expect(user.call((api) => api.cancelSpotOrder({ id: pending.id }))).rejects.toBeTruthy();
  });

  it('every socket of the user hears a limit order placed (a second tab lists it); a market order, its fill alone', async () => {
    const trader = await sandbox.session();
    // two tabs of one browser: one session, two sockets
    await trader.listen();
    await trader.listen();
    const pushes = (action: string) =>
      trader.events.filter(({ event, payload }) => event === 'spot_order' && payload.action === action);
    await placeLimit(trader, 1, '0.001', '0.9');
    const [pending] = await trader.call((api) => api.listSpotOrders({ status: 1 }));
    await expect.poll(() => pushes('placed').length).toBe(2);
    for (const { payload } of pushes('placed')) expect(payload.data).toEqual(pending);

    await trader.call((api) => api.submitSpotOrder({ amount: '0.001', currency_id: BTC, legal_id: USDT, type: 1 }));
    await expect.poll(() => pushes('filled').length).toBe(2);
    expect(pushes('placed')).toHaveLength(2);
  });

  it('the quotation list names the precision and minimum the spot orders are held to', async () => {
    const btc = await quotationOf(user, BTC);
    expect(btc).toMatchObject({ price_precision: 2, amount_precision: 4, min: '0.0001' });
  });

  it('refuses a sell of more than the user holds, and an amount finer than the pair allows', async () => {
    await expect(
      user.call((api) => api.submitSpotOrder({ amount: '1000', currency_id: BTC, legal_id: USDT, type: 2 })),
    ).rejects.toMatchObject({ message: 'Insufficient balance' });
    await expect(
      user.call((api) => api.submitSpotOrder({ amount: '0.000001', currency_id: BTC, legal_id: USDT, type: 1 })),
    ).rejects.toMatchObject({ message: 'Please enter a correct number' });
  });
});
