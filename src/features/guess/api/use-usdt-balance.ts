import { useGetWalletOverview } from '../../../gen/api/wallet/wallet';

/** The available USDT of the spot account, which stakes are paid from and bonuses paid to; undefined while loading. */
export function useUsdtBalance() {
  const query = useGetWalletOverview();
  return query.data?.change_wallet.balance.find((row) => row.currency_name === 'USDT')?.change_balance;
}
