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
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSources, invalidationRules } from './app-invalidation-rules.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const { problemsOf, usedWrites } = invalidationRules();

describe('the app invalidates through the contract only', () => {
  it('gives every write hook it uses its own invalidateAfter, names no contract path, invalidates no other way', () => {
    const files = appSources(ROOT);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(({ file, text }) => problemsOf(file, text))).toEqual([]);
    // the write hooks the app uses are many (a check that finds none checks nothing)
    expect(usedWrites(files).length).toBeGreaterThan(40);
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
