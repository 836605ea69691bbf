/**
 * `npm run mock`: the whole mock backend on this machine, nothing reaching the internet.
 * - Prism serves the HTTP contract on 127.0.0.1:$PRISM_PORT (4010), generated data by default
 *   (`Prefer: dynamic=false` or `Prefer: example=NAME` for the written examples, e.g. sessionExpired).
 * - The asset server (and the socket emitter on it) listens on 127.0.0.1:$SOCKET_PORT (4011).
 * Run `npm run generate` first (npm start and npm run mock do).
 */
import { existsSync } from 'node:fs';
import { DEFAULT_BUNDLE } from '../scripts/contract/contract-document.ts';
import { createAssetServer } from './asset-server.ts';
import { writeMockDocument } from './mock-document.ts';
import { startPrism } from './prism-process.ts';

const HOST = '127.0.0.1';
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const socketPort = Number(process.env.SOCKET_PORT ?? 4011);
const dynamic = process.env.PRISM_DYNAMIC !== 'false';

if (!existsSync(DEFAULT_BUNDLE)) throw new Error(`${DEFAULT_BUNDLE} is missing: run npm run generate first.`);
const started = performance.now();
const mockDocument = writeMockDocument(DEFAULT_BUNDLE, new URL('./.cache/openapi.mock.yaml', import.meta.url).pathname);
const prism = await startPrism({
  document: mockDocument,
  port: prismPort,
  host: HOST,
  dynamic,
  log: (line) => process.env.PRISM_VERBOSE && console.log(line),
});
const assets = createAssetServer();
await new Promise<void>((resolve) => assets.listen(socketPort, HOST, resolve));
console.log(`HTTP mock (Prism, ${dynamic ? 'dynamic' : 'static'}) on ${prism.url}`);
console.log(`assets and socket on http://${HOST}:${socketPort}`);
console.log(`mock backend ready in ${Math.round(performance.now() - started)} ms`);

const shutdown = async () => {
  assets.close();
  await prism.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
prism.child.once('exit', (code) => {
  console.error(`Prism stopped (exit ${code})`);
  process.exit(1);
});
