import Big from 'big.js';
import { useGetWalletDetail } from '../../../gen/api/wallet/wallet';

/**
 * The available spot balance of a coin (the account NFT prices, margins and payments are paid from) and whether
 * it falls short of `amount`; unknown while loading, which is not short.
 */
export function useSpotBalance(currencyId: number, amount: string) {
  const query = useGetWalletDetail({ currency: currencyId, type: 'change' }, undefined, { query: {} });
  const balance = query.data?.change_balance;
  return { balance, short: balance !== undefined && new Big(balance).lt(amount) };
}
