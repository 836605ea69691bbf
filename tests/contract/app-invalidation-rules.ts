/**
 * The rules by which the app marks cached answers stale (tests/contract/app-invalidation.test.ts), as functions of a
 * project folder, so that a copy of the project with a changed contract is held to them too
 * (tests/contract/invalidation-rename.test.ts):
 * - every write settles through its generated mutation hook, under the key Orval gives it, which the query client's
 *   mutation cache turns into what the write's `x-invalidates` names: no source calls a write's plain generated
 *   function (but where listed with why, for a write that makes nothing stale) nor gives a mutation a key of its own;
 * - no source names a path of the contract (outside the generated code and the HTTP client);
 * - nothing marks queries stale, resets or refetches them another way, but for the places that must drop every
 *   answer, and the one that asks again the reads that got no answer, listed with why.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { listOperations, loadDocument } from '@tradedesk/contract';

const hookOf = (operationId: string) => `use${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}`;

/**
 * Where a write's plain generated function is called, by file, with why: each write named here makes nothing stale
 * (its `x-invalidates` is empty, which the test checks), so the mutation cache would have nothing to do for it.
 */
const PLAIN_WRITES: Record<string, Record<string, string>> = {
  'src/features/auth/api/use-log-in.ts': {
    loginUser: 'the login screen runs without TanStack Query (its start-up size); the client loads once the user is in',
  },
};

/** Where every answer must go: not a change the contract describes. */
const DROPS_EVERYTHING: Record<string, string> = {
  'src/shared/hooks/use-change-language.ts': 'every answer is in the language of its request',
  'src/dev/scenario-panel/mount.tsx': 'a reset puts the whole sandbox back',
};
/** Where reads that failed for want of an answer are asked again: they cached nothing, so nothing goes stale. */
const ASKS_FAILED_AGAIN: Record<string, string> = {
  'src/shared/lib/query/query-client.ts': 'a screen that failed while the exchange was away loads once it is back',
};
/** The module that invalidates, and the HTTP client (which sees paths by nature: the upload's own handling). */
const EXEMPT = ['src/shared/lib/query/invalidation.ts', 'src/shared/lib/http/'];

/** The app's sources in a project folder: src/ without the generated code and the tests. */
export function appSources(root: string): Array<{ file: string; text: string }> {
  return readdirSync(join(root, 'src'), { recursive: true })
    .map((name) => `src/${String(name)}`)
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('src/gen/') && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith('src/shared/testing/'))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/** The text without its comments and the contents of its string literals (a write named there calls nothing). */
const codeOf = (text: string) =>
  text
    .replace(/\/\*[^]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");

/** The rules for one contract (its bundle): what one source does wrong, in words. */
export function invalidationRules(bundle?: string) {
  const operations = listOperations(loadDocument(bundle));
  const paths = new Set(operations.map((operation) => operation.path));
  const writes = operations
    .filter((operation) => operation.effect === 'write')
    .map((operation) => operation.operationId);
  const problemsOf = (file: string, text: string): string[] => {
    const problems: string[] = [];
    if (!EXEMPT.some((exempt) => file.startsWith(exempt))) {
      for (const match of text.matchAll(/['"`](\/[A-Za-z0-9_@./-]*)['"`]/g))
        if (paths.has(match[1])) problems.push(`${file} names the contract path ${match[1]}`);
      for (const match of text.matchAll(/\.(invalidateQueries|resetQueries|refetchQueries|removeQueries)\((\s*\))?/g)) {
        if (match[2] !== undefined && DROPS_EVERYTHING[file]) continue;
        if (match[1] === 'refetchQueries' && ASKS_FAILED_AGAIN[file]) continue;
        problems.push(
          `${file} calls ${match[1]} instead of the mutation cache, invalidateAfterEvent or invalidateReads`,
        );
      }
    }
    if (/\bmutationKey\s*:/.test(text))
      problems.push(`${file} gives a mutation a key of its own: the mutation cache knows a write by its generated key`);
    if (/\binvalidateAfter\(/.test(text))
      problems.push(`${file} invalidates after a write by hand: the mutation cache does it for every write`);
    // a write's plain function (not its hook), however it is reached: imported, or destructured from import()
    if (/gen\/api\//.test(text)) {
      const code = codeOf(text);
      for (const write of writes)
        if (new RegExp(`\\b${write}\\b`).test(code) && !PLAIN_WRITES[file]?.[write])
          problems.push(`${file} calls ${write} without its mutation hook ${hookOf(write)}`);
    }
    return problems;
  };
  /** The write hooks the app uses (a check that finds none checks nothing). */
  const usedWrites = (sources: Array<{ text: string }>) =>
    writes.filter((write) => sources.some(({ text }) => new RegExp(`\\b${hookOf(write)}\\b`).test(text)));
  /** The writes called without their hook where PLAIN_WRITES allows it, with what each makes stale. */
  const plainWrites = Object.values(PLAIN_WRITES).flatMap((allowed) =>
    Object.keys(allowed).map((write) => ({
      write,
      invalidates: operations.find((operation) => operation.operationId === write)?.object['x-invalidates'],
    })),
  );
  return { problemsOf, usedWrites, plainWrites };
}
