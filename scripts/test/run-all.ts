/**
 * `npm test`: every check of the project, in order, stopping at the first failure:
 * contract generation (lint + bundle + codegen), ESLint and Prettier, TypeScript, Knip (files, exports and
 * dependencies nothing uses; knip.config.ts), Vitest (unit, contract, realtime and conformance tests), then the
 * production build, built once and used by everything after it: the size budget measured in a browser, the
 * Playwright end-to-end tests against `vite preview` of it with the mock, and Lighthouse (accessibility and best
 * practices asserted, performance reported).
 * Ends with one "N passed, N failed" line over all test cases.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeBin, typeCheck } from '@tradedesk/contract/tools';
import { vitestCounts } from '../lib/vitest-report.ts';
import { describeJourneys, playwrightCounts, playwrightJourneys } from '../lib/playwright-report.ts';
import { runTwoAtATime } from '../lib/two-at-a-time.ts';

const reports = join(tmpdir(), `tradedesk-test-${process.pid}`);
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(label: string, [command, args]: [string, string[]], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return result.status === 0;
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

function finish(ok: boolean): never {
  rmSync(reports, { recursive: true, force: true });
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

const hasE2e =
  existsSync('tests/e2e') &&
  readdirSync('tests/e2e', { recursive: true }).some((name) => String(name).endsWith('.spec.ts'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

if (!step('generate', [process.execPath, ['scripts/contract/codegen/generate.ts']])) finish(false);
// everything, tests counting as users; then the app alone, where an export only a test imports is dead too; a
// pattern of knip.config.ts that matches nothing or repeats what Knip finds itself fails as well
const knip = ['--no-progress', '--reporter', 'compact', '--treat-config-hints-as-errors'];
// the static checks read the sources and write nothing: two at a time, one per core
const staticChecks = await runTwoAtATime([
  { label: 'typecheck', command: typeCheck(['-p', 'tsconfig.json']) },
  { label: 'eslint', command: nodeBin('eslint', ['.', '--max-warnings=0']) },
  { label: 'prettier', command: nodeBin('prettier', ['--check', '.']) },
  { label: 'knip', command: nodeBin('knip', knip) },
  { label: 'knip (the app)', command: nodeBin('knip', ['--production', '--workspace', '.', ...knip]) },
]);
if (!staticChecks.every(Boolean)) finish(false);
const unitOk = step(
  'vitest',
  nodeBin('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
);
countVitest(vitestReport);
if (!unitOk) finish(false);
if (!step('production build', nodeBin('vite', ['build', '--logLevel', 'warn']))) finish(false);
if (!step('size budget', [process.execPath, ['scripts/budget/check-bundle.ts', '--no-build']])) finish(false);
if (hasE2e) {
  const e2eOk = step('playwright', nodeBin('playwright', ['test']), {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    E2E_PREBUILT: 'true',
  });
  const steady = countPlaywright(playwrightReport);
  if (!e2eOk || !steady) finish(false);
}
const lighthouse = ['scripts/release/lighthouse.ts', '--no-build', '--assert', '--no-readme', '--runs=1'];
finish(step('lighthouse', [process.execPath, lighthouse]));
