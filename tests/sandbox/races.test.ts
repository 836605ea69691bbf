/**
 * Races, as a double-clicking user or a script sends them: thirty requests at once, each asking for the whole
 * balance or more than half of it (a transfer, a conversion, a withdrawal, a spot sell, a seconds option, futures
 * margins), over HTTP to the running mock. The money moves once: one request is accepted, the others are refused,
 * and the balances and the exchange's side still add up (conservation.ts). Thirty first logins of one new account
 * make one account.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { balancesOf } from './balances.ts';
import { conservationProblems } from './conservation.ts';
import { FUND_PASSWORD, useSandbox, type Session } from './harness.ts';
import { BTC, USDT } from './coins.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001 });
const AT_ONCE = 30;

/** Sends the same call thirty times at once; counts the accepted ones. */
async function race(user: Session, action: Parameters<Session['call']>[0]): Promise<number> {
  const outcomes = await Promise.allSettled(Array.from({ length: AT_ONCE }, () => user.call(action)));
  for (const outcome of outcomes)
    if (outcome.status === 'rejected')
      expect(outcome.reason, String(outcome.reason)).toMatchObject({ kind: 'business' });
  return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
}

async function expectConserved() {
  expect(conservationProblems(await sandbox.control.state())).toEqual([]);
  expect((await sandbox.control.stats()).violations).toBe(0);
}

describe('thirty requests at once for the whole balance', () => {
  it('a transfer between accounts moves the balance once', async () => {
    const user = await sandbox.session();
    const whole = (await balancesOf(user)).change[USDT].balance.toFixed();
    const accepted = await race(user, (api) =>
      api.transferBetweenAccounts({ currency_id: USDT, number: whole, from_field: 'change', to_field: 'lever' }),
    );
    expect(accepted).toBe(1);
    const after = await balancesOf(user);
    expect(after.change[USDT].balance.toFixed()).toBe('0');
    expect(after.lever[USDT].balance.gte(whole)).toBe(true);
    await expectConserved();
  });

  it('a conversion of more than half the balance (the fee comes on top) is made once', async () => {
    const user = await sandbox.session();
    const before = (await balancesOf(user)).change[USDT].balance;
    const amount = before.times(0.6).round(4, Big.roundDown);
    const accepted = await race(user, (api) =>
      api.convertCoin({ number: amount.toFixed(), from_currency_id: USDT, to_currency_id: BTC }),
    );
    expect(accepted).toBe(1);
    expect((await balancesOf(user)).change[USDT].balance.gt(before.minus(amount.times(2)))).toBe(true);
    await expectConserved();
  });

  it('a withdrawal of the whole balance with one code is taken once', async () => {
    const user = await sandbox.session();
    await sandbox.setFundPassword(user);
    const whole = (await balancesOf(user)).change[USDT].balance.round(2, Big.roundDown).toFixed();
    const code = await sandbox.sendCode(user.login, 'withdraw', user);
    const accepted = await race(user, (api) =>
      api.submitWithdrawal({
        currency: USDT,
        number: whole,
        type: 0,
        rate: '1',
        pay_password: FUND_PASSWORD,
        code,
        address: 'TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8e',
      }),
    );
    expect(accepted).toBe(1);
    const after = await balancesOf(user);
    expect(after.change[USDT].lock.gte(whole)).toBe(true);
    await expectConserved();
  });

  it('a market sell of all the BTC fills once', async () => {
    const user = await sandbox.session();
    const whole = (await balancesOf(user)).change[BTC].balance.round(4, Big.roundDown);
    expect(whole.gt(0)).toBe(true);
    const accepted = await race(user, (api) =>
      api.submitSpotOrder({ amount: whole.toFixed(), currency_id: BTC, legal_id: USDT, type: 2 }),
    );
    expect(accepted).toBe(1);
    expect((await balancesOf(user)).change[BTC].balance.lt(whole)).toBe(true);
    await expectConserved();
  });

  it('a seconds option staking the whole options balance is placed once', async () => {
    const user = await sandbox.session();
    const stake = new Big(400);
    await user.call((api) =>
      api.transferBetweenAccounts({
        currency_id: USDT,
        number: stake.toFixed(),
        from_field: 'change',
        to_field: 'micro',
      }),
    );
    const whole = (await balancesOf(user)).micro[USDT].balance;
    const accepted = await race(user, (api) =>
      api.submitOptionOrder({ match_id: BTC, currency_id: USDT, type: 1, seconds: 60, number: whole.toFixed(2) }),
    );
    expect(accepted).toBe(1);
    await expectConserved();
  });

  it('futures margins never exceed the futures balance', async () => {
    const user = await sandbox.session();
    await user.call((api) =>
      api.transferBetweenAccounts({ currency_id: USDT, number: '700', from_field: 'change', to_field: 'lever' }),
    );
    await race(user, (api) =>
      api.openFuturesPosition({ currency_id: BTC, legal_id: USDT, type: 1, share: 1, multiple: 100 }),
    );
    const after = await balancesOf(user);
    expect(after.lever[USDT].balance.gte(0)).toBe(true);
    await expectConserved();
  });

  it('thirty first logins of one new account make one account', async () => {
    const login = 'racer@example.com';
    const tokens = await Promise.all(
      Array.from({ length: AT_ONCE }, () => sandbox.api.loginUser({ user_string: login, password: 'secret123' })),
    );
    expect(new Set(tokens).size).toBe(AT_ONCE);
    const state = await sandbox.control.state();
    expect(Object.values(state.users).filter((user) => user.account === login)).toHaveLength(1);
  });
});
