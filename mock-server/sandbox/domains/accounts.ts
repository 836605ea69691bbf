/**
 * The user's accounts and what they hold: a new user's opening balances (believable, from MOCK_SEED), and the
 * reads of the funds screens (the overview of every account, one coin's balances), valued at the model's prices.
 */
import Big from 'big.js';
import type { Contract, Domain } from '../domain.ts';
import { fixed } from '../format.ts';
import { USDT_ID, type Coin, type SandboxMarket } from '../market.ts';
import { available } from '../money/wallets.ts';
import type { AccountKind, UserState } from '../state/types.ts';
import type { Wallets } from '../money/wallets.ts';

/** The site's USDT -> CNY rate (setting `USDTRate`). */
export const CNY_RATE = '7.20';
/** Coins of the funds account and of the deposit and withdrawal screens. */
export const FUNDING_COINS = [USDT_ID, 1, 2];

/** Which coins an account lists: USDT first, then the coins it may hold, at most the contract's 10 rows. */
export function accountCoins(market: SandboxMarket, account: AccountKind): Coin[] {
  const coins = market.coins.filter((coin) => coin.kind === 'coin');
  const usdt = coins.filter((coin) => coin.id === USDT_ID);
  switch (account) {
    case 'legal':
    case 'margin':
      return coins.filter((coin) => FUNDING_COINS.includes(coin.id));
    case 'change':
      return coins;
    case 'stock':
      return [...usdt, ...market.coins.filter((coin) => coin.kind === 'stock')];
    case 'coin_lever':
      return coins.filter((coin) => coin.id !== USDT_ID && FUNDING_COINS.includes(coin.id));
    default:
      return usdt;
  }
}

/** The account a pair's spot orders use: stocks trade on the stock account, coins on the spot account. */
export const spotAccountOf = (market: SandboxMarket, currencyId: number): AccountKind =>
  market.coin(currencyId)?.kind === 'stock' ? 'stock' : 'change';

/** Value in USDT of everything (available and frozen) the account holds, at the model's prices. */
function accountValue(wallets: Wallets, market: SandboxMarket, user: UserState, account: AccountKind): Big {
  return accountCoins(market, account).reduce((sum, coin) => {
    const purse = wallets.purse(user, coin.id, account);
    return sum.plus(new Big(purse.balance).plus(purse.lock).times(market.usdtValue(coin.id)));
  }, new Big(0));
}

/** An account's pair of balance columns in a wallet row (`change_balance`, `lock_change_balance`). */
type BalancePair<K extends AccountKind> = { [P in `${K}_balance` | `lock_${K}_balance`]: string };

/** The balance columns of each account, written out: a row of that account carries exactly its own pair. */
export const BALANCE_PAIRS: { [K in AccountKind]: (balance: string, lock: string) => BalancePair<K> } = {
  legal: (balance, lock) => ({ legal_balance: balance, lock_legal_balance: lock }),
  change: (balance, lock) => ({ change_balance: balance, lock_change_balance: lock }),
  lever: (balance, lock) => ({ lever_balance: balance, lock_lever_balance: lock }),
  micro: (balance, lock) => ({ micro_balance: balance, lock_micro_balance: lock }),
  coin_lever: (balance, lock) => ({ coin_lever_balance: balance, lock_coin_lever_balance: lock }),
  stock: (balance, lock) => ({ stock_balance: balance, lock_stock_balance: lock }),
  margin: (balance, lock) => ({ margin_balance: balance, lock_margin_balance: lock }),
};

/** The coin facts the backend appends to every wallet row. */
export function coinFacts(
  market: SandboxMarket,
  coin: Coin,
): Pick<
  Contract.WalletLegalRow,
  | 'currency_name'
  | 'currency_type'
  | 'is_legal'
  | 'is_lever'
  | 'is_match'
  | 'is_micro'
  | 'cny_price'
  | 'pb_price'
  | 'usdt_price'
