import { useGetWalletDetail } from '../../../gen/api/wallet/wallet';
import type { QuotationPair, WalletDetail } from '../../../gen/model';

/** Spot pairs of stocks trade on the stock account, coins on the spot (`change`) account. */
const accountOf = (pair: QuotationPair) => (pair.market_type === 'stock' ? 'stock' : 'change');

const availableOf = (detail: WalletDetail | undefined, account: 'stock' | 'change') =>
  detail ? ((account === 'stock' ? detail.stock_balance : detail.change_balance) ?? '0') : undefined;

/** The available base and quote balances of a spot pair and its fee in percent. */
export function useSpotBalances(pair: QuotationPair) {
  const account = accountOf(pair);
  const base = useGetWalletDetail({ currency: pair.currency_id, type: account });
  const quote = useGetWalletDetail({ currency: pair.legal_id, type: account });
  return {
    base: availableOf(base.data, account),
    quote: availableOf(quote.data, account),
    feePercent: quote.data?.coin_trade_fee ?? '0',
    query: quote,
  };
}
