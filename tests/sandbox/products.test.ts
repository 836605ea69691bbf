/**
 * The financial products against the running sandbox, the clock moved by the test: lock-up mining pays its daily
 * interest and releases the amount at term, and an early redemption keeps the penalty of the specification.
 */
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf } from './balances.ts';
import { startSandbox, type Sandbox, type Session } from './harness.ts';

const USDT = 3;
const DAY = 86_400_000;
let sandbox: Sandbox;
let user: Session;

beforeAll(async () => {
  sandbox = await startSandbox({ ticksPerSecond: 0.001 });
  user = await sandbox.session();
}, 60_000);
afterAll(async () => {
  await sandbox?.stop();
});

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
    // the whole term is left: 0.35 % x 30 days x 1000
    expect(order.cancel_fee).toBe(105);

    await sandbox.control.advance(3 * DAY + 1000);
    const [held] = (await user.call((api) => api.listMyLockMiningOrders())).order_list;
    expect(held.total_interest).toBe('10.50000000');
    expect(held.cancel_fee).toBe(Number(new Big('1000').times('0.0035').times(27).toFixed()));
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
    expect(order.cancel_fee).toBe(10.5);
    await user.call((api) => api.redeemLockMiningOrderEarly({ id: order.id }));
    const after = await balancesOf(user);
    expect(after.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.plus('989.5').toFixed());
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
