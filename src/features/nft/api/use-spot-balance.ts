import { useGetWalletDetail } from '../../../gen/api/wallet/wallet';

/** The available spot balance of a coin: the account NFT prices, margins and payments are paid from. */
export function useSpotBalance(currencyId: number | undefined) {
  const query = useGetWalletDetail({ currency: currencyId ?? 0, type: 'change' }, undefined, {
    query: { enabled: currencyId !== undefined },
  });
  return { balance: query.data?.change_balance, query };
}
