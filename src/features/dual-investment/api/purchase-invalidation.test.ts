import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  getBuyDualProductMutationKey,
  getGetDualProductQueryKey,
  getListDualProductsQueryKey,
  getListMyDualOrdersQueryKey,
} from '../../../gen/api/invest/invest';
import { getListCopyTradersQueryKey } from '../../../gen/api/follow/follow';
import { getGetWalletOverviewQueryKey } from '../../../gen/api/wallet/wallet';
import { invalidateAfterWrite } from '../../../shared/lib/query/invalidation';

describe('after a dual investment purchase (buyDualProduct)', () => {
  it('marks stale every list and figure the purchase changes, whatever their parameters, and nothing else', async () => {
    const client = new QueryClient();
    const read = [
      getListDualProductsQueryKey({ type: 'put' }),
      getGetDualProductQueryKey({ id: 41 }),
      getListMyDualOrdersQueryKey({ status: 1 }),
      getListMyDualOrdersQueryKey({ status: 0 }),
      // the holdings of the financial hub, a key the app makes from the generated one
      [...getListMyDualOrdersQueryKey({ status: 1 }), 'holdings'],
      getGetWalletOverviewQueryKey(),
    ];
    const other = getListCopyTradersQueryKey();
    for (const queryKey of [...read, other]) client.setQueryData(queryKey, 'read');
    await invalidateAfterWrite(client, getBuyDualProductMutationKey());
    const stale = read.map((queryKey) => client.getQueryState(queryKey)?.isInvalidated);
    expect(stale).toEqual(read.map(() => true));
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
