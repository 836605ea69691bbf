import { useQuery } from '@tanstack/react-query';
import { listDepositRecords } from '../../../gen/api/wallet/wallet';
import type { WalletDepositRecord } from '../../../gen/model';

const PAGE = 50;

/** One deposit request: the contract has no single-record call, so the records are read until it shows up. */
export function useDepositRecord(id: number) {
  return useQuery({
    queryKey: ['POST', '/recharge/log', 'record', id],
    queryFn: async ({ signal }): Promise<WalletDepositRecord | null> => {
      for (let page = 1; ; page += 1) {
        const answer = await listDepositRecords({ page, limit: PAGE }, { signal });
        const found = answer.data.find((row) => row.id === id);
        if (found) return found;
        if (page >= answer.pages) return null;
      }
    },
  });
}
