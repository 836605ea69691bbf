/** Generation time, Prism start-up time, and Prism requests per second (static and dynamic answers). */
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeMockDocument } from '../../mock-server/mock-document.ts';
import { startPrism } from '../../mock-server/prism-process.ts';
import { DEFAULT_BUNDLE, listOperations, loadDocument } from '../contract/contract-document.ts';
import { buildRequest } from '../contract/request-builder.ts';
import { median } from './machine.ts';

export type Figure = { name: string; value: number; unit: string; runs: number };

const RUNS = 5;
const LOAD_SECONDS = 4;
const CONCURRENCY = 16;

function timeGeneration(): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/codegen/generate.ts'], { stdio: 'ignore' });
  if (result.status !== 0) throw new Error('npm run generate failed');
  return performance.now() - started;
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
  const generation: number[] = [];
  for (let run = 0; run < RUNS; run += 1) generation.push(timeGeneration());

  const mockDocument = writeMockDocument(DEFAULT_BUNDLE, join(tmpdir(), 'bench-openapi.mock.yaml'));
  const startup: number[] = [];
  const staticRates: number[] = [];
  const dynamicRates: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const prism = await startPrism({ document: mockDocument, port: 4300 + run });
    startup.push(performance.now() - started);
    if (run < 3) {
      staticRates.push(await requestsPerSecond(prism.url, 'dynamic=false'));
      dynamicRates.push(await requestsPerSecond(prism.url, 'dynamic=true'));
    }
    await prism.stop();
  }
  return [
    { name: 'npm run generate (lint, bundle, Orval, registry)', value: median(generation), unit: 'ms', runs: RUNS },
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
