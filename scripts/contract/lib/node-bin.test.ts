/**
 * A tool started by a script stops with it: `npm run generate` stopped halfway (a save while npm start regenerates,
 * Ctrl-C) must not leave Orval running on, writing into a generation that was put back; one whose work is no longer
 * wanted stops alone, and one that yields runs below the others (as any child can be put below).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { runBelow, runLowest, runTool, stopTools, type ToolOptions } from './node-bin.ts';

const folder = mkdtempSync(join(tmpdir(), 'stop-tools-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A tool that says it runs (its pid in a file) and never ends by itself; answers how it ended. */
const endlessTool = (name: string, options: ToolOptions = {}) =>
  runTool(
    name,
    [
      process.execPath,
      [
        '-e',
        `require('node:fs').writeFileSync(${JSON.stringify(join(folder, name))}, String(process.pid));` +
          'setInterval(() => undefined, 1000);',
      ],
    ],
    options,
  ).then(
    () => 'succeeded',
    (error: Error) => error.message,
  );

/** The pids of tools once each has started, however long Node starts take on a busy machine. */
async function started(names: string[]): Promise<number[]> {
  await vi.waitFor(() => expect(names.every((name) => existsSync(join(folder, name)))).toBe(true), {
    timeout: 25_000,
    interval: 50,
  });
  return names.map((name) => Number(readFileSync(join(folder, name), 'utf8')));
}

it('stops the tools still running, and each reports that it did not succeed', async () => {
  const running = [endlessTool('orval'), endlessTool('redocly')];
  const pids = await started(['orval', 'redocly']);
  expect(pids.filter(isRunning)).toEqual(pids);
  stopTools();
  expect(await Promise.all(running)).toEqual([
    expect.stringMatching(/^orval failed/),
    expect.stringMatching(/^redocly failed/),
  ]);
  expect(pids.filter(isRunning)).toEqual([]);
});

it('stops a tool whose work is no longer wanted, and only that one', async () => {
  const unwanted = new AbortController();
  const running = [endlessTool('orval-unwanted', { signal: unwanted.signal }), endlessTool('lint-wanted')];
  const [unwantedPid, wantedPid] = await started(['orval-unwanted', 'lint-wanted']);
  unwanted.abort();
  expect(await running[0]).toBe('orval-unwanted stopped: its work is no longer wanted');
  expect([isRunning(unwantedPid), isRunning(wantedPid)]).toEqual([false, true]);
  stopTools();
  await running[1];
});

it('runs a yielding tool below its own priority, and the others at it', async () => {
  const running = [endlessTool('orval-yielding', { yielding: true }), endlessTool('lint-at-priority')];
  const [yieldingPid, otherPid] = await started(['orval-yielding', 'lint-at-priority']);
  expect(getPriority(yieldingPid)).toBeGreaterThan(getPriority());
  expect(getPriority(otherPid)).toBe(getPriority());
  stopTools();
  await Promise.all(running);
});

it('runs a child some steps below this process, or at the lowest priority, never past it', async () => {
  const children = [0, 1, 2].map(() => spawn(process.execPath, ['-e', 'setInterval(() => undefined, 1000)']));
  try {
    const [below, lowest, farBelow] = children;
    runBelow(below, 3);
    runLowest(lowest);
    runBelow(farBelow, 40);
    expect(getPriority(below.pid)).toBe(Math.min(getPriority() + 3, 19));
    expect(getPriority(lowest.pid)).toBe(19);
    expect(getPriority(farBelow.pid)).toBe(19);
  } finally {
    for (const child of children) child.kill();
  }
});
