/**
 * Futures and seconds options against the running sandbox, the market moved by the test: a position's P/L follows
 * the model price, a take-profit closes it by itself and the socket says so; an option settles at its expiry with
 * the result the price move implies, and the balances add up to the last decimal.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { balancesOf } from './balances.ts';
import { eventually, useSandbox, useSession } from './harness.ts';
import { priceOf } from './quotations.ts';
import { BTC, USDT } from './coins.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001 });
const user = useSession(sandbox, { listen: true });

/** A figure as the exchange's decimals keep it: 8 places, rounded down. */
const toScale = (value: Big) => value.round(8, Big.roundDown).toFixed(8);

const btcPrice = () => priceOf(user, BTC);

describe('futures', () => {
  it('opens a long at market: margin frozen, fee taken, the spread on the opening price', async () => {
    const before = await balancesOf(user);
    const price = await btcPrice();
    await user.call((api) =>
      api.openFuturesPosition({ currency_id: BTC, legal_id: USDT, type: 1, share: 2, multiple: 20 }),
    );
    const summary = await user.call((api) => api.listOpenFuturesPositions({ currency_id: BTC, legal_id: USDT }));
    const [position] = summary.order.data;
    // BTC/USDT in the contract's quotation list: 0.01 BTC a lot, fee 0.10 %, spread 0.50
    expect(position).toMatchObject({ type: 1, share: 2, number: '0.0200', multiple: 20, status: 1 });
    expect(position.origin_price).toBe(price.toFixed(2));
    expect(position.price).toBe(price.plus('0.5').toFixed(2));
    const margin = price.times('0.02').div(20).round(8, Big.roundUp);
    const fee = price.times('0.02').times('0.001').round(8, Big.roundUp);
    // to the ledger's last decimal (DB decimals, 8 places), never cut shorter than what moved
    expect(position.origin_caution_money).toBe(margin.toFixed(8));
    expect(position.trade_fee).toBe(fee.toFixed(8));
    const after = await balancesOf(user);
    const info = await user.call((api) => api.getFuturesTradeInfo({ currency_id: BTC, legal_id: USDT }));
    expect(info.user_lever).toBe(after.lever[USDT].balance.toFixed(8));
    expect(after.lever[USDT].lock.toFixed()).toBe(before.lever[USDT].lock.plus(margin).toFixed());
    expect(after.lever[USDT].balance.toFixed()).toBe(before.lever[USDT].balance.minus(margin).minus(fee).toFixed());
  });

  it('marks the position at the model price as it moves: P/L and risk rate follow', async () => {
    const price = await btcPrice();
    await sandbox.control.setPrice('BTC/USDT', Number(price.times('1.004').toFixed(2)));
    const moved = await btcPrice();
    const summary = await user.call((api) => api.listOpenFuturesPositions({ currency_id: BTC, legal_id: USDT }));
    const [position] = summary.order.data;
    expect(position.update_price).toBe(moved.toFixed(2));
    const profit = moved.minus(position.price).times(position.number);
    expect(position.profits).toBe(toScale(profit));
    expect(summary.profits).toBe(toScale(profit));
    const balance = (await balancesOf(user)).lever[USDT].balance;
    const margin = new Big(position.origin_caution_money);
    const hazard = balance.plus(margin).plus(profit).div(margin).times(100);
    expect(Number(summary.hazard_rate)).toBeCloseTo(Number(hazard.toFixed(2)), 1);
  });

  it('a take-profit closes the position by itself when the price reaches it, and the socket says so', async () => {
    const before = await balancesOf(user);
    const [position] = (await user.call((api) => api.listOpenFuturesPositions({ currency_id: BTC, legal_id: USDT })))
      .order.data;
    const takeProfit = (await btcPrice()).times('1.003').round(2, Big.roundUp);
    await expect(
      user.call((api) => api.setFuturesStopPrices({ id: position.id, target_profit_price: takeProfit.toFixed(2) })),
    ).resolves.toBe('Saved successfully');
    await expect(
      user.call((api) => api.setFuturesStopPrices({ id: position.id, stop_loss_price: takeProfit.toFixed(2) })),
    ).rejects.toMatchObject({ message: 'The stop-loss price must be below the current price' });

    const reached = takeProfit.plus(5);
    await sandbox.control.setPrice('BTC/USDT', Number(reached.toFixed(2)));
    const closed = await eventually(
      () => user.events.find((entry) => entry.event === 'lever_closed'),
      'the lever_closed push',
    );
    expect(closed.payload).toMatchObject({ reason: 'take_profit', id: [position.id] });
    const [row] = closed.payload.positions as Array<Record<string, string | number>>;
    const profit = reached.minus(position.price).times(position.number);
    expect(row).toMatchObject({ status: 3, update_price: reached.toFixed(2), fact_profits: toScale(profit) });

    expect(
      (await user.call((api) => api.listOpenFuturesPositions({ currency_id: BTC, legal_id: USDT }))).order.total,
    ).toBe(0);
    const history = await user.call((api) => api.listFuturesOrders({ status: 3 }));
    expect(history.message.data[0]).toMatchObject({ id: position.id, fact_profits: toScale(profit) });
    const after = await balancesOf(user);
    const margin = new Big(position.origin_price).times(position.number).div(position.multiple).round(8, Big.roundUp);
    expect(after.lever[USDT].lock.toFixed()).toBe(before.lever[USDT].lock.minus(margin).toFixed());
    expect(after.lever[USDT].balance.toFixed()).toBe(before.lever[USDT].balance.plus(margin).plus(profit).toFixed());
    expect(user.events.some((entry) => entry.event === 'balance_change' && entry.payload.reason === 'lever_stop')).toBe(
      true,
    );
  });

  it('a short is liquidated when its loss reaches its margin', async () => {
    await user.call((api) =>
      api.openFuturesPosition({ currency_id: BTC, legal_id: USDT, type: 2, share: 1, multiple: 100 }),
    );
    const [position] = (await user.call((api) => api.listOpenFuturesPositions({ currency_id: BTC, legal_id: USDT })))
      .order.data;
    await sandbox.control.setPrice('BTC/USDT', Number((await btcPrice()).times('1.02').toFixed(2)));
    const liquidated = await eventually(
      () => user.events.find((entry) => entry.event === 'lever_closed' && entry.payload.reason === 'liquidation'),
      'the liquidation push',
    );
    expect(liquidated.payload.id).toEqual([position.id]);
    const [row] = liquidated.payload.positions as Array<Record<string, string>>;
    expect(row.fact_profits).toBe(toScale(new Big(position.caution_money).times(-1)));
  });
});

