/**
 * `--explore` on the exploration fixture (fixtures/explore-backend.ts): each seeded defect is found with a fixed
 * seed, as the one finding of the run, of the rule it breaks, with its shrunk sequence as curl lines in every
 * report and the seed and path that draw it again; with no defect nothing is found.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUNDLE } from '@tradedesk/contract';
import {
  EXPLORE_DEFECTS,
  exploreArgs,
  startExploreBackend,
  type ExploreBackend,
  type ExploreDefect,
} from './fixtures/explore-backend.ts';
import { removeReport, runKit, type KitRun } from './run-kit.ts';

const SEED = 20261129;
const RUNS = 30;
const backends: ExploreBackend[] = [];
const runs: KitRun[] = [];

async function explore(defects: ExploreDefect[], extra: string[] = []) {
  const backend = await startExploreBackend({ openapi: DEFAULT_BUNDLE, defects });
  backends.push(backend);
  const run = await runKit([...exploreArgs(backend, RUNS, SEED), ...extra]);
  runs.push(run);
  return run;
}

afterAll(async () => {
  for (const backend of backends) await backend.stop();
  for (const run of runs) removeReport(run);
});

/** What each defect's finding says: the rule it broke, in words. */
const MESSAGES: Record<ExploreDefect, RegExp> = {
  'refusal-trace': /^transferBetweenAccounts was refused and still (changed getWalletDetail|moved coin \d)/,
  'transfer-loss': /^transferBetweenAccounts between the account's own \w+ and \w+ lost [\d.]+ of coin \d/,
  'foreign-read': /^getOptionOrderResult by account \d answered with success on record \d+ of account \d/,
};

describe('--explore on a backend with one seeded defect', () => {
  for (const [defect, kind] of Object.entries(EXPLORE_DEFECTS) as Array<[ExploreDefect, string]>)
    it(`finds ${defect} as ${kind}, shrunk, with its curl lines`, async () => {
      const run = await explore([defect]);
      expect(run.code, run.stdout).toBe(1);
      const [found, ...others] = run.report!.findings;
      expect(others, run.stdout).toEqual([]);
      expect([found.check, found.kind], run.stdout).toEqual(['explore', kind]);
      expect(found.message).toMatch(MESSAGES[defect]);
      // the shrunk sequence ends with the call that broke the rule
      const curls = found.reproduction!.filter((line) => line.startsWith('curl '));
      expect(curls.at(-1)).toContain(found.request!.split(' ')[1].split('?')[0]);
      expect(found.reproduction!.at(-1)).toMatch(new RegExp(`--explore ${RUNS} --seed ${SEED} --explore-path \\S+`));
      expect(run.stdout).toContain(curls.at(-1));
      // the exploration's check is the failing operation's, and the finding its failure in junit.xml
      expect(run.report!.checks).toMatchObject([
        { check: 'explore', status: 'failed', operationId: found.operationId },
      ]);
      const junit = readFileSync(join(run.reportDir, 'junit.xml'), 'utf8');
      expect(junit).toMatch(new RegExp(`name="explore" time="[\\d.]+">\\s*<failure type="${kind}"`));
      expect(junit).toContain('reproduce:');
      expect(readFileSync(join(run.reportDir, 'index.html'), 'utf8')).toContain('--explore-path');
    }, 90_000);

  it('draws the shrunk sequence again from its seed and path', async () => {
    const first = await explore(['transfer-loss']);
    const [found] = first.report!.findings;
    const path = /--explore-path (\S+)/.exec(found.reproduction!.at(-1)!)![1];
    const again = await explore(['transfer-loss'], ['--explore-path', path]);
    expect(again.report!.findings.map((item) => [item.kind, item.request])).toEqual([[found.kind, found.request]]);
    expect(again.report!.checks[0].detail).toMatch(/^1 sequence\(s\)/);
  }, 90_000);
});

describe('--explore on the same backend with no defect', () => {
  it('finds nothing, having performed, refused and named the other account records', async () => {
    const run = await explore([]);
    expect(run.report!.findings, run.stdout).toEqual([]);
    expect(run.code).toBe(0);
    const [check] = run.report!.checks;
    expect(check.detail).toMatch(new RegExp(`^${RUNS} sequence`));
    const count = (label: string) => Number(new RegExp(`(\\d+) ${label}`).exec(check.detail!)![1]);
    expect(count('performed')).toBeGreaterThan(10);
    expect(count('refused')).toBeGreaterThan(10);
    expect(count('on a record of the other account')).toBeGreaterThan(0);
  }, 90_000);
});
