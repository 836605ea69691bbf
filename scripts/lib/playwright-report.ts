import { existsSync, readFileSync } from 'node:fs';

type Result = { status: string; duration: number; retry: number };
type Test = { projectName: string; status: string; results: Result[] };
type Spec = { title: string; file: string; line: number; tests: Test[] };
type Suite = { title: string; file: string; specs?: Spec[]; suites?: Suite[] };
type Report = { suites: Suite[]; stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

/** One journey of a run: where it is, its project, how it ended and its runs' durations (first run first). */
export type Journey = { title: string; project: string; outcome: string; durations: number[] };

const specsOf = (suite: Suite, path: string[]): Array<{ spec: Spec; path: string[] }> => [
  ...(suite.specs ?? []).map((spec) => ({ spec, path })),
  ...(suite.suites ?? []).flatMap((child) => specsOf(child, [...path, child.title])),
];

/** The journeys of Playwright's JSON report (`PLAYWRIGHT_JSON_OUTPUT_NAME`), undefined when none was written. */
export function playwrightJourneys(file: string): { journeys: Journey[]; stats: Report['stats'] } | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const journeys = report.suites
    .flatMap((suite) => specsOf(suite, []))
    .flatMap(({ spec, path }) =>
      spec.tests.map((test) => ({
        title: `${spec.file}:${spec.line} › ${[...path.filter(Boolean), spec.title].join(' › ')}`,
        project: test.projectName,
        outcome: test.status,
        durations: test.results.map((result) => result.duration),
      })),
    );
  return { journeys, stats: report.stats };
}

/**
 * The counts a run reports: a journey that passed only on its retry is flaky, named, and counted as a failure (a
 * suite green only on its second try is red for the next machine).
 */
export function playwrightCounts(stats: Report['stats']) {
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What a run prints after its journeys: the flaky ones by name, then the `count` slowest first runs. */
export function describeJourneys(journeys: Journey[], count = 10): string[] {
  const flaky = journeys.filter((journey) => journey.outcome === 'flaky');
  const slowest = journeys
    .filter((journey) => journey.durations.length > 0)
    .sort((a, b) => b.durations[0] - a.durations[0])
    .slice(0, count);
  return [
    ...(flaky.length
      ? [`flaky (passed only on a retry, counted as failed): ${flaky.length}`, ...flaky.map((j) => `  ${j.title}`)]
      : ['flaky (passed only on a retry): none']),
    `the ${slowest.length} slowest journeys (first run):`,
    ...slowest.map((j) => `  ${seconds(j.durations[0]).padStart(7)}  [${j.project}] ${j.title}`),
  ];
}
