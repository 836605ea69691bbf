/** The sandbox in this process: answers that break the contract, the state file, the wallets' invariants. */
import Big from 'big.js';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '@tradedesk/contract';
import { MarketModel } from '../market/market-model.ts';
import { Clock } from '../market/clock.ts';
import { createMarketSandbox } from './create.ts';
import type { Domain } from './domain.ts';
import { DOMAINS } from './domains/index.ts';
import { BusinessError } from './errors.ts';
import { available, frozen, Wallets, type BalanceMoved } from './money/wallets.ts';
import { Sandbox } from './sandbox.ts';
import { freshState } from './state/store.ts';
import type { UserState } from './state/types.ts';

const document = loadDocument();
const operation = (id: string) => listOperations(document).find((candidate) => candidate.operationId === id)!;
const folder = mkdtempSync(join(tmpdir(), 'sandbox-state-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function sandboxWith(domains: Domain[]) {
  const clock = new Clock();
  const model = new MarketModel({ symbols: 6, seed: 5, now: clock.now() });
  const logged: string[] = [];
  const sandbox = new Sandbox({
    document,
    model,
    clock,
    seed: 5,
    domains,
    log: (line) => logged.push(line),
  });
  return { sandbox, logged };
}

const TOKEN = '00112233445566778899aabbccddeeff';

describe('an answer that breaks the contract', () => {
  it('is not sent: a 500 names the operation and the JSON path, and is counted', () => {
    const broken: Domain = {
      name: 'broken',
      // the type check refuses this handler too; the run-time check must catch what gets past it (a cast, a JSON file)
      // @ts-expect-error: an answer of the wrong shape
      handlers: { getUserInfo: () => ({ id: 'one', account_number: 'a' }) },
    };
    const { sandbox, logged } = sandboxWith([broken]);
    const answer = sandbox.perform(operation('getUserInfo'), { token: TOKEN, query: { lang: 'en' }, body: {} });
    expect(answer.status).toBe(500);
    expect((answer.body as { message: string }).message).toMatch(/getUserInfo breaks the contract at message\.\S+/);
    expect(sandbox.stats.violations).toBe(1);
    expect(logged.join('\n')).toMatch(/getUserInfo/);
  });

  it('a handler that fails unexpectedly is a 500 naming the operation, not a crash', () => {
    const failing: Domain = {
      name: 'failing',
      handlers: {
        getUserInfo: () => {
          throw new Error('boom');
        },
      },
    };
    const answer = sandboxWith([failing]).sandbox.perform(operation('getUserInfo'), {
      token: TOKEN,
      query: {},
      body: {},
    });
    expect(answer).toEqual({ status: 500, body: { type: 'error', message: 'sandbox getUserInfo failed: boom' } });
  });
});

describe('MOCK_STATE_FILE', () => {
  it('keeps accounts, sessions and balances across a restart', () => {
    const file = join(folder, 'state.json');
    const first = createMarketSandbox({ seed: 5, document, stateFile: file }).sandbox;
    const user = first.userForToken(TOKEN)!;
    const before = JSON.stringify(user.wallets);
    // an account registered here exists again only if the restart read the file
    const registered = first.createUser('kept@example.com', 'secret123');
    const token = first.issueToken(registered);
    first.flush();
    const second = createMarketSandbox({ seed: 5, document, stateFile: file }).sandbox;
    expect(second.userForToken(TOKEN)?.id).toBe(user.id);
    expect(JSON.stringify(second.userForToken(TOKEN)!.wallets)).toBe(before);
    expect(second.userByAccount('kept@example.com')?.id).toBe(registered.id);
    expect(second.userForToken(token)?.id).toBe(registered.id);
  });

  it('reads a state file an earlier mock wrote as one JSON document, and keeps that file beside its database', () => {
    const file = join(folder, 'earlier.json');
    const earlier = createMarketSandbox({ seed: 5, document }).sandbox;
    const user = earlier.userForToken(TOKEN)!;
    const json = JSON.stringify({ ...earlier.snapshot(), clock: Date.UTC(2026, 11, 1) });
    writeFileSync(file, json);

    const resumed = createMarketSandbox({ seed: 9, document, stateFile: file });
    expect(resumed.clock.now()).toBeGreaterThanOrEqual(Date.UTC(2026, 11, 1));
    expect(resumed.sandbox.userForToken(TOKEN)?.wallets).toEqual(user.wallets);
    expect(readFileSync(`${file}.json`, 'utf8')).toBe(json);
    expect(readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
    resumed.sandbox.flush();
    // and a second restart reads the database
    expect(createMarketSandbox({ seed: 9, document, stateFile: file }).sandbox.userForToken(TOKEN)?.id).toBe(user.id);
    expect(existsSync(`${file}.json`)).toBe(true);
  });
});

describe('new accounts', () => {
  it('are seeded from MOCK_SEED and the login: the same login gets the same opening balances', () => {
    const one = sandboxWith(DOMAINS).sandbox.createUser('same@example.com', 'secret123');
    const two = sandboxWith(DOMAINS).sandbox.createUser('same@example.com', 'secret123');
    const other = sandboxWith(DOMAINS).sandbox.createUser('other@example.com', 'secret123');
    expect(two.wallets).toEqual(one.wallets);
    expect(other.wallets).not.toEqual(one.wallets);
  });
});

describe('wallets', () => {
  it('move money with a ledger row per side, never below zero, and the house balances every coin to zero', () => {
    const state = freshState(1, 0);
    const moved: BalanceMoved[] = [];
    const wallets = new Wallets(
      state,
      () => 1000,
      (event) => moved.push(event),
    );
    const user: UserState = { id: 1, account: 'x', password: '', createdAt: 0, wallets: {}, ledger: [], slices: {} };
    state.users[1] = user;
    wallets.exchange(user, available('change'), { currencyId: 3, amount: '100.5', reason: 'deposit' });
    wallets.move(user, available('change'), frozen('change'), { currencyId: 3, amount: '40.25', reason: 'spot_order' });
    expect(user.wallets[3].change).toEqual({ balance: '60.25', lock: '40.25' });
    let refusal: unknown;
    try {
      wallets.move(user, available('change'), available('lever'), {
        currencyId: 3,
        amount: '60.26',
        reason: 'transfer',
      });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(BusinessError);
    expect((refusal as BusinessError).key).toBe('insufficientBalance');
    expect(user.wallets[3]).toEqual({ change: { balance: '60.25', lock: '40.25' } });
    wallets.move(user, available('change'), available('lever'), { currencyId: 3, amount: '60.25', reason: 'transfer' });
    wallets.exchange(user, frozen('change'), { currencyId: 3, amount: '-40.25', reason: 'spot_fill' });
    expect(user.wallets[3]).toEqual({ change: { balance: '0', lock: '0' }, lever: { balance: '60.25', lock: '0' } });

    const held = Object.values(user.wallets[3]).reduce(
      (sum, purse) => sum.plus(purse.balance).plus(purse.lock),
      new Big(0),
    );
    const house = Object.values(state.house[3]).reduce((sum, value) => sum.plus(value), new Big(0));
    expect(held.plus(house).eq(0)).toBe(true);
    expect(state.house[3]).toEqual({ deposit: '-100.5', spot_fill: '40.25' });
    // every row says what the balance became
    expect(user.ledger.map((row) => [row.account, row.side, row.change, row.after])).toEqual([
      ['change', 'balance', '100.5', '100.5'],
      ['change', 'balance', '-40.25', '60.25'],
      ['change', 'lock', '40.25', '40.25'],
      ['change', 'balance', '-60.25', '0'],
      ['lever', 'balance', '60.25', '60.25'],
      ['change', 'lock', '-40.25', '0'],
    ]);
    // one push per account touched, with the change of its available balance
    expect(moved.map((event) => [event.account, event.change.toFixed(), event.reason])).toEqual([
      ['change', '100.5', 'deposit'],
      ['change', '-40.25', 'spot_order'],
      ['change', '-60.25', 'transfer'],
      ['lever', '60.25', 'transfer'],
      ['change', '0', 'spot_fill'],
    ]);
  });
});
