/**
 * What keeping the state costs a write (MOCK_STATE_FILE): the sandbox in this process with 10,000 users, each
 * seeded as a first login seeds it, answering transfers of one user there and back. Each answer is measured from
 * the call to the answer, which with a state file includes storing the rows the write changed (one SQLite
 * transaction) before the answer leaves. The same writes without a state file are the control.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDocument } from '@tradedesk/contract';
import { createMarketSandbox } from '@tradedesk/mock-server/testing';
import type { Figure } from './http-mock.bench.ts';
import { median, percentile } from './machine.ts';

const USERS = 10_000;
const WRITES = 2_000;
const START = Date.UTC(2026, 10, 23, 9, 0, 0);

const tokenOf = (user: number) => user.toString(16).padStart(32, '0');

/** Each write's time in milliseconds, after `USERS` users were made. */
function writeTimes(stateFile: string | undefined): number[] {
  const { sandbox } = createMarketSandbox({
    seed: 1,
    startAt: START,
    frozenClock: true,
    document: loadDocument(),
    stateFile,
  });
  for (let user = 0; user < USERS; user += 1) sandbox.userForToken(tokenOf(user));
  const times: number[] = [];
  for (let write = 0; write < WRITES; write += 1) {
    const [from_field, to_field] = write % 2 === 0 ? ['change', 'lever'] : ['lever', 'change'];
    const started = performance.now();
    const answer = sandbox.call('transferBetweenAccounts', tokenOf(write % 100), {
      body: { currency_id: 3, number: '1', from_field, to_field },
    });
    times.push(performance.now() - started);
    if ((answer.body as { type?: string }).type !== 'ok')
      throw new Error(`a transfer was refused: ${JSON.stringify(answer.body)}`);
  }
  sandbox.flush();
  return times;
}

export async function benchStateStore(): Promise<Figure[]> {
  const folder = mkdtempSync(join(tmpdir(), 'tradedesk-state-bench-'));
  try {
    const kept = writeTimes(join(folder, 'state.db'));
    const memory = writeTimes(undefined);
    const name = (what: string) => `A transfer answered, ${USERS.toLocaleString('en')} users, ${what}`;
    return [
      { name: name('stored in MOCK_STATE_FILE first (median)'), value: median(kept), unit: 'ms', runs: WRITES },
      {
        name: name('stored in MOCK_STATE_FILE first (95th percentile)'),
        value: percentile(kept, 95),
        unit: 'ms',
        runs: WRITES,
      },
      { name: name('no state file (median)'), value: median(memory), unit: 'ms', runs: WRITES },
    ];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
