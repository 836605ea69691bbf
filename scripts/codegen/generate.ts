/**
 * `npm run generate`: lints and bundles the contract into openapi/dist/openapi.yaml, then generates the
 * typed hooks, zod validators and response-validator registry into src/gen/; then bundles and validates the
 * realtime contract (asyncapi/ -> asyncapi/dist/asyncapi.yaml) and generates src/gen/socket/. Fails on any problem.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { DEFAULT_BUNDLE } from '../contract/contract-document.ts';
import { generateRealtime } from './realtime/generate-realtime.ts';
import { nodeBin } from '../lib/node-bin.ts';
import { writeResponseValidators } from './write-response-validators.ts';
import { writeRouteTree } from './write-route-tree.ts';

const started = performance.now();

function run(step: string, [command, args]: [string, string[]]): Promise<void> {
  const stepStart = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        process.stderr.write(output);
        return reject(new Error(`${step} failed`));
      }
      console.log(`${step} ok (${Math.round(performance.now() - stepStart)} ms)`);
      resolve();
    });
  });
}

// Independent steps run side by side: linting beside bundling, Orval beside the realtime contract and the routes.
mkdirSync('openapi/dist', { recursive: true });
await Promise.all([
  run('lint openapi', nodeBin('redocly', ['lint', '--format=stylish', '--max-problems=500'])),
  run('bundle openapi', nodeBin('redocly', ['bundle', 'tradedesk', '--output', DEFAULT_BUNDLE])),
]);
await Promise.all([
  run('orval', nodeBin('orval')).then(() => writeResponseValidators(DEFAULT_BUNDLE)),
  generateRealtime(),
  writeRouteTree(),
]);
console.log(`generated in ${Math.round(performance.now() - started)} ms`);
