/**
 * The sandbox as an attacker or a careless client calls it: prototype names where a key is looked up, body fields
 * in the query string, a required field left out, addresses of no chain, a wrong method. Each is refused (or
 * ignored, never read), answers the error envelope, and changes nothing; the sandbox keeps answering afterwards.
 */
import { describe, expect, it } from 'vitest';
import { balancesOf } from './balances.ts';
import { FUND_PASSWORD, useSandbox, type Session } from './harness.ts';
import { USDT } from './coins.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001 });
const MINUTE = 60_000;
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'prototype'];

const call = (method: string, path: string, token: string | undefined, form?: Record<string, string>) =>
  fetch(`${sandbox.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: token } : {}),
      ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
  });

async function envelope(answer: Response) {
  return { status: answer.status, type: answer.headers.get('content-type'), body: (await answer.json()) as unknown };
}

/** A round open for bets: the clock moved to a second after the next one opens. */
async function openRound(user: Session) {
  const now = await sandbox.now();
  await sandbox.control.advance(Math.ceil(now / (30 * MINUTE)) * 30 * MINUTE - now + 1000);
  return (await user.call((api) => api.listGuessRounds({ status: 1 }))).data[0];
}

describe('prototype names', () => {
  it('a guess bet on an option named like a prototype property is refused and takes nothing', async () => {
    const user = await sandbox.session();
    const round = await openRound(user);
    const before = await balancesOf(user);
    for (const option of PROTOTYPE_NAMES.filter((name) => /^[a-z0-9_]{1,16}$/.test(name))) {
      const answer = await envelope(
        await call('POST', '/guess/bet?lang=en', user.token, { id: String(round.id), option, amount: '50' }),
      );
      expect(answer, option).toMatchObject({
        status: 200,
        body: { type: 'error', message: 'This option does not exist' },
      });
    }
    const after = await balancesOf(user);
    expect(after.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.toFixed());
    expect(after.change[USDT].lock.toFixed()).toBe(before.change[USDT].lock.toFixed());
    await expect(user.call((api) => api.listMyGuessBets())).resolves.toMatchObject({ data: [] });
    await expect(sandbox.control.state()).resolves.toMatchObject({ seed: expect.any(Number) });
  });

  it('logins named like prototype properties are accounts like any other', async () => {
    for (const login of PROTOTYPE_NAMES) {
      const first = await envelope(
        await call('POST', '/user/login', undefined, { user_string: login, password: 'secret123' }),
      );
      expect(first, login).toMatchObject({ status: 200, body: { type: 'ok' } });
      const token = (first.body as { message: string }).message;
      const info = await envelope(await call('GET', '/user/info?lang=en', token));
      // logins are kept in lower case, as e-mail addresses are
      expect(info.body, login).toMatchObject({ type: 'ok', message: { account_number: login.toLowerCase() } });
      const wrong = await envelope(
        await call('POST', '/user/login?lang=en', undefined, { user_string: login, password: 'other-pass' }),
      );
      expect(wrong.body, login).toMatchObject({ type: 'error' });
    }
    const state = await sandbox.control.state();
    for (const login of PROTOTYPE_NAMES) expect(Object.hasOwn(state.accounts, login.toLowerCase()), login).toBe(true);
  });

  it('a token named like a prototype property is refused as any malformed token', async () => {
    for (const token of PROTOTYPE_NAMES) {
      const answer = await envelope(await call('GET', '/user/info?lang=en', token));
      expect(answer.body, token).toMatchObject({ type: '999' });
    }
  });
});

describe('parameters only where the operation declares them', () => {
  it('a body field sent in the query string is never read: a market order stays a market order', async () => {
    const user = await sandbox.session();
    const form = { amount: '0.001', currency_id: '1', legal_id: '3', type: '1' };
    for (const query of ['target_price=abc', 'target_price=1', 'amount=-5&type=9']) {
      const answer = await envelope(await call('POST', `/coin/trade?lang=en&${query}`, user.token, form));
      expect(answer.status, query).toBe(200);
      expect(answer.body, query).toMatchObject({ type: 'ok' });
    }
    // no limit order at 1 or at "abc" was placed: all three were filled at the market, none waits
    const orders = await user.call((api) => api.listSpotOrders());
    expect(orders).toHaveLength(3);
    expect(
      orders.every((order) => order.status !== 1 && order.trade_price !== 'abc'),
      JSON.stringify(orders),
    ).toBe(true);
  });

  it('a futures field in the query string is not read either', async () => {
    const user = await sandbox.session();
    await user.call((api) =>
      api.transferBetweenAccounts({ currency_id: USDT, number: '500', from_field: 'change', to_field: 'lever' }),
    );
    const form = { currency_id: '1', legal_id: '3', type: '1', share: '1', multiple: '10' };
    const answer = await envelope(
      await call('POST', '/lever/submit?lang=en&target_profit_price=abc&stop_loss_price=-1', user.token, form),
    );
    expect(answer).toMatchObject({ status: 200, body: { type: 'ok' } });
  });

  it('a field the contract calls required is required: no default fills it in', async () => {
    const user = await sandbox.session();
    const before = await balancesOf(user);
    const answer = await envelope(
      await call('POST', '/lever/submit?lang=en', user.token, {
        currency_id: '1',
        legal_id: '3',
        share: '1',
        multiple: '10',
      }),
    );
    expect(answer).toMatchObject({ status: 422, body: { type: 'error', message: expect.stringContaining('type') } });
    const positions = await user.call((api) => api.listFuturesOrders({ status: 1 }));
    expect(positions.message.data).toEqual([]);
    expect((await balancesOf(user)).lever).toEqual(before.lever);
  });
});

describe('addresses of a chain', () => {
  const withdrawal = (address: string, code = '482913') => ({
    currency: String(USDT),
    number: '50',
    address,
    type: '0',
    rate: '1',
    pay_password: FUND_PASSWORD,
    code,
  });

  it('a USDT withdrawal goes only to a Tron or Ethereum address', async () => {
    const user = await sandbox.session();
    await sandbox.setFundPassword(user);
    const before = await balancesOf(user);
    for (const address of [
      '<script>alert(1)</script>',
      "' OR 1=1; DROP TABLE users; --",
      '🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀',
      'TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8', // one character short
      '0x1d2f0da169ceb9fc7b3144628db156f3f6c60dbZ',
      'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', // a bitcoin address: not a chain USDT is paid out on
    ]) {
      const answer = await envelope(await call('POST', '/wallet/out?lang=en', user.token, withdrawal(address)));
      expect(answer.body, address).toMatchObject({ type: 'error' });
    }
    expect((await balancesOf(user)).change[USDT]).toEqual(before.change[USDT]);
    for (const address of ['TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8e', '0x1d2f0da169ceb9fc7b3144628db156f3f6c60dbe']) {
      const code = await sandbox.sendCode(user.login, 'withdraw', user);
      const answer = await envelope(await call('POST', '/wallet/out?lang=en', user.token, withdrawal(address, code)));
      expect(answer.body, address).toMatchObject({ type: 'ok' });
    }
  });

  it('a saved address must be an address of the chain it is saved under', async () => {
    const user = await sandbox.session();
    const trc20 = 'TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8e';
    await expect(
      user.call((api) =>
        api.saveWalletAddress({ currency: USDT, address: trc20, qrcode: '/upload/qr/1.png', type: 'ERC20' }),
      ),
    ).rejects.toMatchObject({ kind: 'business' });
    await expect(
      user.call((api) =>
        api.saveWalletAddress({ currency: USDT, address: trc20, qrcode: '/upload/qr/1.png', type: 'TRC20' }),
      ),
    ).resolves.toBeDefined();
    expect((await user.call((api) => api.listWalletAddresses())).data).toHaveLength(1);
  });
});

describe('routes the contract does not have', () => {
  it('a wrong method answers 405 with the error envelope and the methods the address takes', async () => {
    const answer = await call('GET', '/wallet/out?lang=en', undefined);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual({ type: 'error', message: 'This address does not take GET; use POST' });
  });

  it('an unknown path answers 404 with the error envelope', async () => {
    const answer = await call('GET', '/no/such/thing?lang=jp', undefined);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ type: 'error', message: '存在しない操作です：/no/such/thing' });
  });
});
