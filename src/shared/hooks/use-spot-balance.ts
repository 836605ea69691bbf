import { useGetWalletOverview } from '../../gen/api/wallet/wallet';

/**
 * The available spot balance of one coin (the account every purchase, subscription and bet is paid from), as
 * the decimal string the API sent; undefined while loading or when the coin has no row.
 */
export function useSpotBalance(currencyId: number | undefined) {
  const query = useGetWalletOverview();
  const row = query.data?.change_wallet.balance.find((candidate) => candidate.currency === currencyId);
  return { query, available: row?.change_balance, loaded: query.data !== undefined };
}
