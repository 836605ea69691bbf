import { useGetWalletOverview } from '../../../gen/api/wallet/wallet';

/** The available USDT of the futures account, which the copied orders are paid from; undefined while loading. */
export function useFuturesBalance() {
  const query = useGetWalletOverview();
  return query.data?.lever_wallet.balance.find((row) => row.currency_name === 'USDT')?.lever_balance;
}
