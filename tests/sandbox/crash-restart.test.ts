/**
 * MOCK_STATE_FILE as a developer's mock lives it: the whole mock in its own process (mock-server/start.ts) is
 * killed with SIGKILL right after answering a burst of writes (no flush, no exit handler runs), then started again
 * on the same file with another seed and an earlier MOCK_NOW. Every answered write is there, the clock is where
 * the controls moved it, and the seed is the state's: the market and the past are as they were.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMock, type SandboxState, type StartedMock } from '@tradedesk/mock-server/testing';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const DAY = 86_400_000;
const TRANSFERS = 40;
const folder = mkdtempSync(join(tmpdir(), 'tradedesk-crash-'));
const started: StartedMock[] = [];
afterAll(async () => {
  for (const mock of started) await mock.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function mockOn(stateFile: string, seed: string): Promise<StartedMock> {
  const mock = await startMock({
    MOCK_STATE_FILE: stateFile,
    MOCK_SEED: seed,
    MOCK_NOW: new Date(NOW).toISOString(),
    MOCK_MAIL_EVERY_MS: '0',
    MOCK_ANNOUNCE_EVERY_MS: '0',
  });
  started.push(mock);
  return mock;
}

const base = (mock: StartedMock) => `http://127.0.0.1:${mock.prismPort}`;

async function call(mock: StartedMock, path: string, form: Record<string, string>, token?: string) {
  const answer = await fetch(`${base(mock)}/api${path}?lang=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(token ? { Authorization: token } : {}) },
    body: new URLSearchParams(form),
  });
  return (await answer.json()) as { type: string; message: string };
}

const control = async <T>(mock: StartedMock, method: string, path: string, body?: unknown): Promise<T> =>
  (await (
    await fetch(`${base(mock)}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  ).json()) as T;

const transfersOf = (state: SandboxState, login: string) =>
  state.users[state.accounts[login]].ledger.filter((row) => row.reason === 'transfer');

describe('a mock killed right after it answered', () => {
  it('comes back with every answered write, its clock and its market', async () => {
    const stateFile = join(folder, 'state.db');
    const first = await mockOn(stateFile, '20261123');
    const login = 'crash@example.com';
    const { message: token } = await call(first, '/user/login', { user_string: login, password: 'secret123' });
    await control(first, 'POST', '/clock', { advanceMs: 3 * DAY });
    for (let transfer = 0; transfer < TRANSFERS; transfer += 1) {
      const answer = await call(
        first,
        '/wallet/change',
        { currency_id: '3', number: '1.25', from_field: 'change', to_field: 'lever' },
        token,
      );
      expect(answer.type).toBe('ok');
    }
    const before = await control<SandboxState>(first, 'GET', '/state');
    const clockBefore = (await control<{ clock: { now: number } }>(first, 'GET', '/stats')).clock.now;
    await first.crash();

    // another seed and the first instant again: what the file holds decides both
    const second = await mockOn(stateFile, '1');
    const after = await control<SandboxState>(second, 'GET', '/state');
    const clockAfter = (await control<{ clock: { now: number } }>(second, 'GET', '/stats')).clock.now;
    expect(transfersOf(after, login)).toHaveLength(2 * TRANSFERS);
    expect(after.users[after.accounts[login]].wallets).toEqual(before.users[before.accounts[login]].wallets);
    expect(after.seed).toBe(before.seed);
    expect(clockAfter).toBeGreaterThanOrEqual(clockBefore);
    expect(clockAfter).toBeGreaterThanOrEqual(NOW + 3 * DAY);
    // the session too: the same token still reads the account
    expect(
      (
        await call(
          second,
          '/wallet/change',
          { currency_id: '3', number: '1', from_field: 'lever', to_field: 'change' },
          token,
        )
      ).type,
    ).toBe('ok');
  }, 60_000);
});
