import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeJourneys, playwrightCounts, playwrightJourneys } from './playwright-report.ts';

const result = (duration: number, status = 'passed', retry = 0) => ({ duration, status, retry });
const REPORT = {
  stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      title: 'trade/spot.spec.ts',
      file: 'trade/spot.spec.ts',
      specs: [
        {
          title: 'buys',
          file: 'trade/spot.spec.ts',
          line: 3,
          tests: [{ projectName: 'shared clock', status: 'expected', results: [result(4_000)] }],
        },
        {
          title: 'sells',
          file: 'trade/spot.spec.ts',
          line: 9,
          tests: [
            {
              projectName: 'shared clock',
              status: 'flaky',
              results: [result(30_000, 'failed'), result(5_000, 'passed', 1)],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'en',
          file: 'trade/spot.spec.ts',
          specs: [
            {
              title: 'cancels',
              file: 'trade/spot.spec.ts',
              line: 20,
              tests: [
                {
                  projectName: 'own clock',
                  status: 'unexpected',
                  results: [result(12_000, 'failed'), result(11_000, 'failed', 1)],
                },
              ],
            },
            {
              title: 'lists',
              file: 'trade/spot.spec.ts',
              line: 30,
              tests: [{ projectName: 'own clock', status: 'expected', results: [result(1_000)] }],
            },
          ],
        },
      ],
    },
  ],
};

describe("Playwright's report as a run prints it", () => {
  const file = join(mkdtempSync(join(tmpdir(), 'pw-report-')), 'report.json');
  writeFileSync(file, JSON.stringify(REPORT));

  it('counts a journey that passed only on its retry as failed', () => {
    const { stats } = playwrightJourneys(file)!;
    expect(playwrightCounts(stats)).toEqual({ passed: 2, failed: 2, skipped: 0 });
  });

  it('names the flaky journeys, then the slowest by their first run', () => {
    const lines = describeJourneys(playwrightJourneys(file)!.journeys, 2);
    expect(lines).toEqual([
      'flaky (passed only on a retry, counted as failed): 1',
      '  trade/spot.spec.ts:9 › sells',
      'the 2 slowest journeys (first run):',
      '   30.0 s  [shared clock] trade/spot.spec.ts:9 › sells',
      '   12.0 s  [own clock] trade/spot.spec.ts:20 › en › cancels',
    ]);
  });

  it('reads no report as none', () => {
    expect(playwrightJourneys(join(tmpdir(), 'no-such-report.json'))).toBeUndefined();
  });
});
