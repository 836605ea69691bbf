/**
 * `npm run lighthouse`: Lighthouse (mobile preset) over the production build served by `vite preview` with the
 * mock behind it, for the login screen, then, logged in through the login form, home and market. Prints the
 * performance, accessibility and best-practices scores with LCP, TBT and CLS, and writes them into README.md
 * between `<!-- lighthouse:start -->` and `<!-- lighthouse:end -->` with the machine they ran on.
 * `--runs=N` audits each page N times (3 by default) and shows the run of median performance score;
 * `--no-build` audits the existing dist/; `--assert` fails when accessibility or best practices score below 95
 * (performance is reported only: shared machines are too noisy to hold it); `--no-readme` leaves README.md alone;
 * `--asserted-only` audits only what `--assert` holds: `npm test` asserts, and leaves performance, a figure, to
 * this benchmark (its trace and simulated load are a fifth of an audit's CPU, taken from the journeys beside it).
 */
import { spawnSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import { describeMachine } from '../bench/machine.ts';
import { nodeBin } from '@tradedesk/contract/tools';
import { startPreview } from '../lib/preview-servers.ts';
import { writeReadmeFigures } from '../lib/readme-figures.ts';
import {
  auditRow,
  CATEGORIES,
  formatTable,
  medianRun,
  shortfalls,
  type AuditRow,
  type Category,
} from './lighthouse-report.ts';
import { launchDebuggableChromium, logInThroughTheForm } from './lighthouse-session.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const PAGES = [
  { name: 'login', path: '/#/pages/common/login', signedIn: false },
  { name: 'home', path: '/#/pages/index/index', signedIn: true },
  { name: 'market', path: '/#/pages/market/market', signedIn: true },
];
const args = new Set(process.argv.slice(2));
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
/** Runs per page; the table shows the median one (a shared machine moves single runs a lot). */
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length)) || 1) : 3;
/** The categories `--assert` holds at 95 or more. */
const ASSERTED: Category[] = ['accessibility', 'best-practices'];
const assertedOnly = args.has('--asserted-only');
const categories = assertedOnly ? ASSERTED : CATEGORIES;
if (assertedOnly && !args.has('--no-readme')) {
  console.error("--asserted-only audits no performance, which the README's figures need: run it with --no-readme");
  process.exit(2);
}

if (!args.has('--no-build')) {
  const [command, commandArgs] = nodeBin('vite', ['build', '--logLevel', 'warn']);
  const build = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const preview = await startPreview();
const chromium = await launchDebuggableChromium().catch(async (error) => {
  await preview.close();
  throw error;
});
const rows: AuditRow[] = [];
try {
  for (const page of PAGES) {
    if (page.signedIn && !rows.some((row) => row.signedIn)) await logInThroughTheForm(chromium.port, preview.origin);
    const runs: AuditRow[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${preview.origin}${page.path}`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        // the session logged in above must survive into the audit
        disableStorageReset: true,
        // the picture of the whole page is for an HTML report, and this reads only the JSON scores
        disableFullPageScreenshot: true,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      runs.push(auditRow(page.name, page.path, result.lhr, categories));
    }
    rows.push({ ...medianRun(runs), signedIn: page.signedIn });
  }
} finally {
  await chromium.close();
  await preview.close();
}

const table = formatTable(rows);
console.log(`\nLighthouse (mobile preset) on ${describeMachine()}\n${table}`);
if (!args.has('--no-readme')) {
  writeReadmeFigures(
    'lighthouse',
    `Measured by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}: Lighthouse ${rows[0]?.version} (mobile preset, simulated throttling, median of ${RUNS} runs per page) against \`vite preview\` of the production build with the mock behind it.\n\n${table}`,
  );
}
if (args.has('--assert')) {
  const failures = shortfalls(rows, ASSERTED, 95);
  if (failures.length) {
    console.error(`\nLighthouse FAILED:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nLighthouse ok: accessibility and best practices at 95 or more on every page');
}
