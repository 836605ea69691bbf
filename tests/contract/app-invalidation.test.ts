/**
 * The app marks cached answers stale only through what the contracts say a change makes stale
 * (src/shared/lib/query/invalidation.ts, over the generated src/gen/invalidation.ts):
 * - every write settles through its generated mutation hook, under its generated key, so that the query client's
 *   mutation cache marks stale what the write's `x-invalidates` names: no source calls a write's plain generated
 *   function (but for the writes listed with why, which make nothing stale), gives a mutation a key of its own or
 *   invalidates after a write by hand;
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
const { problemsOf, usedWrites, plainWrites } = invalidationRules();

describe('the app invalidates through the contract only', () => {
  it('settles every write through its generated hook, names no contract path, invalidates no other way', () => {
    const files = appSources(ROOT);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(({ file, text }) => problemsOf(file, text))).toEqual([]);
    // the write hooks the app uses are many (a check that finds none checks nothing)
    expect(usedWrites(files).length).toBeGreaterThan(40);
  });

  it('lets a write skip its hook only when the contract says it makes nothing stale', () => {
    expect(plainWrites.length).toBeGreaterThan(0);
    for (const { write, invalidates } of plainWrites) expect(invalidates, write).toEqual([]);
  });

  it('refuses a write called without its hook, a key of its own, a path, a filterless reload, a hand invalidation', () => {
    const file = 'src/features/example/screen.tsx';
    expect(
      problemsOf(
        file,
        [
          "import { cancelSpotOrder, useSubmitSpotOrder } from '../../../gen/api/trade/trade';",
          "const { sendEmailCode: send } = await import('../../../gen/api/auth/auth');",
          '// submitSpotOrder in a comment, and in a string, calls nothing',
          "const label = 'submitSpotOrder';",
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
      `${file} calls sendEmailCode without its mutation hook useSendEmailCode`,
      `${file} calls cancelSpotOrder without its mutation hook useCancelSpotOrder`,
    ]);
  });

  it('allows a listed write without its hook in its own file only', () => {
    const text = "const { loginUser } = await import('../../../gen/api/auth/auth');";
    expect(problemsOf('src/features/auth/api/use-log-in.ts', text)).toEqual([]);
    expect(problemsOf('src/features/auth/api/other.ts', text)).toEqual([
      'src/features/auth/api/other.ts calls loginUser without its mutation hook useLoginUser',
    ]);
  });
});
