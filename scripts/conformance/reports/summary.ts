/** The summary printed at the end of a run: checks by kind, then findings by operation or event. */
import { subjectOf } from '../findings.ts';
import type { ConformanceReport } from '../run.ts';

function table(header: string[], rows: (string | number)[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells: (string | number)[]) =>
    cells
      .map((value, column) =>
        typeof value === 'number' ? String(value).padStart(widths[column]) : String(value).padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export function summaryText(report: ConformanceReport, reportDir?: string): string {
  const out: string[] = [];
  out.push(
    `Conformance of ${report.target}${report.socket ? ` (socket ${report.socket})` : ''} against ${report.contracts.openapi}${report.contracts.asyncapi ? ` and ${report.contracts.asyncapi}` : ''}`,
  );
  const byCheck = new Map<string, Record<string, number>>();
  for (const check of report.checks) {
    const name = check.channel === 'scenario' ? 'scenario step' : `${check.channel} ${check.check}`;
    const counts = byCheck.get(name) ?? { passed: 0, failed: 0, warning: 0, skipped: 0 };
    counts[check.status] += 1;
    byCheck.set(name, counts);
  }
  out.push(
    '',
    table(
      ['check', 'passed', 'failed', 'warning', 'skipped'],
      [...byCheck.entries()].map(([name, counts]) => [
        name,
        counts.passed,
        counts.failed,
        counts.warning,
        counts.skipped,
      ]),
    ),
  );
  const bySubject = new Map<string, { violations: number; warnings: number; kinds: Set<string> }>();
  for (const item of report.findings) {
    const name = `${item.channel} ${subjectOf(item)}`;
    const entry = bySubject.get(name) ?? { violations: 0, warnings: 0, kinds: new Set<string>() };
    if (item.severity === 'violation') entry.violations += 1;
    else entry.warnings += 1;
    entry.kinds.add(item.kind);
    bySubject.set(name, entry);
  }
  if (bySubject.size) {
    out.push(
      '',
      table(
        ['operation / event', 'violations', 'warnings', 'kinds'],
        [...bySubject.entries()].map(([name, entry]) => [
          name,
          entry.violations,
          entry.warnings,
          [...entry.kinds].join(', '),
        ]),
      ),
    );
    const violations = report.findings.filter((item) => item.severity === 'violation');
    if (violations.length) {
      out.push('', 'Violations:');
      for (const item of violations.slice(0, 40)) {
        const actual = JSON.stringify(item.actual);
        out.push(
          `  ${subjectOf(item)} [${item.check}/${item.kind}] ${item.path}: ${item.message}; expected ${item.expected}; got ${String(actual).slice(0, 160)}`,
          ...(item.reproduction ?? []).map((line) => `    ${line}`),
        );
      }
      if (violations.length > 40) out.push(`  … and ${violations.length - 40} more in the report`);
    }
  }
  const { summary } = report;
  out.push(
    '',
    `${summary.passed ? 'PASSED' : 'FAILED'}: ${summary.violations} violation(s), ${summary.warnings} warning(s); ${summary.operations} operation(s), ${summary.events} socket event(s) seen; checks ${summary.checks.passed} passed, ${summary.checks.failed} failed, ${summary.checks.warning} with warnings, ${summary.checks.skipped} skipped in ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  if (reportDir) out.push(`Reports: ${reportDir}/report.json, ${reportDir}/junit.xml, ${reportDir}/index.html`);
  return `${out.join('\n')}\n`;
}
