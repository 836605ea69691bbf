/**
 * The sandbox's throughput: the whole mock (`mock-server/start.ts`, its own process on free ports) answering a
 * mix of the funds and trading screens' calls from 20 users, 16 at a time: 70 % reads (asset overview, orders,
 * positions, options, ledger, profile) and 30 % writes (transfers there and back, spot market orders both ways,
 * futures opened and closed). Every answer is validated against the contract by the
 * sandbox before it is sent, as always. Prism alone is measured in http-mock.bench.ts.
 */
import { startMock as startWholeMock } from '@tradedesk/mock-server/testing';
import type { Figure } from './http-mock.bench.ts';
import { median } from './machine.ts';

const RUNS = 3;
const LOAD_SECONDS = 4;
const CONCURRENCY = 16;
const USERS = 20;

type Call = { method: string; path: string; form?: Record<string, string> };

const READS: Call[] = [
  { method: 'POST', path: '/wallet/list' },
  { method: 'GET', path: '/coin/list' },
  { method: 'POST', path: '/lever/dealall', form: { currency_id: '1', legal_id: '3' } },
  { method: 'GET', path: '/microtrade/lists' },
  { method: 'POST', path: '/wallet/legal_log', form: { currency: '3' } },
  { method: 'GET', path: '/user/info' },
  { method: 'GET', path: '/currency/quotation_new' },
];
/** Writes in an order that undoes itself (there and back, buy then sell, open then close), so a run keeps trading. */
const WRITES: Call[] = [
  {
    method: 'POST',
    path: '/wallet/change',
    form: { currency_id: '3', number: '10', from_field: 'change', to_field: 'lever' },
  },
  {
    method: 'POST',
    path: '/wallet/change',
    form: { currency_id: '3', number: '10', from_field: 'lever', to_field: 'change' },
  },
  { method: 'POST', path: '/coin/trade', form: { amount: '0.001', currency_id: '1', legal_id: '3', type: '1' } },
  { method: 'POST', path: '/coin/trade', form: { amount: '0.001', currency_id: '1', legal_id: '3', type: '2' } },
  {
    method: 'POST',
    path: '/lever/submit',
    form: { currency_id: '2', legal_id: '3', type: '1', share: '1', multiple: '10' },
  },
  { method: 'POST', path: '/lever/batch_close', form: { type: '0' } },
];

/** The whole mock in its own process on free ports (`env` adds to its environment). */
export async function startMock(env: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const mock = await startWholeMock({ MOCK_SEED: '1', ...env });
  return { url: `http://127.0.0.1:${mock.prismPort}/api`, stop: mock.stop };
}

async function send(url: string, token: string, call: Call): Promise<boolean> {
  const response = await fetch(`${url}${call.path}?lang=en`, {
    method: call.method,
    headers: { Authorization: token, ...(call.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    body: call.form ? new URLSearchParams(call.form) : undefined,
  });
  const body = (await response.json()) as { type?: string };
  return response.status === 200 && (body.type === 'ok' || body.type === 'error');
}

async function requestsPerSecond(url: string, tokens: string[]): Promise<number> {
  let completed = 0;
  let failed = 0;
  const deadline = performance.now() + LOAD_SECONDS * 1000;
  const worker = async (offset: number) => {
    // one user per worker: 7 reads, then the next 3 writes of the cycle (70 % reads)
    const token = tokens[offset % tokens.length];
    for (let round = 0; performance.now() < deadline; round += 1) {
      const writes = [0, 1, 2].map((index) => WRITES[(round * 3 + index) % WRITES.length]);
      for (const call of [...READS, ...writes]) {
        if (await send(url, token, call)) completed += 1;
        else failed += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, offset) => worker(offset)));
  if (failed) throw new Error(`${failed} answers were not 200 with a contract envelope`);
  return completed / ((performance.now() - started) / 1000);
}

export async function benchSandbox(): Promise<Figure[]> {
  const rates: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const mock = await startMock();
    try {
      const tokens = await Promise.all(
        Array.from({ length: USERS }, async (_, user) => {
          const response = await fetch(`${mock.url}/user/login`, {
            method: 'POST',
            body: new URLSearchParams({ user_string: `bench${user}@example.com`, password: 'secret123' }),
          });
          return ((await response.json()) as { message: string }).message;
        }),
      );
      rates.push(await requestsPerSecond(mock.url, tokens));
    } finally {
      await mock.stop();
    }
  }
  return [
    {
      name: `Sandbox, ${CONCURRENCY} concurrent, ${USERS} users, 70 % reads / 30 % writes of the funds and trading screens (every answer validated)`,
      value: median(rates),
      unit: 'req/s',
      runs: RUNS,
    },
  ];
}
