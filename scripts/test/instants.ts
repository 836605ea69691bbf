/**
 * `npm run test:instants`: every test file whose mock starts at the test instant (those that import
 * mock-server/test-instant.ts, directly or not, as Vitest's module graph tells) runs again with the mock's clock at
 * the instants where a test that read the hour would break: half a minute before midnight, a month's and a year's
 * last seconds, a guess round's last 10 seconds (rounds open every 30 minutes), and 16:20 UTC. The first of them,
 * midnight, is the test instant itself: `npm test` runs every file there, so this runs the others (`--only
 * midnight` runs it too). A file that never reads the instant gives the same result at each of them: it runs once, in
 * `npm test`. The files share their modules within a worker (`--no-isolate`): importing the sandbox and the contract
 * once per worker instead of once per file saves a third of each instant. `.ci/run` runs this after `npm test`. The
 * write-operations property draws a third of its random sequences at each instant, from a seed of the instant's own
 * (propertyRunsAt). Ends with one "N passed, N failed" line over every instant.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createVitest } from 'vitest/node';
import { nodeBin } from '@tradedesk/contract/tools';
import { DEFAULT_TEST_NOW } from '@tradedesk/mock-server/test-instant';
import { vitestCounts } from '../lib/vitest-report.ts';
import { runSideBySide } from '../lib/side-by-side.ts';

const INSTANTS: Array<{ label: string; now: string }> = [
  { label: 'midnight', now: '2026-11-24T00:00:00Z' },
  { label: 'half a minute before midnight', now: '2026-11-24T23:59:30Z' },
  { label: "a month's last day, 10 s before its end", now: '2026-11-30T23:59:50Z' },
  { label: "a year's last 5 seconds", now: '2026-12-31T23:59:55Z' },
  { label: "a guess round's last 10 seconds", now: '2026-11-24T14:29:50Z' },
  { label: '16:20 UTC', now: '2026-11-25T16:20:00Z' },
];

/** The one module every mock that a test starts takes its instant from. */
const TEST_INSTANT = 'mock-server/test-instant.ts';
/**
 * Files that read the instant but prove nothing more at a second one: the one that performs every write of the
 * contract to check what it changes (what it proves does not depend on the hour, and it takes most of a minute), and
 * the pack's, whose kit is the one scripts/conformance/tests/scenarios-mock.test.ts and mock.test.ts run against the
 * mock at every instant (what it adds is the packing, the same at any hour). They run at the test instant, in
 * `npm test`, which is midnight, one of the instants; here only when midnight is asked for.
 */
const ONCE = ['tests/sandbox/invalidation-claims.test.ts', 'tests/contract/contract-pack.test.ts'];

/** The test files that import the test instant, listed from Vitest's module graph without running them. */
async function filesReadingTheInstant(): Promise<string[]> {
  const vitest = await createVitest('test', { related: [TEST_INSTANT], watch: false });
  try {
    const specifications = await vitest.getRelevantTestSpecifications();
    return [...new Set(specifications.map((specification) => relative(process.cwd(), specification.moduleId)))].sort();
  } finally {
    await vitest.close();
  }
}

/**
 * The random sequences of the write-operations property (tests/sandbox/write-operations.property.test.ts) at an
 * instant: a third of `npm test`'s 300, from a seed of the instant's own. Every instant still runs the whole sweep
 * of each thing done wrong to each operation; the random part explores new sequences at each instant instead of
 * repeating the same 300 six times, for a third of its time. FUZZ_RUNS and FUZZ_SEED, when set, are kept.
 */
const propertyRunsAt = (index: number) => ({
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '100',
  FUZZ_SEED: process.env.FUZZ_SEED ?? String(20261125 + 1 + index),
});

if (Date.parse(INSTANTS[0].now) !== Date.parse(DEFAULT_TEST_NOW))
  throw new Error(`the test instant (${DEFAULT_TEST_NOW}) is no longer the first instant: update this script`);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
// npm test has run every file at the first instant, the test instant
const chosen = only ? INSTANTS.filter((instant) => instant.label === only || instant.now === only) : INSTANTS.slice(1);
if (chosen.length === 0) throw new Error(`no instant named ${only}: ${INSTANTS.map((i) => i.label).join(', ')}`);

const files = await filesReadingTheInstant();
for (const file of ONCE)
  if (!files.includes(file)) throw new Error(`${file} no longer reads the test instant: update this script`);
console.log(`${files.length} test files read the test instant:\n  ${files.join('\n  ')}`);
const withoutOnce = files.filter((file) => !ONCE.includes(file));

const reports = mkdtempSync(join(tmpdir(), 'tradedesk-instants-'));
const reportOf = (index: number) => join(reports, `${index}.json`);
// three instants at a time on two cores, each in a Vitest of one worker: an instant waits on real time for a fifth
// of its own (reconnection delays, the kit's server started in a process of its own), which the third fills; two
// at a time left a core idle while the fifth instant ran alone (238 s against 209 s on the 2-core machine)
const passed = await runSideBySide(
  chosen.map((instant, index) => ({
    label: `MOCK_NOW=${instant.now} (${instant.label})`,
    command: nodeBin('vitest', [
      'run',
      ...(instant === INSTANTS[0] ? files : withoutOnce),
      '--no-isolate',
      '--maxWorkers=1',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${reportOf(index)}`,
    ]),
    env: { MOCK_NOW: instant.now, ...propertyRunsAt(INSTANTS.indexOf(instant)) },
  })),
  3,
);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedAt: string[] = [];
for (const [index, { label, now }] of chosen.entries()) {
  // no report: Vitest itself failed, counted as one failure
  const counts = vitestCounts(reportOf(index)) ?? { passed: 0, failed: 1, skipped: 0 };
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (!passed[index] || counts.failed > 0) failedAt.push(`${now} (${label})`);
}
rmSync(reports, { recursive: true, force: true });
if (failedAt.length) console.log(`\nfailed at: ${failedAt.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedAt.length === 0 ? 0 : 1);
