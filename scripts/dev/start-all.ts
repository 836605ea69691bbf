/**
 * `npm start`: the mock backend (Prism, asset server and socket emitter) and the Vite dev server together, following
 * the contract as it is edited.
 * - It generates first. A contract with errors does not stop it when an earlier generation is there: it starts on
 *   that last good one and says so (generation-record.ts keeps a failed generation from changing anything).
 * - The app is on http://localhost:5173; Vite proxies /api, /upload and /socket.io to the mock.
 * - The contract references, which nothing needs to serve, are built once the mock and the app are up.
 * - Each save of the contract generates again (generate-on-save.ts); the mock takes a good generation with its state
 *   kept (mock-server/contract-watch.ts), Vite reloads the hooks, and a failed one shows over the app.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEFAULT_BUNDLE } from '@tradedesk/contract';
import { lastGoodAt } from '@tradedesk/contract/codegen';
import { nodeBin, runLowest } from '@tradedesk/contract/tools';
import { generateOnce, generateOnSave, stopGenerating } from './generate-on-save.ts';

const children: ChildProcess[] = [];
let stopWatching = () => {};

const prefixed = (label: string) => (line: string) => console.log(`[${label}] ${line}`);

function launch(label: string, command: string, args: string[], onExit = true): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${label}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  if (onExit)
    child.once('exit', (code) => {
      console.error(`[${label}] exited with code ${code}`);
      shutdown(code ?? 1);
    });
  children.push(child);
  return child;
}

function shutdown(code: number): void {
  stopWatching();
  stopGenerating();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

/**
 * The references, built beside the running app (unchanged ones are not built again), at the lowest priority: nothing
 * waits for them, and the next save's generation, the mock and Vite take the cores first.
 */
let building: ChildProcess | undefined;
function buildReferences(): void {
  if (building && building.exitCode === null) return;
  building = launch('docs', process.execPath, ['scripts/contract/docs/build-references.ts'], false);
  runLowest(building);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const log = prefixed('contract');
if (!(await generateOnce(log))) {
  const lastGood = lastGoodAt();
  if (!existsSync(DEFAULT_BUNDLE)) {
    log('the contract has errors and was never generated here: fix them (above) and start again');
    process.exit(1);
  }
  log(
    `the contract has errors (above): starting on the last good generation` +
      (lastGood ? ` (${lastGood})` : '') +
      '; each save generates again',
  );
}
launch('mock', process.execPath, [new URL('../../mock-server/start.ts', import.meta.url).pathname]);
launch('app', ...nodeBin('vite', ['--host', '127.0.0.1', '--port', process.env.APP_PORT ?? '5173', '--strictPort']));
buildReferences();
stopWatching = generateOnSave(log, (ok) => ok && buildReferences());
