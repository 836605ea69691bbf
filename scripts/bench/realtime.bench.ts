/**
 * Realtime figures:
 * - the mock emitter's throughput: events per second it delivers to 200 connected socket.io clients (the clients
 *   run in a worker thread of the same process, so emitter and clients share this machine's cores);
 * - the app's client store under 1,000 symbols at 10 ticks per second each, at 60 frames per second: every tick is
 *   validated with the generated zod schema and written to the store; per frame, the store commits and notifies the
 *   rows of the symbols that changed (one notification = one row render with useSyncExternalStore).
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { attachEmitter } from '@tradedesk/mock-server';
import type { Figure } from './http-mock.bench.ts';

const CLIENTS = 200;
const LOAD_SECONDS = 4;
const STEPS_PER_SECOND = [5, 20, 80];
const PAIRS = 19; // the listed pairs, the emitter's default
const ACTIVITY = 0.7; // chance that a pair trades in a step (market-model.ts)

async function emitterRun(stepsPerSecond: number): Promise<{ delivered: number; broadcast: number }> {
  const server = createServer();
  const emitter = attachEmitter(server, {
    seed: 1,
    symbols: PAIRS,
    ticksPerSecond: stepsPerSecond,
    mailEveryMs: 0,
    announceEveryMs: 0,
    log: () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const worker = new Worker(new URL('./realtime-clients.worker.ts', import.meta.url), {
    workerData: { url, clients: CLIENTS },
  });
  const next = (type: string) =>
    new Promise<{ received?: number }>((resolve, reject) => {
      const onMessage = (message: { type: string; received?: number }) => {
        if (message.type !== type) return;
        worker.off('message', onMessage);
        resolve(message);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  await next('ready');
  const sentBefore = emitter.stats.sent.daymarket ?? 0;
  const started = performance.now();
  worker.postMessage({ type: 'start' });
  await new Promise((resolve) => setTimeout(resolve, LOAD_SECONDS * 1000));
  worker.postMessage({ type: 'stop' });
  const { received = 0 } = await next('count');
  const seconds = (performance.now() - started) / 1000;
  const broadcast = ((emitter.stats.sent.daymarket ?? 0) - sentBefore) / seconds;
  const closing = emitter.close();
  server.closeAllConnections();
  await closing;
  return { delivered: received / seconds, broadcast };
}

async function benchEmitter(): Promise<Figure[]> {
  const figures: Figure[] = [];
  let best = 0;
  for (const steps of STEPS_PER_SECOND) {
    const { delivered, broadcast } = await emitterRun(steps);
    best = Math.max(best, delivered);
    const offered = steps * PAIRS * ACTIVITY;
    console.log(
      `    ${steps} steps/s: ${Math.round(offered)} tickers/s due, ${Math.round(broadcast)} broadcast, ${Math.round(delivered)} events/s delivered to ${CLIENTS} clients`,
    );
    figures.push({
      name: `Socket emitter, ${CLIENTS} clients, ${PAIRS} pairs at ${steps} steps/s (${Math.round(offered)} tickers/s due, ${Math.round(broadcast)} sent): events delivered`,
      value: delivered,
      unit: 'events/s',
      runs: 1,
    });
  }
  figures.push({
    name: `Socket emitter throughput to ${CLIENTS} connected clients (best of the loads above)`,
    value: best,
    unit: 'events/s',
    runs: 1,
  });
  return figures;
}

/** The app's modules import without file extensions (Vite style): run that part under tsx, in a child process. */
function benchStore(): Figure[] {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', new URL('./realtime-store.run.ts', import.meta.url).pathname],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('the client store benchmark failed');
  const lines = result.stdout.trim().split('\n');
  for (const line of lines.slice(0, -1)) console.log(line);
  return JSON.parse(lines.at(-1) ?? '[]') as Figure[];
}

export async function benchRealtime(): Promise<Figure[]> {
  return [...(await benchEmitter()), ...(await benchStore())];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const figure of await benchRealtime())
    console.log(`  ${figure.name}: ${figure.value.toFixed(1)} ${figure.unit} (${figure.runs})`);
}
