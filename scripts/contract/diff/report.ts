/** The diff's reports: a summary for the terminal, one in Markdown for a pull request, and the JSON report. */
import type { Change } from './classify.ts';
import type { ContractDiff } from './compare-contracts.ts';

export type DiffReport = {
  base: { ref: string; commit: string };
  head: { ref: string; commit?: string };
  tool: string;
  passed: boolean;
  contracts: ContractDiff[];
};

const count = (changes: Change[], breaking: boolean) => changes.filter((change) => change.breaking === breaking);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const versions = (diff: ContractDiff) =>
  diff.versions.base || diff.versions.head ? ` ${diff.versions.base ?? '-'} → ${diff.versions.head ?? '-'}` : '';

function sortedByPlace(changes: Change[]): Change[] {
  return [...changes].sort((a, b) => a.where.localeCompare(b.where) || a.pointer.localeCompare(b.pointer));
}

export function summaryText(report: DiffReport, folder: string): string {
  const lines = [`Contract diff: ${report.base.ref} (${report.base.commit.slice(0, 10)}) → ${report.head.ref}`, ''];
  for (const diff of report.contracts) {
    const others = count(diff.changes, false).length;
    lines.push(
      `${diff.title}${versions(diff)}: ${plural(diff.breaking, 'breaking change')}, ${plural(others, 'other change')}`,
    );
    for (const [label, changes] of [
      ['breaking', count(diff.changes, true)],
      ['not breaking', count(diff.changes, false)],
    ] as const) {
      if (!changes.length) continue;
      lines.push(`  ${label}:`);
      for (const change of sortedByPlace(changes)) {
        lines.push(`    ${change.where}: ${change.message}`);
        if (change.at && change.rules.length) lines.push(`      at ${change.at}`);
      }
    }
    lines.push(`  ${diff.passed ? 'ok' : 'FAILED'}: ${diff.verdict}`, '');
  }
  lines.push(`Reports: ${folder}/report.json, ${folder}/summary.md (bundles compared: ${folder}/base, ${folder}/head)`);
  lines.push(
    report.passed
      ? 'No breaking change without a major version step.'
      : 'Breaking changes need a major version step: see above.',
  );
  return `${lines.join('\n')}\n`;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function summaryMarkdown(report: DiffReport): string {
  const lines = [
    `## Contract diff: \`${report.base.ref}\` → ${report.head.ref}`,
    '',
    report.passed
      ? '✅ No breaking change without a major version step.'
      : '❌ Breaking changes without a major version step.',
    '',
  ];
  for (const diff of report.contracts) {
    lines.push(`### ${diff.title}${versions(diff)}`, '', `${diff.passed ? '✅' : '❌'} ${diff.verdict}.`, '');
    if (!diff.changes.length) continue;
    lines.push('| | where | change |', '| --- | --- | --- |');
    for (const change of [...sortedByPlace(count(diff.changes, true)), ...sortedByPlace(count(diff.changes, false))])
      lines.push(
        `| ${change.breaking ? '🔴 breaking' : '🟢 ' + change.impact} | ${cell(change.where)} | ${cell(change.message)} |`,
      );
    lines.push('');
  }
  lines.push(`Classed by ${report.tool}.`, '');
  return lines.join('\n');
}
