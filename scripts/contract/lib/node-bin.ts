import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The nearest `node_modules` above this file that holds `entry`: npm workspaces install the tools once, at the
 * root of the repository, and a package's own folder holds only what differs.
 */
function installed(entry: string): string {
  for (let folder = dirname(import.meta.filename); ; folder = dirname(folder)) {
    const candidate = join(folder, 'node_modules', entry);
    if (existsSync(candidate)) return candidate;
    if (dirname(folder) === folder) throw new Error(`node_modules/${entry} is not installed: run npm ci`);
  }
}

/**
 * The command line that runs an installed package's executable with this process's Node. The `#!/usr/bin/env node`
 * line of those executables would otherwise pick whatever Node comes first on PATH (the machine's may be too old).
 */
export function nodeBin(name: string, args: string[] = []): [string, string[]] {
  const script = realpathSync(installed(`.bin/${name}`));
  return [process.execPath, [script, ...args]];
}

/**
 * The command line of TypeScript's type check: TypeScript 7's compiler (the package `typescript-native`), several
 * times faster than TypeScript 6's on the whole project, with the same results. TypeScript 6 (`typescript`) stays
 * for the tools that use its programming interface (typescript-eslint, Knip, Orval), which TypeScript 7 does not
 * have yet. Both packages install a `tsc` executable, so this one is named by its package, never by `.bin/tsc`.
 * It checks on one thread: its four checkers in parallel each work out many of the same types again, 42 core-seconds
 * on the whole project against 25 on one thread, and wherever this runs (`npm test`'s static checks, the tests that
 * check a copied project) another process keeps the other core busy, so one thread is also sooner: 22 s against 30
 * beside a busy core on the 2-core machine.
 */
export function typeCheck(args: string[]): [string, string[]] {
  return [process.execPath, [realpathSync(installed('typescript-native/bin/tsc')), '--singleThreaded', ...args]];
}

/** Where Node keeps the compiled code of the tools it starts, so that the next start skips compiling them. */
export const compileCache = (): string => join(dirname(installed('.bin')), '.cache/node-compile');

/**
 * The environment for a tool started from a script: plain output, no usage reports sent out (the Redocly CLI
 * reports each command, and its references would report page views, unless told not to), and Node's compile
 * cache (the tools load hundreds of modules; with the cache a start compiles none of them again). An explicit
 * NODE_COMPILE_CACHE wins.
 */
export function toolEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { NODE_COMPILE_CACHE: compileCache(), ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', ...extra };
}

/** The tools runTool started that still run: a script stopped halfway stops them too (stopTools). */
const running = new Set<ChildProcess>();

/** Stops every tool runTool started that still runs (a tool outliving the script would write after it). */
export function stopTools(): void {
  for (const child of running) child.kill('SIGTERM');
}

/** How much lower a yielding tool runs: enough that the scheduler serves the others first. */
const YIELDING_BY = 5;
/** Unix's lowest priority (the highest niceness). */
const LOWEST_PRIORITY = 19;

/**
 * Runs a child `steps` of niceness below this process (at most the lowest priority): the processes that someone waits
 * for take the cores first, and it takes what they leave.
 */
export function runBelow(child: ChildProcess, steps: number): void {
  if (child.pid !== undefined) setPriority(child.pid, Math.min(getPriority() + steps, LOWEST_PRIORITY));
}
/** Runs a child at the lowest priority: nothing waits for it. */
export const runLowest = (child: ChildProcess): void => runBelow(child, LOWEST_PRIORITY);

/** Where and how a tool runs. */
export type ToolOptions = {
  cwd?: string;
  env?: Record<string, string>;
  /** Stops the tool: its work is no longer wanted. */
  signal?: AbortSignal;
  /** Runs it below this process's priority: it takes what the tools beside it leave of the cores. */
  yielding?: boolean;
};

/** Runs a tool with toolEnvironment(); resolves when it succeeds, rejects with its whole output when it fails. */
export function runTool(
  what: string,
  [command, args]: [string, string[]],
  { cwd, env = {}, signal, yielding = false }: ToolOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: toolEnvironment(env), signal });
    if (yielding) runBelow(child, YIELDING_BY);
    running.add(child);
    child.once('exit', () => running.delete(child));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    // a tool that could not start; one that started (or was stopped) settles when it has exited, not before
    child.once('error', (error) => child.pid === undefined && reject(error));
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(signal?.aborted ? `${what} stopped: its work is no longer wanted` : `${what} failed:\n${output}`),
        );
    });
  });
}
