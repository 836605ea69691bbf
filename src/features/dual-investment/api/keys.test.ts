import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  getGetDualProductQueryKey,
  getListDualProductsQueryKey,
  getListMyDualOrdersQueryKey,
} from '../../../gen/api/invest/invest';
import { getGetWalletOverviewQueryKey } from '../../../gen/api/wallet/wallet';
import { DUAL_AFTER_WRITE } from './keys';

describe('DUAL_AFTER_WRITE', () => {
  it('marks stale every list and figure a purchase changes, whatever their parameters', async () => {
    const client = new QueryClient();
    const read = [
      getListDualProductsQueryKey({ type: 'put' }),
      getGetDualProductQueryKey({ id: 41 }),
      getListMyDualOrdersQueryKey({ status: 1 }),
      getListMyDualOrdersQueryKey({ status: 0 }),
      [...getListMyDualOrdersQueryKey({ status: 1 }), 'holdings'],
      getGetWalletOverviewQueryKey(),
    ];
    for (const queryKey of read) client.setQueryData(queryKey, 'read');
    await Promise.all(DUAL_AFTER_WRITE.map((queryKey) => client.invalidateQueries({ queryKey })));
    const stale = read.map((queryKey) => client.getQueryState(queryKey)?.isInvalidated);
    expect(stale).toEqual(read.map(() => true));
  });
});
