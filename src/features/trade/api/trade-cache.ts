import type { QueryClient } from '@tanstack/react-query';

/** The HTTP paths whose cached answers a trading action or push makes stale. */
export const TRADE_PATHS = {
  spot: ['/coin/list', '/wallet/detail', '/wallet/list'],
  futures: ['/lever/deal', '/lever/dealall', '/lever/my_trade', '/wallet/detail', '/wallet/list'],
  options: ['/microtrade/lists', '/microtrade/payable_currencies', '/wallet/detail', '/wallet/list'],
  balances: ['/wallet/detail', '/wallet/list', '/lever/deal', '/microtrade/payable_currencies'],
} as const;

/** Generated keys start with the path, or with the method then the path. */
const pathOf = (key: readonly unknown[]) => (key[0] === 'POST' || key[0] === 'GET' ? key[1] : key[0]);

/** Refetches every cached answer of these paths, whatever its parameters. */
export function refreshPaths(queryClient: QueryClient, paths: readonly string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => paths.includes(pathOf(query.queryKey) as string),
  });
}
