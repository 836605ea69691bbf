/**
 * A tool started by a script stops with it: `npm run generate` stopped halfway (a save while npm start regenerates,
 * Ctrl-C) must not leave Orval running on, writing into a generation that was put back.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { runTool, stopTools } from './node-bin.ts';

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
const endlessTool = (name: string) =>
  runTool(name, [
    process.execPath,
    [
      '-e',
      `require('node:fs').writeFileSync(${JSON.stringify(join(folder, name))}, String(process.pid));` +
        'setInterval(() => undefined, 1000);',
    ],
  ]).then(
    () => 'succeeded',
    (error: Error) => error.message,
  );

it('stops the tools still running, and each reports that it did not succeed', async () => {
  const running = [endlessTool('orval'), endlessTool('redocly')];
  // a state, however long two Node starts take on a busy machine
  await vi.waitFor(() => expect(['orval', 'redocly'].every((name) => existsSync(join(folder, name)))).toBe(true), {
    timeout: 25_000,
    interval: 50,
  });
  const pids = ['orval', 'redocly'].map((name) => Number(readFileSync(join(folder, name), 'utf8')));
  expect(pids.filter(isRunning)).toEqual(pids);
  stopTools();
  expect(await Promise.all(running)).toEqual([
    expect.stringMatching(/^orval failed/),
    expect.stringMatching(/^redocly failed/),
  ]);
  expect(pids.filter(isRunning)).toEqual([]);
});
