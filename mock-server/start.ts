/**
 * `npm run mock`: the whole mock backend on this machine, nothing reaching the internet.
 * - Prism serves the HTTP contract on 127.0.0.1:$PRISM_PORT (4010), generated data by default
 *   (`Prefer: dynamic=false` or `Prefer: example=NAME` for the written examples, e.g. sessionExpired),
 *   behind a gateway (token-gateway.ts) that refuses a malformed token with the 999 envelope.
 * - The asset server (and the socket emitter on it) listens on 127.0.0.1:$SOCKET_PORT (4011); the emitter takes
 *   SOCKET_SEED, SOCKET_SYMBOLS (number of pairs) and SOCKET_RATE (market steps per second).
 * Run `npm run generate` first (npm start and npm run mock do).
 */
import { existsSync } from 'node:fs';
import { DEFAULT_BUNDLE } from '../scripts/contract/contract-document.ts';
import { cachedMockDocument } from './mock-document.ts';
import { startGatedPrism } from './token-gateway.ts';

const HOST = '127.0.0.1';
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const socketPort = Number(process.env.SOCKET_PORT ?? 4011);
const dynamic = process.env.PRISM_DYNAMIC !== 'false';

if (!existsSync(DEFAULT_BUNDLE)) throw new Error(`${DEFAULT_BUNDLE} is missing: run npm run generate first.`);
const started = performance.now();
// Prism takes the longest to start: it goes first, and the emitter's modules load while it starts.
const prismStarting = startGatedPrism({
  document: cachedMockDocument(DEFAULT_BUNDLE),
  port: prismPort,
  host: HOST,
  dynamic,
  log: (line) => process.env.PRISM_VERBOSE && console.log(line),
});
const { createAssetServer } = await import('./asset-server.ts');
const { attachEmitter, emitterOptionsFromEnv } = await import('./socket/emitter.ts');
const assets = createAssetServer();
const emitter = attachEmitter(assets, emitterOptionsFromEnv(process.env));
const prism = await prismStarting;
// the asset server listens last: once it serves a file, the whole mock is up (the end-to-end tests wait for that)
await new Promise<void>((resolve) => assets.listen(socketPort, HOST, resolve));
console.log(`HTTP mock (Prism, ${dynamic ? 'dynamic' : 'static'}) on ${prism.url}`);
console.log(`assets and socket on http://${HOST}:${socketPort} (${emitter.model.pairs.length} pairs)`);
console.log(`contract references on http://${HOST}:${socketPort}/reference/ (npm run docs builds them)`);
console.log(`mock backend ready in ${Math.round(performance.now() - started)} ms`);

const shutdown = async () => {
  await emitter.close(); // closes the asset server too
  await prism.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
prism.child.once('exit', (code) => {
  console.error(`Prism stopped (exit ${code})`);
  process.exit(1);
});
