/** Runs the conformance CLI as a child process (proving the command line and its exit code) and reads its report. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ConformanceReport } from '../run.ts';

const CLI = new URL('../cli.ts', import.meta.url).pathname;

export type KitRun = {
  code: number | null;
  stdout: string;
  stderr: string;
  reportDir: string;
  report?: ConformanceReport;
  durationMs: number;
};

export function runKit(args: string[], env: Record<string, string> = {}): Promise<KitRun> {
  const reportDir = mkdtempSync(join(tmpdir(), 'conformance-report-'));
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, ...args, '--report', reportDir], {
    env: { ...process.env, CI: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const file = join(reportDir, 'report.json');
      resolve({
        code,
        stdout,
        stderr,
        reportDir,
        report: existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ConformanceReport) : undefined,
        durationMs: performance.now() - started,
      });
    });
  });
}

/** Removes a run's report folder (kept when KEEP_CONFORMANCE_REPORTS is set, to look at it). */
export function removeReport(run: KitRun | undefined): void {
  if (run && !process.env.KEEP_CONFORMANCE_REPORTS) rmSync(run.reportDir, { recursive: true, force: true });
}

/**
 * Starts a backend and runs the kit against it once before the file's tests (within `timeoutMs`), then stops it
 * and removes the report after them; the holder returned gives the tests the backend and the run.
 */
export function runKitOnce<Backend extends { stop: () => Promise<void> }>(
  start: () => Promise<Backend>,
  args: (backend: Backend) => string[],
  timeoutMs = 60_000,
): { readonly backend: Backend; readonly run: KitRun } {
  const kit = {} as { backend: Backend; run: KitRun };
  beforeAll(async () => {
    kit.backend = await start();
    kit.run = await runKit(args(kit.backend));
  }, timeoutMs);
  afterAll(async () => {
    await kit.backend?.stop();
    removeReport(kit.run);
  });
  return kit;
}

/** The kit's arguments that point it at a mock started for a test: its HTTP API and, unless left out, its socket. */
export const mockTarget = (mock: { prismPort: number; socketPort: number }, socket = true) => [
  '--target',
  `http://127.0.0.1:${mock.prismPort}/api`,
  ...(socket ? ['--socket', `http://127.0.0.1:${mock.socketPort}`] : ['--no-socket']),
];
