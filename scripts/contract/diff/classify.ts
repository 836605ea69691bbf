/**
 * Every change between two bundles of one contract, classed by `redocly diff` (the Redocly CLI, already the
 * contracts' linter and bundler; it reads OpenAPI and AsyncAPI 3 alike and rates each change by the semver step it
 * needs: major is breaking). Each change is placed at what a reader looks for: an HTTP operation, an event, a
 * socket operation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unescapeSegment } from '../json-pointer.ts';
import { nodeBin, runTool } from '../lib/node-bin.ts';

type Impact = 'major' | 'minor' | 'patch';
type Side = { file: string; pointer: string; line?: number; value?: unknown };
type RedoclyChange = {
  path: string;
  typeName: string;
  kind: 'added' | 'removed' | 'modified';
  impact: Impact;
  property?: string;
  verdicts: { ruleId: string; impact: Impact; message: string }[];
  base?: Side;
  revision?: Side;
};
export type RedoclyReport = {
  infoVersions: { base: string; revision: string };
  summary: Record<Impact, number>;
  changes: RedoclyChange[];
};

export type Change = {
  breaking: boolean;
  impact: Impact;
  kind: RedoclyChange['kind'];
  /** `GET /wallet/list`, `event daymarket`, `operation sendDaymarket`, `document`... */
  where: string;
  /** Where inside it (`responses/200/content/application/json/schema/...`), empty for the whole of it. */
  at: string;
  /** JSON pointer of the changed node in the bundles, with the changed keyword when there is one. */
  pointer: string;
  message: string;
  rules: string[];
  /** Line in the base and head bundles kept beside the report. */
  baseLine?: number;
  headLine?: number;
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** What a reader knows the changed node by, and the rest of its path. */
function locate(pointer: string): { where: string; rest: string } {
  const segments = pointer.replace(/^#\//, '').split('/').map(unescapeSegment);
  const [section, name, third, fourth] = segments;
  if (section === 'paths' && name !== undefined) {
    if (third && METHODS.has(third))
      return { where: `${third.toUpperCase()} ${name}`, rest: segments.slice(3).join('/') };
    return { where: `path ${name}`, rest: segments.slice(2).join('/') };
  }
  if (section === 'channels' && third === 'messages' && fourth !== undefined)
    return { where: `event ${fourth}`, rest: segments.slice(4).join('/') };
  if ((section === 'channels' || section === 'operations') && name !== undefined)
    return { where: `${section.slice(0, -1)} ${name}`, rest: segments.slice(2).join('/') };
  if (section === 'components' && name !== undefined)
    return { where: `${name.replace(/s$/, '')} ${segments[2] ?? ''}`.trim(), rest: segments.slice(3).join('/') };
  return { where: 'document', rest: segments.join('/') };
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? '(none)' : text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function describe(change: RedoclyChange, rest: string): string {
  if (change.verdicts.length) return change.verdicts.map((verdict) => verdict.message).join(' ');
  const at = rest ? ` at ${rest}` : '';
  if (change.property && change.kind === 'modified')
    return `\`${change.property}\` of ${change.typeName}${at} changed: ${shown(change.base?.value)} → ${shown(change.revision?.value)}`;
  return `${change.typeName} ${change.kind}${at}${change.property ? ` (\`${change.property}\`)` : ''}`;
}

export function toChanges(report: RedoclyReport): Change[] {
  return report.changes.map((change) => {
    const { where, rest } = locate(change.path);
    return {
      breaking: change.impact === 'major',
      impact: change.impact,
      kind: change.kind,
      where,
      at: rest,
      pointer: change.property ? `${change.path}/${change.property}` : change.path,
      message: describe(change, rest),
      rules: change.verdicts.map((verdict) => verdict.ruleId),
      baseLine: change.base?.line,
      headLine: change.revision?.line,
    };
  });
}

/** Runs `redocly diff base head` and returns its JSON report. */
export async function redoclyDiff(base: string, head: string, workDir: string): Promise<RedoclyReport> {
  const output = join(workDir, `redocly-diff-${Math.random().toString(36).slice(2)}.json`);
  const [command, args] = nodeBin('redocly', [
    'diff',
    base,
    head,
    '--format=json',
    `--output=${output}`,
    '--fail-on=none',
    '--lint-config=off',
  ]);
  await runTool(`redocly diff ${base} ${head}`, [command, args], { cwd: workDir });
  return JSON.parse(readFileSync(output, 'utf8')) as RedoclyReport;
}
