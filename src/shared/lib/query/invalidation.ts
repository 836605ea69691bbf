/**
 * The one way the app marks cached answers stale: by what the contracts say a change makes stale
 * (`x-invalidates`, generated into src/gen/invalidation.ts), never by the shape of a key.
 * - after a write succeeds, `invalidateAfterWrite`, from the query client's mutation cache (query-client.ts): every
 *   write settles through its generated mutation hook, whose key names the write;
 * - when a private push arrives, `invalidateAfterEvent(queryClient, '<event>')`;
 * - when time alone moved what a read shows (a countdown ended) or a read marks what it read, `invalidateReads`.
 * Every cached answer of a read, whatever its parameters, is reached: generated keys start with the read's key
 * prefix, and keys the app makes itself (paged lists, a record found in pages) start with it through
 * `readQueryKey`.
 */
import type { MutationKey, QueryClient } from '@tanstack/react-query';
import {
  invalidatedByEvent,
  invalidatedByWrite,
  readKeyPrefixes,
  type InvalidatingEvent,
  type ReadOperationId,
  type WriteOperationId,
} from '../../../gen/invalidation';

export type { InvalidatingEvent, ReadOperationId, WriteOperationId };

/**
 * The key of an answer of `operationId` that the app caches under its own key (each page of a paged list, a row
 * found in pages): the read's key prefix, then `parts`, so that whatever makes the read stale reaches it.
 */
export const readQueryKey = (operationId: ReadOperationId, ...parts: unknown[]) =>
  [...readKeyPrefixes[operationId], ...parts] as const;

/** Marks stale every cached answer of these reads (the ones on screen are fetched again), whatever their parameters. */
export async function invalidateReads(queryClient: QueryClient, operationIds: readonly ReadOperationId[]) {
  await Promise.all(
    operationIds.map((operationId) => queryClient.invalidateQueries({ queryKey: readKeyPrefixes[operationId] })),
  );
}

/**
 * The write a generated mutation's key names: Orval's `get<Operation>MutationKey()` is `[operationId]` (the
 * generated `WriteOperationId` is read from those keys, so another shape of key fails `tsc` there).
 */
function writeOfMutationKey(key: MutationKey | undefined): WriteOperationId | undefined {
  if (key?.length !== 1) return undefined;
  const [name] = key;
  return typeof name === 'string' && Object.hasOwn(invalidatedByWrite, name) ? (name as WriteOperationId) : undefined;
}

/** After the mutation keyed `key` succeeded: marks stale what its write's `x-invalidates` names. */
export async function invalidateAfterWrite(queryClient: QueryClient, key: MutationKey | undefined) {
  const write = writeOfMutationKey(key);
  if (write) await invalidateReads(queryClient, invalidatedByWrite[write]);
}

/** When the private push `event` arrived: marks stale what its `x-invalidates` names. */
export const invalidateAfterEvent = (queryClient: QueryClient, event: InvalidatingEvent) =>
  invalidateReads(queryClient, invalidatedByEvent[event]);
