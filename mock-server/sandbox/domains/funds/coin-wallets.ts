/**
 * A coin's wallet in one account, its value in CNY, and the coins held in more than one account.
 */
import type { Domain } from '../../domain.ts';
import { refuse } from '../../errors.ts';
import { dateTimeText, fixed } from '../../format.ts';
import { USDT_ID } from '../../market.ts';
import { ACCOUNT_KINDS } from '../../state/types.ts';
import {
  accountCoins,
  BALANCE_PAIRS,
  balanceColumns,
  CNY_RATE,
  coinFacts,
  FUNDING_COINS,
  walletId,
} from '../accounts.ts';
import { SPOT_FEE_RATE } from '../spot.ts';

export const coinWalletHandlers: Domain['handlers'] = {
  getWalletDetail: (context) => {
    const { user, params, market, wallets } = context;
    const coin = market.coin(params.currency);
    if (!coin) refuse('unknownCurrency');
    const { type } = params;
    const purse = wallets.purse(user, coin.id, type);
    return {
      id: walletId(user, coin.id),
      currency: coin.id,
      ...BALANCE_PAIRS[type](fixed(purse.balance, 8), fixed(purse.lock, 8)),
      address: null,
      ...coinFacts(market, coin),
      ExRate: CNY_RATE,
      is_charge: FUNDING_COINS.includes(coin.id),
      coin_trade_fee: SPOT_FEE_RATE.times(100).toFixed(),
    };
  },
  getCoinCnyValue: ({ params, market }) => ({
    rmb: Number(
      market
        .usdtValue(market.coin(params.id) ? params.id : USDT_ID)
        .times(CNY_RATE)
        .toFixed(2),
    ),
  }),
  listCoinWallets: ({ user, market, wallets }) =>
    market.coins
      .filter((coin) => ACCOUNT_KINDS.filter((account) => accountCoins(market, account).includes(coin)).length >= 2)
      .map((coin) => {
        const facts = coinFacts(market, coin);
        return {
          id: coin.id,
          name: coin.name,
          is_legal: facts.is_legal,
          is_lever: facts.is_lever,
          is_match: facts.is_match,
          is_micro: facts.is_micro,
          wallet: {
            id: walletId(user, coin.id),
            user_id: user.id,
            currency: coin.id,
            address: null,
            ...balanceColumns(wallets, user, coin.id),
            create_time: dateTimeText(user.createdAt),
            ...facts,
          },
        };
      }),
};
