/**
 * `npm run mock`: the whole mock backend on this machine, nothing reaching the internet (mock-backend.ts).
 * - The HTTP contract on 127.0.0.1:$PRISM_PORT (4010), under /api and at the root: the sandbox answers what
 *   depends on what the user did, Prism the rest (generated data; `PRISM_DYNAMIC=false` for written examples).
 * - Images and the socket emitter on 127.0.0.1:$SOCKET_PORT (4011).
 * - MOCK_SEED (market and new accounts; SOCKET_SEED is read too), MOCK_NOW (an ISO instant the clock starts at),
 *   MOCK_STATE_FILE (keep the sandbox's state across restarts), MOCK_UPLOAD_DIR (uploaded pictures),
 *   MOCK_LATENCY_MS ("300" or "200-800"), MOCK_VOLATILITY (multiplies every pair's volatility), SOCKET_SYMBOLS
 *   and SOCKET_RATE.
 * Run `npm run generate` first (npm start and npm run mock do). The mock follows each generation that succeeds while
 * it runs, its state kept (contract-watch.ts); MOCK_WATCH_CONTRACT=false serves the contract it started with.
 */
import { existsSync } from 'node:fs';
import { DEFAULT_BUNDLE } from '@tradedesk/contract';
import { followGenerations } from './contract-watch.ts';
import { startMock } from './mock-backend.ts';
import { emitterOptionsFromEnv } from './market-emitter.ts';

if (!existsSync(DEFAULT_BUNDLE)) throw new Error(`${DEFAULT_BUNDLE} is missing: run npm run generate first.`);
const started = performance.now();
const { seed, startAt, ...emitter } = emitterOptionsFromEnv(process.env);
const mock = await startMock({
  prismPort: Number(process.env.PRISM_PORT ?? 4010),
  socketPort: Number(process.env.SOCKET_PORT ?? 4011),
  dynamic: process.env.PRISM_DYNAMIC !== 'false',
  seed: seed ?? Date.now() % 2 ** 31,
  startAt,
  stateFile: process.env.MOCK_STATE_FILE || undefined,
  uploads: process.env.MOCK_UPLOAD_DIR || undefined,
  latency: process.env.MOCK_LATENCY_MS,
  emitter,
});
console.log(`HTTP mock (sandbox and Prism) on ${mock.url}/api (and ${mock.url}); controls on ${mock.url}/__sandbox`);
console.log(`assets and socket on ${mock.socketUrl} (${mock.emitter.model.pairs.length} pairs)`);
console.log(`contract references on ${mock.socketUrl}/reference/ (npm run docs builds them)`);
if (startAt !== undefined) console.log(`the mock's clock started at ${new Date(startAt).toISOString()} (MOCK_NOW)`);
console.log(`mock backend ready in ${Math.round(performance.now() - started)} ms`);
const stopFollowing =
  process.env.MOCK_WATCH_CONTRACT === 'false' ? () => undefined : followGenerations(mock, (line) => console.log(line));

const shutdown = async () => {
  stopFollowing();
  await mock.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
void mock.prismExited.then((code) => {
  console.error(`Prism stopped (exit ${code})`);
  process.exit(1);
});
