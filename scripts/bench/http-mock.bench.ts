/**
 * Generation time (from a clean src/gen with the step cache, on a fresh clone without any cache, with nothing
 * changed), the whole mock's start-up, Prism's start-up, and Prism's requests per second (static and dynamic).
 * Ports: BENCH_PRISM_PORT and BENCH_SOCKET_PORT for the mock (default PRISM_PORT and SOCKET_PORT, else 4300 and
 * 4301), BENCH_PORT for the Prism runs (default 4310, one port per run).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedMockDocument } from '@tradedesk/mock-server';
import { startPrism } from '@tradedesk/mock-server';
import { DEFAULT_BUNDLE, listOperations, loadDocument } from '@tradedesk/contract';
import { buildRequest } from '@tradedesk/contract';
import { median } from './machine.ts';
import { timeMockReady } from './mock-ready.bench.ts';

export type Figure = { name: string; value: number; unit: string; runs: number };

const RUNS = 5;
const COLD_RUNS = 3;
const LOAD_SECONDS = 4;
const CONCURRENCY = 16;
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MOCK_PORTS = [
  port('BENCH_PRISM_PORT', port('PRISM_PORT', 4300)),
  port('BENCH_SOCKET_PORT', port('SOCKET_PORT', 4301)),
] as const;
const PRISM_PORT = port('BENCH_PORT', 4310);

/** One `npm run generate`, after `prepare` (which empties what the case starts without). */
function timeGeneration(prepare: () => Record<string, string> = () => ({})): number {
  const env = { ...process.env, ...prepare() };
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/contract/codegen/generate.ts'], { stdio: 'ignore', env });
  if (result.status !== 0) throw new Error('npm run generate failed');
  return performance.now() - started;
}

const cleanGen = () => {
  rmSync('src/gen', { recursive: true, force: true });
  return {};
};
const emptied: string[] = [];
/** A fresh clone: no src/gen, no bundles, no step cache and no compiled-code cache. */
const freshClone = () => {
  for (const folder of ['src/gen', 'openapi/dist', 'asyncapi/dist']) rmSync(folder, { recursive: true, force: true });
  const empty = mkdtempSync(join(tmpdir(), 'bench-cold-'));
  emptied.push(empty);
  return { GENERATE_CACHE_DIR: join(empty, 'steps'), NODE_COMPILE_CACHE: join(empty, 'compiled') };
};

async function timeRuns(runs: number, measure: () => number | Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await measure());
  return times;
}

async function requestsPerSecond(url: string, prefer: string): Promise<number> {
  const document = loadDocument();
  // a mix of the contract: every read operation (writes would be as cheap for Prism; reads are what a screen calls)
  const requests = listOperations(document)
    .filter((operation) => operation.effect === 'read')
    .map((operation) => buildRequest(document, operation));
  let completed = 0;
  const deadline = performance.now() + LOAD_SECONDS * 1000;
  const worker = async (offset: number) => {
    for (let index = offset; performance.now() < deadline; index += CONCURRENCY) {
      const request = requests[index % requests.length];
      const response = await fetch(`${url}${request.path}?${request.query}`, {
        method: request.method,
        headers: { ...request.headers, Prefer: prefer },
        body: request.body,
      });
      await response.arrayBuffer();
      if (response.status === 200) completed += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, offset) => worker(offset)));
  return completed / ((performance.now() - started) / 1000);
}

export async function benchHttpMock(): Promise<Figure[]> {
  const cold = await timeRuns(COLD_RUNS, () => timeGeneration(freshClone));
  const clean = await timeRuns(RUNS, () => timeGeneration(cleanGen));
  const unchanged = await timeRuns(RUNS, () => timeGeneration());
  for (const folder of emptied.splice(0)) rmSync(folder, { recursive: true, force: true });
  const mockReady = await timeRuns(RUNS, () => timeMockReady(...MOCK_PORTS));

  const mockDocument = cachedMockDocument(DEFAULT_BUNDLE);
  const startup: number[] = [];
  const staticRates: number[] = [];
  const dynamicRates: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const prism = await startPrism({ document: mockDocument, port: PRISM_PORT + run });
    startup.push(performance.now() - started);
    if (run < 3) {
      staticRates.push(await requestsPerSecond(prism.url, 'dynamic=false'));
      dynamicRates.push(await requestsPerSecond(prism.url, 'dynamic=true'));
    }
    await prism.stop();
  }
  return [
    { name: 'npm run generate from a clean src/gen (step cache kept)', value: median(clean), unit: 'ms', runs: RUNS },
    { name: 'npm run generate on a fresh clone (no cache at all)', value: median(cold), unit: 'ms', runs: COLD_RUNS },
    { name: 'npm run generate with nothing changed', value: median(unchanged), unit: 'ms', runs: RUNS },
    {
      name: 'npm run mock until it answers an HTTP call and serves the socket',
      value: median(mockReady),
      unit: 'ms',
      runs: RUNS,
    },
    { name: 'Prism start-up until listening', value: median(startup), unit: 'ms', runs: RUNS },
    {
      name: `Prism static answers, ${CONCURRENCY} concurrent, all read operations`,
      value: median(staticRates),
      unit: 'req/s',
      runs: staticRates.length,
    },
    {
      name: `Prism dynamic answers, ${CONCURRENCY} concurrent, all read operations`,
      value: median(dynamicRates),
      unit: 'req/s',
      runs: dynamicRates.length,
    },
  ];
}
