import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import * as generated from '../../../gen/api/index';
import { getGetWalletOverviewQueryKey, getListCoinWalletsQueryKey } from '../../../gen/api/wallet/wallet';
import { getGetUserInfoQueryKey } from '../../../gen/api/settings/settings';
import {
  getListFuturesOrdersQueryKey,
  getListSpotOrdersQueryKey,
  getOpenFuturesPositionMutationKey,
  getSubmitSpotOrderMutationKey,
} from '../../../gen/api/trade/trade';
import { invalidatedByEvent, invalidatedByWrite, readKeyPrefixes } from '../../../gen/invalidation';
import { invalidateAfterEvent, invalidateAfterWrite, invalidateReads, readQueryKey } from './invalidation';

type KeyHelper = (...args: unknown[]) => QueryKey;
const helpers = generated as unknown as Record<string, KeyHelper>;
const helperOf = (operationId: string, kind: 'Query' | 'Mutation' = 'Query') =>
  helpers[`get${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}${kind}Key`];

/** A client holding an answer under each key; answers which of them a call marked stale. */
async function staleAfter(keys: QueryKey[], action: (client: QueryClient) => Promise<void>) {
  const client = new QueryClient();
  for (const queryKey of keys) client.setQueryData(queryKey, 'read');
  await action(client);
  return keys.filter((queryKey) => client.getQueryState(queryKey)?.isInvalidated);
}

describe('the read key prefixes', () => {
  it('start every key Orval generates for the read, whatever its parameters and body', () => {
    for (const [operationId, prefix] of Object.entries(readKeyPrefixes)) {
      const helper = helperOf(operationId);
      expect(helper, operationId).toBeTypeOf('function');
      for (const key of [helper(), helper({ page: 2 }), helper({ page: 2 }, { lang: 'en' })])
        expect(key.slice(0, prefix.length), operationId).toEqual(prefix);
    }
  });
});

describe('invalidateAfterWrite', () => {
  it('marks stale every answer of the reads a write names, whatever their parameters, and nothing else', async () => {
    const named = [
      getListSpotOrdersQueryKey(),
      getListSpotOrdersQueryKey({ status: 1 }),
      getListSpotOrdersQueryKey({ status: 2, currency_id: 1, legal_id: 3 }),
      readQueryKey('listSpotOrders', 'list', 1, 'BTC/USDT', 'pages', 10),
      getGetWalletOverviewQueryKey(),
      getGetWalletOverviewQueryKey({ lang: 'en' }),
      getListCoinWalletsQueryKey(),
    ];
    const others = [
      getGetUserInfoQueryKey(),
      getListFuturesOrdersQueryKey({ status: 1 }),
      readQueryKey('listFuturesOrders', 'list', 1, 'all', 'pages', 10),
      ['support-chat-session'],
    ];
    expect(
      await staleAfter([...named, ...others], (client) =>
        invalidateAfterWrite(client, getSubmitSpotOrderMutationKey()),
      ),
    ).toEqual(named);
  });

  it('reaches an answer of each read its write names, for every write of the contract', async () => {
    for (const [write, reads] of Object.entries(invalidatedByWrite)) {
      const keys = reads.map((read) => helperOf(read)({ page: 1 }));
      const stale = await staleAfter(keys, (client) => invalidateAfterWrite(client, helperOf(write, 'Mutation')()));
      expect(stale, write).toEqual(keys);
    }
  });

  it('marks nothing stale for a key that is no generated write key', async () => {
    const keys = [getListSpotOrdersQueryKey(), getGetWalletOverviewQueryKey(), getGetUserInfoQueryKey()];
    for (const key of [undefined, ['listSpotOrders'], ['submitSpotOrder', 'again'], ['toString'], [1]])
      expect(await staleAfter(keys, (client) => invalidateAfterWrite(client, key)), String(key)).toEqual([]);
  });

  it('reaches a POST read however its key ends (its body, its parameters, a part the app adds)', async () => {
    const keys = [
      getListFuturesOrdersQueryKey(),
      getListFuturesOrdersQueryKey({ status: 2 }),
      readQueryKey('listFuturesOrders', 'list', 2, 'all'),
    ];
    expect(
      await staleAfter(keys, (client) => invalidateAfterWrite(client, getOpenFuturesPositionMutationKey())),
    ).toEqual(keys);
  });
});

describe('invalidateAfterEvent', () => {
  it('marks stale what a private push names, and only that', async () => {
    const keys = [getGetUserInfoQueryKey(), getListSpotOrdersQueryKey({ status: 1 }), getGetWalletOverviewQueryKey()];
    expect(await staleAfter(keys, (client) => invalidateAfterEvent(client, 'verification_result'))).toEqual([
      getGetUserInfoQueryKey(),
    ]);
    expect(await staleAfter(keys, (client) => invalidateAfterEvent(client, 'spot_order'))).toEqual(keys.slice(1));
    expect(invalidatedByEvent.session_revoked).toEqual([]);
  });
});

describe('invalidateReads', () => {
  it('marks stale the answers of the reads named', async () => {
    const keys = [readQueryKey('listGuessRounds', 'pages', 10), getGetUserInfoQueryKey()];
    expect(await staleAfter(keys, (client) => invalidateReads(client, ['listGuessRounds']))).toEqual([keys[0]]);
  });
});
