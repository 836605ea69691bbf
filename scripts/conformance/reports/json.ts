/** report.json: the whole run for machines (one entry per finding, plus every check that ran or was skipped). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConformanceReport } from '../run.ts';

export function writeJsonReport(report: ConformanceReport, folder: string): string {
  const file = join(folder, 'report.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
