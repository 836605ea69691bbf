import type { FundAccount } from '../../../shared/config/fund-accounts';

/** The ledger's account codes (`type` of /wallet/legal_log): 0 every account. */
const ACCOUNT_CODES: Record<FundAccount, number> = {
  legal: 1,
  change: 2,
  lever: 3,
  micro: 4,
  coin_lever: 6,
  stock: 7,
  margin: 8,
};

/** Kinds of movement the all-records screen filters by (the backend's type codes). */
export const LEDGER_KINDS = [8, 99, 100, 101, 11, 12, 701, 702, 703, 50, 51, 30, 31, 501, 502] as const;

export type LedgerFilter = { account?: FundAccount; currency?: number; kind?: number };

/** The request body of one page of the ledger for a filter. */
export const ledgerBody = ({ account, currency, kind }: LedgerFilter, page: number, limit: number) => ({
  page,
  limit,
  type: (account ? ACCOUNT_CODES[account] : 0) as 0,
  currency: currency ?? 0,
  ...(kind !== undefined && { log_type: kind }),
});
