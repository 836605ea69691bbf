import { existsSync, readFileSync } from 'node:fs';

type TestCounts = { passed: number; failed: number; skipped: number };

/** The counts of Vitest's JSON report (`--reporter=json --outputFile.json=<file>`); undefined when none was written. */
export function vitestCounts(file: string): TestCounts | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}
