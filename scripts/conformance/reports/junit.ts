/**
 * junit.xml for CI: one test suite per channel and tag (`http.wallet`, `socket`, `scenario`), one test case per
 * check of an operation or event, and per step of a scenario; violations are failures, skipped checks are skipped, warnings go to system-out.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { subjectOf, type CheckResult, type Finding } from '../findings.ts';
import type { ConformanceReport } from '../run.ts';

const escapeXml = (text: string) =>
  text
    // Characters XML 1.0 cannot carry at all.
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function describeFinding(item: Finding): string {
  const actual = typeof item.actual === 'string' ? item.actual : JSON.stringify(item.actual);
  const times = item.occurrences && item.occurrences > 1 ? ` (x${item.occurrences})` : '';
  return `[${item.kind}] ${item.path}: ${item.message}${times}\n  expected: ${item.expected}\n  actual:   ${actual}${item.request ? `\n  request:  ${item.request}` : ''}${
    item.reproduction ? `\n  reproduce:\n${item.reproduction.map((line) => `    ${line}`).join('\n')}` : ''
  }`;
}

type Case = { suite: string; classname: string; name: string; check?: CheckResult; findings: Finding[] };

export function junitXml(report: ConformanceReport): string {
  const cases = new Map<string, Case>();
  const keyOf = (channel: string, subject: string, check: string) => `${channel} ${subject} ${check}`;
  const tags = new Map(report.checks.map((check) => [subjectOf(check), check.tag]));
  const suiteOf = (channel: string, subject: string) =>
    channel === 'http' ? `http.${tags.get(subject) ?? 'setup'}` : channel;
  for (const check of report.checks) {
    const subject = subjectOf(check);
    cases.set(keyOf(check.channel, subject, check.check), {
      suite: suiteOf(check.channel, subject),
      classname: `${suiteOf(check.channel, subject)}.${subject}`,
      name: check.check,
      check,
      findings: [],
    });
  }
  for (const item of report.findings) {
    const subject = subjectOf(item);
    const key = keyOf(item.channel, subject, item.check);
    if (!cases.has(key)) {
      cases.set(key, {
        suite: suiteOf(item.channel, subject),
        classname: `${suiteOf(item.channel, subject)}.${subject}`,
        name: item.check,
        findings: [],
      });
    }
    cases.get(key)!.findings.push(item);
  }
  const suites = new Map<string, Case[]>();
  for (const item of cases.values()) suites.set(item.suite, [...(suites.get(item.suite) ?? []), item]);

  const isFailure = (item: Case) => item.findings.some((finding) => finding.severity === 'violation');
  const isSkipped = (item: Case) => item.check?.status === 'skipped' && !item.findings.length;
  const seconds = (item: Case) => ((item.check?.durationMs ?? 0) / 1000).toFixed(3);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const all = [...cases.values()];
  lines.push(
    `<testsuites name="tradedesk-conformance" tests="${all.length}" failures="${all.filter(isFailure).length}" skipped="${all.filter(isSkipped).length}" time="${(report.durationMs / 1000).toFixed(3)}">`,
  );
  for (const [name, items] of [...suites.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const time = items.reduce((sum, item) => sum + (item.check?.durationMs ?? 0), 0) / 1000;
    lines.push(
      `  <testsuite name="${escapeXml(name)}" tests="${items.length}" failures="${items.filter(isFailure).length}" errors="0" skipped="${items.filter(isSkipped).length}" time="${time.toFixed(3)}" timestamp="${report.startedAt.slice(0, 19)}">`,
    );
    for (const item of items) {
      lines.push(
        `    <testcase classname="${escapeXml(item.classname)}" name="${escapeXml(item.name)}" time="${seconds(item)}">`,
      );
      const violations = item.findings.filter((finding) => finding.severity === 'violation');
      const warnings = item.findings.filter((finding) => finding.severity === 'warning');
      if (violations.length) {
        const first = violations[0];
        lines.push(
          `      <failure type="${escapeXml(first.kind)}" message="${escapeXml(`${violations.length} violation(s); first: ${first.path}: ${first.message}`)}">${escapeXml(violations.map(describeFinding).join('\n'))}</failure>`,
        );
      } else if (isSkipped(item)) {
        lines.push(`      <skipped message="${escapeXml(item.check?.detail ?? 'skipped')}"/>`);
      }
      const out = [item.check?.detail, ...warnings.map((finding) => `warning ${describeFinding(finding)}`)].filter(
        Boolean,
      );
      if (out.length && !isSkipped(item)) lines.push(`      <system-out>${escapeXml(out.join('\n'))}</system-out>`);
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}

export function writeJunitReport(report: ConformanceReport, folder: string): string {
  const file = join(folder, 'junit.xml');
  writeFileSync(file, junitXml(report));
  return file;
}
