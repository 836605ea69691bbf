/**
 * The handlers' types bite: a module of deliberately wrong handlers, written to a temporary folder, is compiled with
 * the project's compiler options against domain.ts and the generated mock-server/gen/, and every mistake must be
 * reported on its line with the expected error, while the correct handlers beside them compile. If params were
 * loose again, or answers unchecked, or a key not an operationId, the expected errors would be missing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DOMAIN = join(ROOT, 'mock-server/sandbox/domain.ts');

/** Each `// error TSnnnn` marks the line the compiler must refuse, and why; unmarked lines must compile. */
const SOURCE = `
import type { Domain } from ${JSON.stringify(DOMAIN)};

export const correct: Domain = {
  name: 'correct',
  handlers: {
    listSpotOrders: ({ params }) => (params.page > 0 && params.limit > 0 ? [] : []),
    submitSpotOrder: ({ params, text }) => (params.target_price ?? params.amount) + text('submitted'),
    getKlineHistory: () => ({ code: -1, msg: 'error: symbol invalid' }),
    addFavourite: ({ params }) => ({ id: params.currency_id }),
  },
};

export const readsAFieldItsOperationLacks: Domain = {
  name: 'reads',
  handlers: {
    submitSpotOrder: ({ params }) => String(params.price), // error TS2339
  },
};

export const readsAnOptionalFieldAsAlwaysThere: Domain = {
  name: 'optional',
  handlers: {
    submitSpotOrder: ({ params }) => params.target_price.trim(), // error TS18048
  },
};

export const answersTheWrongShape: Domain = {
  name: 'shape',
  handlers: {
    addFavourite: () => ({ id: 'one' }), // error TS2322
    listSpotOrders: () => [{ id: 1 }], // error TS2322
    getUserInfo: () => 'me', // error TS2322
  },
};

export const answersAnUnknownOperation: Domain = {
  name: 'unknown',
  handlers: {
    submitSpotOrdr: () => '', // error TS2561
  },
};
`;

type Finding = { line: number; code: number; text: string };
let folder: string;
let findings: Finding[];

function compile(file: string): Finding[] {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram({ rootNames: [file], options });
  const source = program.getSourceFile(file)!;
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) => ({
    line: source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1,
    code: diagnostic.code,
    text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }));
}

const expected = SOURCE.split('\n').flatMap((text, index) => {
  const marked = /\/\/ error TS(\d+)/.exec(text);
  return marked ? [{ line: index + 1, code: Number(marked[1]) }] : [];
});

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'handler-types-'));
  const file = join(folder, 'wrong-handlers.ts');
  writeFileSync(file, SOURCE);
  findings = compile(file);
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('handlers typed by their operation', () => {
  it('refuse each mistake on its line, and nothing else', () => {
    const got = findings.map(({ line, code }) => ({ line, code }));
    expect(got, findings.map((finding) => `${finding.line}: TS${finding.code} ${finding.text}`).join('\n')).toEqual(
      expected,
    );
    expect(expected).toHaveLength(6);
  });

  it('name the field, the operation key or the shape that is wrong', () => {
    const text = findings.map((finding) => finding.text).join('\n');
    expect(text).toMatch(/Property 'price' does not exist/);
    expect(text).toMatch(/'params.target_price' is possibly 'undefined'/);
    expect(text).toMatch(/'submitSpotOrdr' does not exist in type 'Handlers'/);
    expect(text).toMatch(/Type 'string' is not assignable to type 'number'/);
  });
});
