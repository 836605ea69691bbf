import { MutationObserver, QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as generated from '../../../gen/api/index';
import {
  getGetWalletOverviewQueryOptions,
  getGetWalletOverviewUrl,
  getTransferBetweenAccountsMutationOptions,
} from '../../../gen/api/wallet/wallet';
import { getListFavouritesQueryKey } from '../../../gen/api/market/market';
import { invalidatedByWrite } from '../../../gen/invalidation';
import { configureHttpClient, resetHttpClient } from '../http/http-config';
import { createQueryClient } from './query-client';

type KeyHelper = (...args: unknown[]) => QueryKey;
const queryKeyOf = (read: string) =>
  (generated as unknown as Record<string, KeyHelper>)[`get${read.charAt(0).toUpperCase()}${read.slice(1)}QueryKey`];

/** The exchange's answer to every call: the overview's (counted, to tell a refetch apart), or the write's. */
function exchange(write: { type: 'ok' | 'error'; message: unknown }) {
  let overviews = 0;
  configureHttpClient({
    getLanguage: () => 'en',
    toast: vi.fn(),
    fetch: async (input) => {
      const body = String(input).split('?')[0].endsWith(getGetWalletOverviewUrl())
        ? { type: 'ok', message: { overview: (overviews += 1) } }
        : write;
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    },
  });
}

/** The app's client holding an answer of each read `transferBetweenAccounts` names, and of one it does not. */
function clientWithAnswers() {
  const client = createQueryClient();
  const named = invalidatedByWrite.transferBetweenAccounts.map((read) => queryKeyOf(read)({ page: 1 }));
  const other = getListFavouritesQueryKey();
  for (const queryKey of [...named, other]) client.setQueryData(queryKey, 'read');
  return { client, named, other };
}

const transfer = (client: QueryClient) =>
  new MutationObserver(client, getTransferBetweenAccountsMutationOptions()).mutate({
    data: { currency_id: 3, number: '10', from_field: 'change', to_field: 'lever' },
  });

const stale = (client: QueryClient, keys: QueryKey[]) =>
  keys.filter((queryKey) => client.getQueryState(queryKey)?.isInvalidated);

afterEach(() => resetHttpClient());

describe("the app's query client, after a generated mutation settles", () => {
  it('marks stale every read the write names in the contract, and nothing else', async () => {
    exchange({ type: 'ok', message: 'Transferred' });
    const { client, named, other } = clientWithAnswers();
    expect(named.length).toBeGreaterThan(3);
    await transfer(client);
    expect(stale(client, named)).toEqual(named);
    expect(stale(client, [other])).toEqual([]);
  });

  it('resolves the mutation only once a read on screen has its new answer', async () => {
    exchange({ type: 'ok', message: 'Transferred' });
    const client = createQueryClient();
    await client.prefetchQuery(getGetWalletOverviewQueryOptions());
    // on screen, and fresh: nothing but the write's invalidation asks for it again
    const overview = new QueryObserver(client, getGetWalletOverviewQueryOptions());
    const unsubscribe = overview.subscribe(() => {});
    expect(overview.getCurrentResult().data).toEqual({ overview: 1 });
    await transfer(client);
    expect(overview.getCurrentResult().data).toEqual({ overview: 2 });
    unsubscribe();
  });

  it('marks nothing stale when the exchange refuses the write', async () => {
    exchange({ type: 'error', message: 'Insufficient balance' });
    const { client, named, other } = clientWithAnswers();
    await expect(transfer(client)).rejects.toMatchObject({ kind: 'business' });
    expect(stale(client, [...named, other])).toEqual([]);
  });
});
