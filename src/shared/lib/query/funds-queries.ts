import type { Query, QueryClient } from '@tanstack/react-query';

/** Paths whose answers change when money moves: balances, ledgers, records, withdrawal limits. */
const FUNDS_PATHS = /^\/(wallet|recharge|user\/withdraw|user\/getTransferList|currency\/user_currency_list)/;

const isFundsQuery = (query: Query) =>
  query.queryKey.some((part) => typeof part === 'string' && FUNDS_PATHS.test(part));

/** Reloads what shows balances and movements, wherever it is shown. */
export function invalidateFundsQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isFundsQuery });
}
