/**
 * A copy of the project in a temporary folder, for the tests that change the contract and generate again: it
 * shares the project's installed packages and its generation step cache (so only what a change touches runs
 * again), but its own workspaces are linked to the copy's folders, so the generators read the copy's contract.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cacheRoot } from '@tradedesk/contract/codegen';

const REPO = resolve(import.meta.dirname, '../..');
const WORKSPACES = { contract: 'scripts/contract', conformance: 'scripts/conformance' };
const ALWAYS_COPIED = [
  'openapi',
  'asyncapi',
  'scripts',
  'redocly.yaml',
  'orval.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

export type ProjectCopy = {
  folder: string;
  /** Runs a command in the copy, with the project's generation step cache. */
  run: (command: string, args: string[]) => { ok: boolean; output: string };
  /** `npm run generate` in the copy. */
  generate: () => { ok: boolean; output: string };
  /** Changes a file of the copy; throws when the change changes nothing (the test would prove nothing). */
  edit: (file: string, change: (text: string) => string) => void;
  remove: () => void;
};

/** Copies the contract, the tools and `sources` (parts of src/), leaving out what generation writes. */
export function copyProject(name: string, sources: string[]): ProjectCopy {
  const folder = mkdtempSync(join(tmpdir(), `${name}-`));
  for (const path of [...ALWAYS_COPIED, ...sources])
    cpSync(join(REPO, path), join(folder, path), {
      recursive: true,
      filter: (source) =>
        !source.startsWith(join(REPO, 'src/gen')) &&
        !source.startsWith(join(REPO, 'scripts/conformance/gen')) &&
        !source.includes(join('openapi', 'dist')),
    });
  mkdirSync(join(folder, 'node_modules/@tradedesk'), { recursive: true });
  for (const entry of readdirSync(join(REPO, 'node_modules')))
    if (entry !== '@tradedesk') symlinkSync(join(REPO, 'node_modules', entry), join(folder, 'node_modules', entry));
  for (const [pkg, path] of Object.entries(WORKSPACES))
    symlinkSync(join(folder, path), join(folder, 'node_modules/@tradedesk', pkg));

  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, {
      cwd: folder,
      encoding: 'utf8',
      env: { ...process.env, GENERATE_CACHE_DIR: cacheRoot(REPO) },
    });
    return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
  };
  return {
    folder,
    run,
    generate: () => run(process.execPath, ['scripts/contract/codegen/generate.ts']),
    edit: (file, change) => {
      const path = join(folder, file);
      const text = readFileSync(path, 'utf8');
      const changed = change(text);
      if (changed === text) throw new Error(`${file}: the edit changed nothing`);
      writeFileSync(path, changed);
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
