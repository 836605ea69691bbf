/**
 * A running mock takes an edited contract without stopping (RunningMock.useContract, what it does when a generation
 * succeeds while `npm start` runs): a new operation is answered, a changed schema is what requests are validated
 * against, and what the users did and the clock stay as they were. A contract the sandbox cannot answer from is
 * refused and the one before it stays served. An edited realtime contract is what the socket's pushes are checked
 * against from the next one on.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { DEFAULT_ASYNCAPI_BUNDLE, DEFAULT_BUNDLE, loadDocument, type OpenApiDocument } from '@tradedesk/contract';
import { balancesOf } from './balances.ts';
import { useSandbox, type Session } from './harness.ts';
import { BTC, USDT } from './coins.ts';

const DAY = 86_400_000;
/** Long enough to outlast any machine: the test waits for a state, never for this. */
const STATE_MS = 15_000;
const sandbox = useSandbox({ ownPrism: true });
let folder: string;
let user: Session;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tradedesk-contract-swap-'));
  user = await sandbox.session({ lang: 'en' });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The project's bundle with an edit, written as another bundle would be. */
function editedBundle(name: string, edit: (document: OpenApiDocument) => void): string {
  const document = loadDocument(DEFAULT_BUNDLE);
  edit(document);
  const path = join(folder, `${name}.json`);
  writeFileSync(path, JSON.stringify(document));
  return path;
}

/** A read of the HTTP contract as any client sends it, outside the generated client (which knows no new path). */
async function get(path: string): Promise<{ status: number; body: { type?: unknown; message?: unknown } }> {
  const answer = await fetch(`${sandbox.url}/api${path}`, { headers: { authorization: user.token } });
  return { status: answer.status, body: (await answer.json()) as { type?: unknown; message?: unknown } };
}

/** The contract with GET /wallet/fee-schedule (getFeeSchedule) and listSpotOrders taking no cancelled status. */
const edited = () =>
  editedBundle('edited', (document) => {
    const rate = document.paths['/wallet/getRateCurrency'].get!;
    document.paths['/wallet/fee-schedule'] = { get: { ...structuredClone(rate), operationId: 'getFeeSchedule' } };
    const status = document.paths['/coin/list'].get!.parameters!.find(
      (parameter) => 'name' in parameter && parameter.name === 'status',
    );
    status!.schema!.enum = [1, 2];
  });

describe('a running mock given an edited contract', () => {
  it('answers the new operation and validates against the changed schema, with the state and clock kept', async () => {
    await user.call((api) => api.submitSpotOrder({ amount: '0.0125', currency_id: BTC, legal_id: USDT, type: 1 }));
    await sandbox.control.advance(3 * DAY);
    const before = {
      balances: await balancesOf(user),
      orders: await user.call((api) => api.listSpotOrders({ status: 2 })),
      now: await sandbox.now(),
    };
    expect(before.orders).toHaveLength(1);
    expect((await get('/wallet/fee-schedule?lang=en&id=1')).status).toBe(404);
    expect((await get('/coin/list?lang=en&status=3')).status).toBe(200);

    await sandbox.mock.useContract(edited());

    expect(await get('/wallet/fee-schedule?lang=en&id=1')).toMatchObject({
      status: 200,
      body: { type: 'ok', message: { rmb: expect.any(Number) } },
    });
    expect((await get('/coin/list?lang=en&status=3')).status).toBe(422);
    expect(await balancesOf(user)).toEqual(before.balances);
    expect(await user.call((api) => api.listSpotOrders({ status: 2 }))).toEqual(before.orders);
    // the clock goes on from where it was: three days past the test instant, not back at it
    expect(await sandbox.now()).toBeGreaterThanOrEqual(before.now);
  });

  it('refuses a contract without an operation the sandbox answers, and keeps serving the one it had', async () => {
    const without = editedBundle('without-spot-orders', (document) => {
      delete document.paths['/coin/list'];
    });
    await expect(sandbox.mock.useContract(without)).rejects.toThrow(
      'the sandbox answers listSpotOrders, which this contract no longer has',
    );
    expect((await get('/wallet/fee-schedule?lang=en&id=1')).status).toBe(200);
    expect(await user.call((api) => api.listSpotOrders({ status: 2 }))).toHaveLength(1);
  });
});

/** The project's realtime bundle with an edit, written as another bundle would be. */
function editedRealtimeBundle(edit: (schemas: Record<string, { required?: string[] }>) => void): string {
  const document = parseYaml(readFileSync(DEFAULT_ASYNCAPI_BUNDLE, 'utf8')) as {
    components: { schemas: Record<string, { required?: string[] }> };
  };
  edit(document.components.schemas);
  const path = join(folder, 'realtime.json');
  writeFileSync(path, JSON.stringify(document));
  return path;
}

describe('a running mock given an edited realtime contract', () => {
  it('checks the pushes it sends against it from the next one on', async () => {
    const trader = await sandbox.session({ lang: 'en' });
    await trader.listen();
    const transfer = () =>
      trader.call((api) =>
        api.transferBetweenAccounts({ currency_id: USDT, number: '1', from_field: 'change', to_field: 'lever' }),
      );
    const heard = () => trader.events.filter(({ event }) => event === 'balance_change').length;
    await transfer();
    await expect.poll(heard, { timeout: STATE_MS }).toBeGreaterThan(0);
    const before = { heard: heard(), dropped: sandbox.mock.emitter.stats.invalid };
    // the edited contract asks every balance_change for a field the sandbox's pushes do not carry
    sandbox.mock.useRealtimeContract(
      editedRealtimeBundle((schemas) => schemas.BalanceChangePayload.required!.push('settled_at')),
    );
    try {
      await transfer();
      await expect
        .poll(() => sandbox.mock.emitter.stats.invalid, { timeout: STATE_MS })
        .toBeGreaterThan(before.dropped);
      expect(heard()).toBe(before.heard);
    } finally {
      sandbox.mock.useRealtimeContract(DEFAULT_ASYNCAPI_BUNDLE);
    }
    await transfer();
    await expect.poll(heard, { timeout: STATE_MS }).toBeGreaterThan(before.heard);
  });
});
