/**
 * `npm run generate`: lints and bundles the contract into openapi/dist/openapi.yaml, then generates the
 * typed hooks, zod validators and response-validator registry into src/gen/; then bundles and validates the
 * realtime contract (asyncapi/ -> asyncapi/dist/asyncapi.yaml) and generates src/gen/socket/. Fails on any problem.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { DEFAULT_BUNDLE } from '../contract/contract-document.ts';
import { generateRealtime } from './realtime/generate-realtime.ts';
import { nodeBin } from '../lib/node-bin.ts';
import { writeResponseValidators } from './write-response-validators.ts';
import { writeRouteTree } from './write-route-tree.ts';

const started = performance.now();

function run(step: string, [command, args]: [string, string[]]): void {
  const stepStart = performance.now();
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) {
    process.stderr.write(output);
    throw new Error(`${step} failed`);
  }
  console.log(`${step} ok (${Math.round(performance.now() - stepStart)} ms)`);
}

mkdirSync('openapi/dist', { recursive: true });
run('lint openapi', nodeBin('redocly', ['lint', '--format=stylish', '--max-problems=500']));
run('bundle openapi', nodeBin('redocly', ['bundle', 'tradedesk', '--output', DEFAULT_BUNDLE]));
run('orval', nodeBin('orval'));
writeResponseValidators(DEFAULT_BUNDLE);
await writeRouteTree();
await generateRealtime();
console.log(`generated in ${Math.round(performance.now() - started)} ms`);
