/**
 * `npm run contract:diff -- [--base <git ref>] [--head <git ref>] [--report <folder>]`: every change of both
 * contracts since a git ref, classed breaking or not, with a summary and a JSON report. Exits 1 when a contract has
 * a breaking change and its info.version did not take a major step, 2 on wrong options or a git error.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compareContracts } from './diff/compare-contracts.ts';
import { bundleContracts, extractAtRef, git } from './diff/contract-sources.ts';
import { releasedBase } from './diff/released.ts';
import { summaryMarkdown, summaryText, type DiffReport } from './diff/report.ts';

export const USAGE = `Contract diff: every change of the HTTP and realtime contracts since a git ref, classed breaking or not.

Usage: npm run contract:diff -- [--base <git ref>] [--head <git ref>] [--report <folder>]

  --base <ref>       What to compare with (default: the merge base of HEAD with main, or with origin/main).
  --head <ref>       What is compared (default: the working tree, uncommitted changes included).
  --report <folder>  Where report.json, summary.md and the compared bundles go (default contract-diff).
  -h, --help         This text.

Exit code: 0 no breaking change, or each allowed by a major step of the contract's info.version (while 0.y.z the
minor is the major step); 1 a breaking change without one; 2 wrong options or a git error.`;

class UsageError extends Error {}

function defaultBase(root: string): string {
  const base = releasedBase(root);
  if (!base) throw new UsageError('no main or origin/main branch to take the merge base with: give --base <git ref>');
  return base;
}

function commitOf(root: string, ref: string): string {
  try {
    return git(root, ['rev-parse', '--verify', `${ref}^{commit}`]);
  } catch {
    throw new UsageError(`${ref} is not a commit of this repository`);
  }
}

const toolVersion = () =>
  (
    JSON.parse(readFileSync(new URL('../../node_modules/@redocly/cli/package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

export async function runContractDiff(
  argv: string[],
  cwd = process.cwd(),
): Promise<{ code: number; report?: DiffReport }> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: 'string' },
        head: { type: 'string' },
        report: { type: 'string', default: 'contract-diff' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    process.stderr.write(`contract:diff: ${(error as Error).message}\n\n${USAGE}\n`);
    return { code: 2 };
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return { code: 0 };
  }
  const scratch = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  try {
    const root = git(cwd, ['rev-parse', '--show-toplevel']);
    const baseRef = values.base ?? 'merge base with main';
    const baseCommit = values.base ? commitOf(root, values.base) : commitOf(root, defaultBase(root));
    const headCommit = values.head ? commitOf(root, values.head) : undefined;
    const folder = resolve(cwd, values.report);
    if (folder === cwd || root === folder || root.startsWith(`${folder}/`))
      throw new UsageError(`--report ${values.report} would replace the repository: give a folder of its own`);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });

    extractAtRef(root, baseCommit, join(scratch, 'base'));
    if (headCommit) extractAtRef(root, headCommit, join(scratch, 'head'));
    const [baseBundles, headBundles] = await Promise.all([
      bundleContracts(join(scratch, 'base'), join(folder, 'base')),
      bundleContracts(headCommit ? join(scratch, 'head') : root, join(folder, 'head')),
    ]);
    const contracts = await compareContracts(baseBundles, headBundles, scratch);
    const report: DiffReport = {
      base: { ref: baseRef, commit: baseCommit },
      head: { ref: values.head ?? 'working tree', commit: headCommit },
      tool: `redocly diff (@redocly/cli ${toolVersion()})`,
      passed: contracts.every((contract) => contract.passed),
      contracts,
    };
    writeFileSync(join(folder, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(folder, 'summary.md'), summaryMarkdown(report));
    process.stdout.write(summaryText(report, relative(cwd, folder) || '.'));
    return { code: report.passed ? 0 : 1, report };
  } catch (error) {
    const message = error instanceof UsageError ? error.message : String((error as Error).message ?? error);
    process.stderr.write(`contract:diff: ${message}\n`);
    return { code: 2 };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.main) process.exitCode = (await runContractDiff(process.argv.slice(2))).code;
