import { listDepositRecords } from '../../../gen/api/wallet/wallet';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { useListedRecord } from '../../../shared/lib/query/use-listed-record';

/** One deposit request: the contract has no single-record call, so the records are read until it shows up. */
export function useDepositRecord(id: number) {
  return useListedRecord(readQueryKey('listDepositRecords', 'record', id), listDepositRecords, id);
}
