/**
 * Nothing in src/ is cast to `never`: such a cast switches the type check off for a value, and it was how a string
 * path or a loose query reached `Link`, `navigate` or a request body unchecked. Destinations are typed by the route
 * tree (useAppNavigation, linkOptions, ValidateLinkOptions, isAppPath) instead. The generated code is not ours to
 * check; everything else is, tests included.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The TypeScript sources under a project's src/, the generated code left out. */
function ownSources(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true })
    .map((name) => `src/${String(name)}`)
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('src/gen/'));
}

/** Each cast to `never` in a source (`x as never` or `<never>x`), as file:line. */
function neverCastsIn(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      node.type.kind === ts.SyntaxKind.NeverKeyword
    ) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const neverCastsUnder = (root: string) =>
  ownSources(root).flatMap((file) => neverCastsIn(file, readFileSync(join(root, file), 'utf8')));

describe('casts to never', () => {
  let fixture: string | undefined;
  afterEach(() => {
    if (fixture) rmSync(fixture, { recursive: true, force: true });
    fixture = undefined;
  });

  it('are nowhere in src/', () => {
    // the app's sources are many (a scan that finds none checks nothing)
    expect(ownSources(ROOT).length).toBeGreaterThan(300);
    expect(neverCastsUnder(ROOT)).toEqual([]);
  });

  it('are found in a screen, a test and either syntax, but not in generated code, comments or text', () => {
    fixture = mkdtempSync(join(tmpdir(), 'never-casts-'));
    mkdirSync(join(fixture, 'src/gen'), { recursive: true });
    mkdirSync(join(fixture, 'src/features/example'), { recursive: true });
    const cast = "const to = '/pages/a' as never;\n";
    writeFileSync(join(fixture, 'src/gen/route-tree.gen.ts'), cast);
    writeFileSync(
      join(fixture, 'src/features/example/screen.tsx'),
      [
        '// a path was cast as never here',
        "const label = 'as never';",
        "export const A = () => <Link to={'/pages/a' as never} search={{ id: 1 } as never} />;",
      ].join('\n'),
    );
    writeFileSync(join(fixture, 'src/features/example/screen.test.ts'), `const x = 1;\n${cast}const y = <never>x;\n`);
    expect(neverCastsUnder(fixture).sort()).toEqual([
      'src/features/example/screen.test.ts:2',
      'src/features/example/screen.test.ts:3',
      'src/features/example/screen.tsx:3',
      'src/features/example/screen.tsx:3',
    ]);
  });
});
