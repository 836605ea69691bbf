import { useQuery } from '@tanstack/react-query';
import { listDepositRecords } from '../../../gen/api/wallet/wallet';
import { findInPages } from '../../../shared/lib/query/find-in-pages';
import { readQueryKey } from '../../../shared/lib/query/invalidation';

const PAGE = 50;

/** One deposit request: the contract has no single-record call, so the records are read until it shows up. */
export function useDepositRecord(id: number) {
  return useQuery({
    queryKey: readQueryKey('listDepositRecords', 'record', id),
    queryFn: ({ signal }) =>
      findInPages(
        (page) => listDepositRecords({ page, limit: PAGE }, { signal }),
        (row) => row.id === id,
      ),
  });
}
