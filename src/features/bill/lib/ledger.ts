import type { WalletLedgerPage, WalletLedgerRow } from '../../../gen/model';
import type { Page } from '../../../shared/ui/paginated-list/page';

/** Accounts the ledger can be filtered by: 0 all, 1 fiat, 2 spot, 3 futures, 4 seconds options, 5 insurance. */
export const LEDGER_ACCOUNTS = [0, 1, 2, 3, 4, 5] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** The ledger answers `{list, count, limit}`; pages go on while a page comes back full. */
export const fromLedgerPage = (page: WalletLedgerPage): Page<WalletLedgerRow> => ({
  items: page.list,
  hasMore: page.list.length > 0 && page.list.length >= page.limit,
});

/** Direction of an entry for its colour: money in, money out, or nothing moved. */
export function entryDirection(value: string): 'in' | 'out' | 'none' {
  if (!/[1-9]/.test(value)) return 'none';
  return value.startsWith('-') ? 'out' : 'in';
}
