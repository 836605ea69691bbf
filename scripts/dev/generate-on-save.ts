/**
 * While `npm start` runs, each save under openapi/ or asyncapi/ (every file a `$ref` can reach lives there) or of
 * redocly.yaml generates again: lint, bundle and the code the contract makes, each step only when its inputs
 * changed (generate.ts). A good generation is taken up by the mock (mock-server/contract-watch.ts) and by Vite (the
 * hooks it reloads); a failed one changes nothing and shows its problems here and over the app
 * (contract-overlay.ts). Saves that come while a generation runs are generated together once it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join, relative } from 'node:path';
import { runBelow } from '@tradedesk/contract/tools';

const ROOT = new URL('../..', import.meta.url).pathname;
const GENERATE = join(ROOT, 'scripts/contract/codegen/generate.ts');
const WATCHED = ['openapi', 'asyncapi'];
/** What generation writes under the watched folders, and what editors write beside a file they save. */
const NOT_SOURCES = /(^|\/)dist(\/|$)|(~|\.swp|\.swx|\.tmp|#)$|(^|\/)\.#/;

/**
 * Watches every folder of a tree, each on its own: Node's recursive watch follows files by inode on Linux, and an
 * editor that saves by writing a new file and renaming it over the old one leaves it watching the old one. A folder
 * created later is watched from its first event on.
 */
function watchTree(root: string, onChange: (file: string) => void): FSWatcher[] {
  const watchers: FSWatcher[] = [];
  const watched = new Set<string>();
  const add = (folder: string) => {
    if (watched.has(folder) || NOT_SOURCES.test(relative(ROOT, folder))) return;
    watched.add(folder);
    watchers.push(
      watch(folder, (_event, name) => {
        if (name === null) return;
        const path = join(folder, String(name));
        if (existsSync(path) && statSync(path).isDirectory()) add(path);
        onChange(relative(ROOT, path));
      }),
    );
    for (const entry of readdirSync(folder, { withFileTypes: true }))
      if (entry.isDirectory()) add(join(folder, entry.name));
  };
  add(root);
  return watchers;
}

/** The generation running now, which stopping `npm start` stops too (it puts back what it had written). */
let generating: ChildProcess | undefined;
export const stopGenerating = () => generating?.kill('SIGTERM');

/** Runs one generation; answers whether it succeeded. Its output goes to `log`, line by line. */
export function generateOnce(log: (line: string) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [GENERATE], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    generating = child;
    // below the mock and Vite: the mock swaps its contract while Orval still runs, and takes the cores first
    runBelow(child, 10);
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) log(line);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
  });
}

/**
 * Watches the contract's sources; `onGenerated` hears each generation's outcome (the references are built after
 * a good one). Answers a function that stops watching.
 */
export function generateOnSave(
  log: (line: string) => void,
  onGenerated: (ok: boolean) => void = () => undefined,
): () => void {
  let running = false;
  let saved: string[] = [];
  let pending: NodeJS.Timeout | undefined;
  const run = async () => {
    if (running || saved.length === 0) return;
    running = true;
    const files = [...new Set(saved)];
    saved = [];
    const started = performance.now();
    log(`saved ${files.slice(0, 3).join(', ')}${files.length > 3 ? ` and ${files.length - 3} more` : ''}: generating`);
    const ok = await generateOnce(log);
    const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
    log(
      ok
        ? `the contract is generated (${took}): the app reloads what changed, the mock serves it`
        : `the contract has errors (above, and over the app): nothing generated changed (${took})`,
    );
    running = false;
    onGenerated(ok);
    void run();
  };
  const onSave = (file: string) => {
    if (NOT_SOURCES.test(file)) return;
    saved.push(file);
    // an editor's save is several events (write, rename, chmod): one generation for the burst
    clearTimeout(pending);
    pending = setTimeout(() => void run(), 100);
  };
  const watchers: FSWatcher[] = [
    ...WATCHED.flatMap((folder) => watchTree(join(ROOT, folder), onSave)),
    watch(ROOT, (_event, name) => name === 'redocly.yaml' && onSave(name)),
  ];
  return () => {
    clearTimeout(pending);
    for (const watcher of watchers) watcher.close();
  };
}