describe('seconds options', () => {
  it('settles at expiry with the result the price move implies, and credits the stake with the profit', async () => {
    const before = await balancesOf(user);
    const order = await user.call((api) =>
      api.submitOptionOrder({ match_id: BTC, currency_id: USDT, type: 1, seconds: 30, number: '100' }),
    );
    expect(order).toMatchObject({
      status: 1,
      number: '100.00000000',
      profit_ratio: '20.00',
      open_price: (await btcPrice()).toFixed(2),
    });
    const placed = await balancesOf(user);
    expect(placed.micro[USDT].lock.toFixed()).toBe(before.micro[USDT].lock.plus(100).toFixed());
    expect((await user.call((api) => api.listOptionOrders({ status: 1 }))).data[0]).toMatchObject({ id: order.id });

    // the price rises, and 30 seconds pass (the market walks on from there: 1 % is far more than it moves in 30 s)
    await sandbox.control.setPrice('BTC/USDT', Number(new Big(order.open_price).times('1.01').toFixed(2)));
    await sandbox.control.advance(30_000);
    const settled = await user.call((api) => api.getOptionOrderResult({ id: order.id }));
    expect(settled).toMatchObject({
      status: 3,
      profit_result: 1,
      fact_profits: '20',
      end_price: (await btcPrice()).toFixed(2),
    });
    const pushed = await eventually(
      () => user.events.find((entry) => entry.event === 'closed_microorder'),
      'the closed_microorder push',
    );
    expect(pushed.payload.data).toEqual(settled);
    const after = await balancesOf(user);
    expect(after.micro[USDT].lock.toFixed()).toBe(before.micro[USDT].lock.toFixed());
    expect(after.micro[USDT].balance.toFixed()).toBe(before.micro[USDT].balance.plus(20).toFixed());
    expect((await user.call((api) => api.listOptionOrders({ status: 3 }))).data[0]).toMatchObject({ id: order.id });
  });

  it('a down option loses its stake when the price rises', async () => {
    await sandbox.control.advance(1_000);
    const before = await balancesOf(user);
    const order = await user.call((api) =>
      api.submitOptionOrder({ match_id: BTC, currency_id: USDT, type: 2, seconds: 60, number: '50' }),
    );
    // 1 % up: far more than the market moves in the minute that follows
    await sandbox.control.setPrice('BTC/USDT', Number(new Big(order.open_price).times('1.01').toFixed(2)));
    await sandbox.control.advance(60_000);
    const settled = await user.call((api) => api.getOptionOrderResult({ id: order.id }));
    expect(settled).toMatchObject({ status: 3, profit_result: -1, fact_profits: '-50' });
    expect((await balancesOf(user)).micro[USDT].balance.toFixed()).toBe(before.micro[USDT].balance.minus(50).toFixed());
  });
});
