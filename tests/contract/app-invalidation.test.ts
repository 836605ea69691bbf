/**
 * The app marks cached answers stale only through what the contracts say a change makes stale
 * (src/shared/lib/query/invalidation.ts, over the generated src/gen/invalidation.ts):
 * - every generated mutation hook of a write that the app uses gets `onSuccess: () => invalidateAfter(<client>,
 *   '<its own operationId>')`;
 * - no source names a path of the contract (outside the generated code and the HTTP client): a key or predicate
 *   written with a path would silently stop matching once the contract renames it, while keys made from the
 *   generated helpers (`get…QueryKey`, `readQueryKey`) follow the rename or fail `tsc`;
 * - nothing marks queries stale, resets or refetches them another way, but for the two places that must drop every
 *   answer, listed here with why (a logout clears the cache, which is not checked here).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '../../scripts/contract/contract-document.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const operations = listOperations(loadDocument());
const PATHS = new Set(operations.map((operation) => operation.path));
const WRITES = operations.filter((operation) => operation.effect === 'write').map((operation) => operation.operationId);
const hookOf = (operationId: string) => `use${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}`;

/** Where every answer must go: not a change the contract describes. */
const DROPS_EVERYTHING: Record<string, string> = {
  'src/shared/hooks/use-change-language.ts': 'every answer is in the language of its request',
  'src/dev/scenario-panel/mount.tsx': 'a reset puts the whole sandbox back',
};
/** The module that invalidates, and the HTTP client (which sees paths by nature: the upload's own handling). */
const EXEMPT = ['src/shared/lib/query/invalidation.ts', 'src/shared/lib/http/'];

/** The app's sources: src/ without the generated code and the tests. */
function sources(): Array<{ file: string; text: string }> {
  return readdirSync(join(ROOT, 'src'), { recursive: true })
    .map((name) => `src/${String(name)}`)
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('src/gen/') && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith('src/shared/testing/'))
    .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
}

/** The text of the call that starts at `start` (up to its closing parenthesis). */
function callAt(text: string, start: number): string {
  let depth = 0;
  for (let index = text.indexOf('(', start); index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')' && --depth === 0) return text.slice(start, index + 1);
  }
  return text.slice(start);
}

/** What one source does wrong, in words. */
function problemsOf(file: string, text: string): string[] {
  const problems: string[] = [];
  if (!EXEMPT.some((exempt) => file.startsWith(exempt))) {
    for (const match of text.matchAll(/['"`](\/[A-Za-z0-9_@./-]*)['"`]/g))
      if (PATHS.has(match[1])) problems.push(`${file} names the contract path ${match[1]}`);
    for (const match of text.matchAll(/\.(invalidateQueries|resetQueries|refetchQueries|removeQueries)\((\s*\))?/g)) {
      if (match[2] !== undefined && DROPS_EVERYTHING[file]) continue;
      problems.push(`${file} calls ${match[1]} instead of invalidateAfter, invalidateAfterEvent or invalidateReads`);
    }
  }
  // the generated hooks this file imports, under whatever local name
  for (const block of text.matchAll(/import \{([^}]*)\} from '[./]*\/gen\/api\/[^']+';/g))
    for (const entry of block[1].split(',').map((part) => part.trim())) {
      const [imported, local = imported] = entry.split(/\s+as\s+/);
      const operationId = WRITES.find((write) => hookOf(write) === imported);
      if (!operationId) continue;
      const calls = [...text.matchAll(new RegExp(`\\b${local}\\(`, 'g'))].map((call) => callAt(text, call.index));
      for (const call of calls)
        if (!new RegExp(`onSuccess:[^]*invalidateAfter\\(\\w+, '${operationId}'\\)`).test(call))
          problems.push(
            `${file}: ${local}(...) does not invalidateAfter(queryClient, '${operationId}') in its onSuccess`,
          );
    }
  return problems;
}

describe('the app invalidates through the contract only', () => {
  it('gives every write hook it uses its own invalidateAfter, names no contract path, invalidates no other way', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(({ file, text }) => problemsOf(file, text))).toEqual([]);
    // the write hooks the app uses are many (a check that finds none checks nothing)
    const used = WRITES.filter((write) => files.some(({ text }) => new RegExp(`\\b${hookOf(write)}\\b`).test(text)));
    expect(used.length).toBeGreaterThan(40);
  });

  it('refuses a key written with a path, another operation named, a filterless reload after a write', () => {
    const file = 'src/features/example/screen.tsx';
    expect(
      problemsOf(
        file,
        [
          "import { useCancelSpotOrder, useSubmitSpotOrder as useOrder } from '../../../gen/api/trade/trade';",
          "const list = { queryKey: ['/coin/list', 'list', status] };",
          "const cancel = useCancelSpotOrder({ mutation: { onSuccess: () => invalidateAfter(queryClient, 'submitSpotOrder') } });",
          'const order = useOrder();',
          'await queryClient.invalidateQueries();',
          "await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('x') });",
        ].join('\n'),
      ),
    ).toEqual([
      `${file} names the contract path /coin/list`,
      `${file} calls invalidateQueries instead of invalidateAfter, invalidateAfterEvent or invalidateReads`,
      `${file} calls invalidateQueries instead of invalidateAfter, invalidateAfterEvent or invalidateReads`,
      `${file}: useCancelSpotOrder(...) does not invalidateAfter(queryClient, 'cancelSpotOrder') in its onSuccess`,
      `${file}: useOrder(...) does not invalidateAfter(queryClient, 'submitSpotOrder') in its onSuccess`,
    ]);
  });
});