> {
  const usdt = market.usdtValue(coin.id);
  return {
    currency_name: coin.name,
    currency_type: coin.id === USDT_ID ? 'trc20' : coin.name === 'ETH' ? 'erc20' : coin.name.toLowerCase(),
    is_legal: FUNDING_COINS.includes(coin.id) ? 1 : 0,
    is_lever: coin.id === USDT_ID ? 1 : 0,
    is_match: 1,
    is_micro: coin.id === USDT_ID ? 1 : 0,
    cny_price: Number(usdt.times(CNY_RATE).toFixed(2)),
    pb_price: fixed(usdt, 4),
    usdt_price: fixed(usdt, 4),
  };
}

/** The id of the user's wallet row of a coin (one per user and coin). */
export const walletId = (user: UserState, coinId: number) => user.id * 100 + coinId;

/** Every balance of a coin, as the wallet row has them. */
export function balanceColumns(wallets: Wallets, user: UserState, coinId: number) {
  const purse = (account: AccountKind) => wallets.purse(user, coinId, account);
  return {
    legal_balance: fixed(purse('legal').balance, 8),
    lock_legal_balance: fixed(purse('legal').lock, 8),
    change_balance: fixed(purse('change').balance, 8),
    lock_change_balance: fixed(purse('change').lock, 8),
    lever_balance: fixed(purse('lever').balance, 8),
    lock_lever_balance: fixed(purse('lever').lock, 8),
    micro_balance: fixed(purse('micro').balance, 8),
    lock_micro_balance: fixed(purse('micro').lock, 8),
    insurance_balance: '0.00000000',
    lock_insurance_balance: '0.00000000',
  };
}

function accountRows<K extends AccountKind>(wallets: Wallets, market: SandboxMarket, user: UserState, account: K) {
  return accountCoins(market, account).map((coin) => {
    const purse = wallets.purse(user, coin.id, account);
    return {
      id: walletId(user, coin.id),
      currency: coin.id,
      ...BALANCE_PAIRS[account](fixed(purse.balance, 8), fixed(purse.lock, 8)),
      is_charge: FUNDING_COINS.includes(coin.id),
      ...coinFacts(market, coin),
    };
  });
}

/** Opening balances: (account, coin, low, high, decimals). */
const OPENING: Array<[AccountKind, number, number, number, number]> = [
  ['change', USDT_ID, 5000, 20000, 2],
  ['change', 1, 0.01, 0.2, 4],
  ['change', 2, 0.2, 3, 4],
  ['lever', USDT_ID, 1000, 5000, 2],
  ['micro', USDT_ID, 500, 3000, 2],
  ['legal', USDT_ID, 0, 2000, 2],
  ['stock', USDT_ID, 1000, 5000, 2],
  ['coin_lever', 1, 0.005, 0.05, 4],
  ['margin', USDT_ID, 0, 1000, 2],
];

export const accountsDomain: Domain = {
  name: 'accounts',
  seedUser: ({ user, random, wallets }) => {
    for (const [account, currencyId, low, high, decimals] of OPENING) {
      const amount = new Big(low + random.next() * (high - low)).round(decimals, Big.roundDown);
      wallets.exchange(user, available(account), { currencyId, amount, reason: 'opening', memo: 'Opening balance' });
    }
  },
  handlers: {
    getWalletOverview: ({ user, wallets, market }) => {
      const account = <K extends AccountKind>(kind: K) => ({
        balance: accountRows(wallets, market, user, kind),
        totle: 0,
        usdt_totle: Number(accountValue(wallets, market, user, kind).toFixed(4)),
        CNY: '' as const,
      });
      return {
        legal_wallet: account('legal'),
        change_wallet: account('change'),
        micro_wallet: account('micro'),
        lever_wallet: account('lever'),
        coin_lever_wallet: account('coin_lever'),
        stock_wallet: account('stock'),
        margin_wallet: account('margin'),
        ExRate: CNY_RATE,
        is_open_CTbi: '1',
      };
    },
  },
};
