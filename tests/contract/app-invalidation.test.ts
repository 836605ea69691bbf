/**
 * The app marks cached answers stale only through what the contracts say a change makes stale
 * (src/shared/lib/query/invalidation.ts, over the generated src/gen/invalidation.ts):
 * - a write's generated mutation hook keeps its generated key, so that the query client's mutation cache marks
 *   stale what the write's `x-invalidates` names: no source gives a mutation a key of its own or invalidates after a
 *   write by hand;
 * - no source names a path of the contract (outside the generated code and the HTTP client): a key or predicate
 *   written with a path would silently stop matching once the contract renames it, while keys made from the
 *   generated helpers (`get…QueryKey`, `readQueryKey`) follow the rename or fail `tsc`;
 * - nothing marks queries stale, resets or refetches them another way, but for the two places that must drop every
 *   answer, listed here with why (a logout clears the cache, which is not checked here).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSources, invalidationRules } from './app-invalidation-rules.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const { problemsOf, usedWrites } = invalidationRules();

describe('the app invalidates through the contract only', () => {
  it('keeps every generated mutation key, names no contract path, invalidates no other way', () => {
    const files = appSources(ROOT);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(({ file, text }) => problemsOf(file, text))).toEqual([]);
    // the write hooks the app uses are many (a check that finds none checks nothing)
    expect(usedWrites(files).length).toBeGreaterThan(40);
  });

  it('refuses a key of its own, a path, a filterless reload, a hand invalidation', () => {
    const file = 'src/features/example/screen.tsx';
    expect(
      problemsOf(
        file,
        [
          "import { useSubmitSpotOrder } from '../../../gen/api/trade/trade';",
          "const list = { queryKey: ['/coin/list', 'list', status] };",
          "const order = useSubmitSpotOrder({ mutation: { mutationKey: ['order'] } });",
          "await invalidateAfter(queryClient, 'submitSpotOrder');",
          'await queryClient.invalidateQueries();',
          "await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('x') });",
        ].join('\n'),
      ),
    ).toEqual([
      `${file} names the contract path /coin/list`,
      `${file} calls invalidateQueries instead of the mutation cache, invalidateAfterEvent or invalidateReads`,
      `${file} calls invalidateQueries instead of the mutation cache, invalidateAfterEvent or invalidateReads`,
      `${file} gives a mutation a key of its own: the mutation cache knows a write by its generated key`,
      `${file} invalidates after a write by hand: the mutation cache does it for every write`,
    ]);
  });
});
