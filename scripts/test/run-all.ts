/**
 * `npm test`: every check of the project, in order, stopping at the first failure:
 * contract generation (lint + bundle + codegen), ESLint and Prettier, TypeScript, Knip (files, exports and
 * dependencies nothing uses; knip.config.ts), Vitest (unit, contract, realtime and conformance tests; those that
 * wait out real time run beside the static checks, in a Vitest of their own), then the production build, built
 * once and used by everything after it: the Playwright end-to-end tests against `vite preview` of it with the mock,
 * and beside them the size budget measured in a browser and Lighthouse (the accessibility and best practices it
 * asserts; performance, a figure, is `npm run lighthouse`'s).
 * Every step that runs beside another is one that leaves a core idle alone (tests waiting out real time, a
 * Lighthouse run waiting for each page to settle) and whose assertions hold at any pace.
 * Generation stays alone: it runs its independent steps at once on both cores, and everything after needs it (with
 * Prettier beside it, it took 30 s instead of 13 and held every later step back).
 * Ends with one "N passed, N failed" line over all test cases.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeBin, typeCheck } from '@tradedesk/contract/tools';
import { vitestCounts } from '../lib/vitest-report.ts';
import { describeJourneys, playwrightCounts, playwrightJourneys } from '../lib/playwright-report.ts';
import { runStep, runSideBySide } from '../lib/side-by-side.ts';
import { WAITING_PROJECT } from '../../vitest.config.ts';

const reports = join(tmpdir(), `tradedesk-test-${process.pid}`);
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Runs a step with its output shown as it comes; the event loop keeps turning for a step running beside it. */
async function step(label: string, [command, args]: [string, string[]], env: Record<string, string> = {}) {
  console.log(`\n=== ${label}`);
  const started = performance.now();
  const status = await new Promise<number | null>((resolve) =>
    spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).on('close', resolve),
  );
  console.log(
    `=== ${label}: ${status === 0 ? 'ok' : 'FAILED'} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return status === 0;
}

function countVitest(file: string): void {
  const counts = vitestCounts(file);
  if (!counts) return;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

/** Counts the journeys (one that passed only on its retry as failed), names the flaky and the slowest ones. */
function countPlaywright(file: string): boolean {
  const report = playwrightJourneys(file);
  if (!report) return true;
  const counts = playwrightCounts(report.stats);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  console.log(`\n${describeJourneys(report.journeys).join('\n')}`);
  return report.stats.flaky === 0;
}

/** Ends what still runs beside the current step (the tests that wait on real time) when the run stops early. */
const stopping = new AbortController();

function finish(ok: boolean): never {
  stopping.abort();
  rmSync(reports, { recursive: true, force: true });
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

const hasE2e =
  existsSync('tests/e2e') &&
  readdirSync('tests/e2e', { recursive: true }).some((name) => String(name).endsWith('.spec.ts'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

if (!(await step('generate', [process.execPath, ['scripts/contract/codegen/generate.ts']]))) finish(false);
// the tests that wait out real time run beside the static checks, which keep both cores busy (vitest.config.ts)
const waitingReport = join(reports, 'vitest-waiting.json');
const waiting = runStep({
  label: `vitest (${WAITING_PROJECT})`,
  signal: stopping.signal,
  command: nodeBin('vitest', [
    'run',
    `--project=${WAITING_PROJECT}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${waitingReport}`,
  ]),
});
// everything, tests counting as users; then the app alone, where an export only a test imports is dead too; a
// pattern of knip.config.ts that matches nothing or repeats what Knip finds itself fails as well
const knip = ['--no-progress', '--reporter', 'compact', '--treat-config-hints-as-errors'];
// the static checks read the sources and write nothing: two at a time, one per core
const staticChecks = await runSideBySide([
  { label: 'typecheck', command: typeCheck(['-p', 'tsconfig.json']) },
  { label: 'eslint', command: nodeBin('eslint', ['.', '--max-warnings=0']) },
  { label: 'prettier', command: nodeBin('prettier', ['--check', '.']) },
  { label: 'knip', command: nodeBin('knip', knip) },
  { label: 'knip (the app)', command: nodeBin('knip', ['--production', '--workspace', '.', ...knip]) },
]);
if (!staticChecks.every(Boolean)) finish(false);
const unitOk = await step(
  'vitest',
  nodeBin('vitest', [
    'run',
    `--project=!${WAITING_PROJECT}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]),
);
const waitingOk = await waiting;
countVitest(vitestReport);
countVitest(waitingReport);
if (!unitOk || !waitingOk) finish(false);
if (!(await step('production build', nodeBin('vite', ['build', '--logLevel', 'warn'])))) finish(false);
// the size budget and Lighthouse, one after the other beside the journeys: Lighthouse keeps a core busy for half of
// its run, and neither asserts a time (Lighthouse audits only the categories it holds: performance's trace and
// simulated load were a fifth of its CPU, for a figure nobody reads here); each starts a mock and preview of its
// own, on ports of its own
const lighthouse = [
  'scripts/release/lighthouse.ts',
  '--no-build',
  '--assert',
  '--asserted-only',
  '--no-readme',
  '--runs=1',
];
const besideJourneys = runSideBySide(
  [
    {
      label: 'size budget',
      signal: stopping.signal,
      command: [process.execPath, ['scripts/budget/check-bundle.ts', '--no-build', '--no-readme']],
    },
    { label: 'lighthouse', signal: stopping.signal, command: [process.execPath, lighthouse] },
  ],
  1,
);
let journeysOk = true;
if (hasE2e) {
  const e2eOk = await step('playwright', nodeBin('playwright', ['test']), {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    E2E_PREBUILT: 'true',
  });
  journeysOk = countPlaywright(playwrightReport) && e2eOk;
}
const besideOk = (await besideJourneys).every(Boolean);
finish(journeysOk && besideOk);
