/**
 * Funds: transfers between the user's accounts, coin conversion on the spot account with its fee, withdrawals
 * (frozen on the spot account, listed under review until reviewed), deposit requests (listed as pending until
 * reviewed), the deposit addresses, and the ledgers that show every movement. A review is the exchange's: the
 * `POST /__sandbox/review` control approves or rejects a request (`reviewRequest`).
 */
import Big from 'big.js';
import type { Domain, EventPayload, SandboxTools } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { dateTimeText, fixed } from '../format.ts';
import { USDT_ID } from '../market.ts';
import { isTransfer, ledgerRow } from '../money/ledger-rows.ts';
import { available, frozen } from '../money/wallets.ts';
import { laravelPage, simplePage } from '../pages.ts';
import { ACCOUNT_KINDS, type AccountKind, type UserState } from '../state/types.ts';
import {
  accountCoins,
  BALANCE_PAIRS,
  balanceColumns,
  CNY_RATE,
  coinFacts,
  FUNDING_COINS,
  walletId,
} from './accounts.ts';
import { futuresOf } from './futures/positions.ts';
import { payoutOf } from './payout.ts';
import { loginOf, profileOf } from './profile.ts';
import { hashText } from '../sandbox.ts';
import { SPOT_FEE_RATE } from './spot.ts';
import { isCoinAddress } from '../money/chain-addresses.ts';
import { boundAddresses, checkCode } from './security.ts';
import { conversionAt, issueQuote, quoteFor } from './conversion-quotes.ts';

/** Withdrawal fee (a fixed amount of the coin), minimum and the site's deposit address (chains: chain-addresses.ts). */
const FUNDING: Record<number, { fee: string; min: string; address: string }> = {
  [USDT_ID]: { fee: '1', min: '10', address: 'TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF' },
  1: { fee: '0.0005', min: '0.001', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
  2: { fee: '0.005', min: '0.01', address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063' },
};
const USDT_ADDRESSES = {
  erc20: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
  trc20: 'TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF',
};
/** Coins of the conversion page, and its fee in percent of the amount converted. */
const CONVERTIBLE = [1, 2, USDT_ID, 4, 6, 11];
const CONVERSION_FEE_PERCENT = '0.2';
const CONVERSION_PAUSE_MS = 3000;
const LEDGER_PAGE = 10;

type Review = 1 | 2 | 3;
type DepositRequest = {
  id: number;
  currencyId: number;
  amount: string;
  voucher: string;
  type: 0 | 1;
  status: Review;
  bonus: string;
  createdAt: number;
  reviewedAt?: number;
};
type WithdrawalRequest = {
  id: number;
  currencyId: number;
  number: string;
  fee: string;
  address: string;
  type: 0 | 1 | 2;
  status: Review;
  createdAt: number;
  reviewedAt?: number;
};

const fundsOf = userSlice<{
  deposits: DepositRequest[];
  withdrawals: WithdrawalRequest[];
  lastConversionAt?: number;
}>('funds', () => ({ deposits: [], withdrawals: [] }));

const newestFirst = <T extends { createdAt: number; id: number }>(a: T, b: T) =>
  b.createdAt - a.createdAt || b.id - a.id;
const WITHDRAWAL_STATUS: Record<Review, string> = { 1: '审核中', 2: '审核完成', 3: '审核失败' };

function fundingCoin(tools: SandboxTools, currencyId: number) {
  const coin = tools.market.coin(currencyId);
  const funding = FUNDING[currencyId];
  if (!coin || !funding) refuse('unknownCurrency');
  return { coin, funding };
}

/** The exchange approves or rejects a deposit or withdrawal request: money moves only now. */
export function reviewRequest(
  tools: SandboxTools,
  kind: 'deposit' | 'withdrawal',
  id: number,
  approve: boolean,
): boolean {
  for (const user of Object.values(tools.state.users)) {
    const funds = fundsOf(user);
    if (kind === 'deposit') {
      const request = funds.deposits.find((candidate) => candidate.id === id && candidate.status === 1);
      if (!request) continue;
      if (approve) creditDeposit(tools, user, request);
      closeReview(tools, user, request, approve, 'deposit_result', () => depositRow(tools, user, request));
      return true;
    }
    const request = funds.withdrawals.find((candidate) => candidate.id === id && candidate.status === 1);
    if (!request) continue;
    settleWithdrawal(tools, user, request, approve);
    closeReview(tools, user, request, approve, 'withdraw_result', () => withdrawalRow(tools, user, request));
    return true;
  }
  return false;
}

function creditDeposit(tools: SandboxTools, user: UserState, request: DepositRequest) {
  const memo = `#${request.id}`;
  for (const amount of [request.amount, request.bonus]) {
    tools.wallets.exchange(user, available('change'), {
      currencyId: request.currencyId,
      amount,
      reason: 'deposit',
      memo,
    });
  }
}

/** Approved: the frozen amount leaves (net and fee apart, as the ledger shows them); rejected: it is freed. */
function settleWithdrawal(tools: SandboxTools, user: UserState, request: WithdrawalRequest, approve: boolean) {
  const memo = `#${request.id}`;
  const number = new Big(request.number);
  if (!approve) {
    tools.wallets.move(user, frozen('change'), available('change'), {
      currencyId: request.currencyId,
      amount: number,
      reason: 'withdraw_reject',
      memo,
    });
    return;
  }
  tools.wallets.exchange(user, frozen('change'), {
    currencyId: request.currencyId,
    amount: number.minus(request.fee).times(-1),
    reason: 'withdraw_done',
    memo,
  });
  tools.wallets.exchange(user, frozen('change'), {
    currencyId: request.currencyId,
    amount: new Big(request.fee).times(-1),
    reason: 'withdraw_fee',
    memo,
  });
}

/** The request takes its final status, and the user's device hears of it with the row the records list shows. */
function closeReview<E extends 'deposit_result' | 'withdraw_result'>(
  tools: SandboxTools,
  user: UserState,
  request: { status: number; reviewedAt?: number },
  approve: boolean,
  event: E,
  row: () => EventPayload<E>['data'],
) {
  Object.assign(request, { status: approve ? 2 : 3, reviewedAt: tools.now });
  tools.push(user, event, { type: event, to: user.id, data: row(), time: tools.now } as EventPayload<E>);
}

/** A withdrawal request as the records list it (WalletWithdrawRecord), with where it went and what was paid out. */
function withdrawalRow(tools: SandboxTools, user: UserState, request: WithdrawalRequest) {
  const paid = request.status === 2;
  return {
    id: request.id,
    number: fixed(request.number, 8),
    name: tools.market.coin(request.currencyId)!.name,
    create_time: dateTimeText(request.createdAt),
    status: request.status,
    status_text: WITHDRAWAL_STATUS[request.status],
    currency: request.currencyId,
    type: request.type,
    address: request.address,
    rate: fixed(request.fee, 8),
    real_number: fixed(new Big(request.number).minus(request.fee), 8),
    txid: paid && request.type === 0 ? codeOf(`${user.id}:${request.id}`) : '',
    notes: request.status === 3 ? tools.text('withdrawalRejected') : '',
    update_time: request.reviewedAt === undefined ? null : dateTimeText(request.reviewedAt),
  };
}

/** A deposit request as the records list it (WalletDepositRecord). */
function depositRow(tools: SandboxTools, user: UserState, request: DepositRequest) {
  const coin = tools.market.coin(request.currencyId)!;
  const crypto = request.type === 0;
  return {
    id: request.id,
    uid: user.id,
    amount: fixed(request.amount, 2),
    user_account: request.voucher,
    status: request.status,
    currency_id: coin.id,
    remark: null,
    created_at: dateTimeText(request.createdAt),
    updated_at: request.reviewedAt === undefined ? null : dateTimeText(request.reviewedAt),
    type: request.type,
    give: fixed(request.bonus, 2),
    give_rate: '0',
    account_name: loginOf(user),
    bank_user_name: null,
    iban: null,
    beneficiary_country: null,
    bank_code: null,
    bank_name: null,
    bank_address: null,
    currency_name: coin.name,
    pay_way_name: null,
    sub_type: crypto && coin.id === USDT_ID ? 'TRC20' : null,
    address: crypto ? (coin.id === USDT_ID ? USDT_ADDRESSES.trc20 : FUNDING[coin.id].address) : null,
    desc: null,
    name: coin.name,
  };
}

/** A 64-hex transaction id, as a chain gives it, seeded from the request. */
const codeOf = (text: string) =>
  Array.from({ length: 8 }, (_, part) => hashText(`${text}:${part}`).toString(16).padStart(8, '0')).join('');

const LIMIT_COIN = 1;
const DAY_MS = 86_400_000;

/**
 * The 24-hour withdrawal limit of the user's verification level, counted in BTC at the current prices (section 6:
 * Lv1 200 BTC, Lv2 500 BTC), what the last 24 hours used of it (requests not rejected) and what is left.
 */
function withdrawLimit(tools: SandboxTools, user: UserState) {
  const limit = new Big(profileOf(user).advanced?.status === 2 ? 500 : 200);
  const btc = tools.market.usdtValue(LIMIT_COIN);
  const used = fundsOf(user)
    .withdrawals.filter((request) => request.status !== 3 && tools.now - request.createdAt < DAY_MS)
    .reduce(
      (sum, request) => sum.plus(new Big(request.number).times(tools.market.usdtValue(request.currencyId)).div(btc)),
      new Big(0),
    );
  const left = limit.minus(used);
  return { limit, used, left: left.lt(0) ? new Big(0) : left };
}

/** The contact the ledger shows: the phone, else the e-mail, else the login. */
const contactOf = (user: UserState) => profileOf(user).phone ?? profileOf(user).email ?? loginOf(user);

export const fundsDomain: Domain = {
  name: 'funds',
  handlers: {
    transferBetweenAccounts: (context) => {
      const { user, params, market, wallets } = context;
      const { from_field: from, to_field: to, currency_id: currencyId } = params;
      if (from === to) refuse('sameAccount');
      const allowed = (account: AccountKind) => accountCoins(market, account).some((coin) => coin.id === currencyId);
      if (!market.coin(currencyId) || !allowed(from) || !allowed(to)) refuse('unknownCurrency');
      const amount = new Big(params.number);
      if (amount.lte(0)) refuse('invalidAmount');
      if (
        from === 'lever' &&
        futuresOf(user).positions.some((position) => position.status === 0 || position.status === 1)
      )
        refuse('positionsOpen');
      wallets.move(user, available(from), available(to), {
        currencyId,
        amount,
        reason: 'transfer',
        memo: `${from} -> ${to}`,
      });
      return context.text('transferDone');
    },
    listAccountTransfers: (context) => {
      const { user } = context;
      const rows = user.ledger
        .filter(isTransfer)
        .slice()
        .reverse()
        .map((row) => ledgerRow(context, user, row, loginOf(user), contactOf(user)));
      return laravelPage(rows, context.params.page, LEDGER_PAGE, '/api/wallet/hzhistory');
    },
    listWalletLedger: (context) => {
      const { user, params } = context;
      // 0 every account, then fiat, spot, futures, options, insurance (which the sandbox never fills), coin-margined
      // futures, stocks, margin
      const account = [undefined, 'legal', 'change', 'lever', 'micro', 'insurance', 'coin_lever', 'stock', 'margin'][
        params.type
      ];
      const matching = user.ledger.filter(
        (row) => (!params.currency || row.currencyId === params.currency) && (!account || row.account === account),
      );
      const { page, limit } = params;
      // the kind filter reads the backend's type code, which the row is given when it is listed
      const rows = matching
        .slice()
        .reverse()
        .map((row) => ledgerRow(context, user, row, loginOf(user), contactOf(user)))
        .filter((row) => params.log_type === undefined || row.type === params.log_type);
      return {
        list: rows.slice((page - 1) * limit, page * limit),
        count: rows.length,
        limit,
        is_open_CTbi: '1',
      };
    },
    listConversionCoins: ({ user, market, wallets }) => {
      const coins = CONVERTIBLE.map((id) => market.coin(id)).filter((coin) => coin !== undefined);
      return {
        transfer: coins.map((coin) => ({ id: coin.id, name: coin.name })),
        wallet: coins.map((coin) => ({
          currency: coin.id,
          change_balance: fixed(wallets.purse(user, coin.id, 'change').balance, 8),
        })),
      };
    },
    getConversionQuote: (context) => {
      const { from_currency_id: from, to_currency_id: to, number } = context.params;
      if (!CONVERTIBLE.includes(from) || !CONVERTIBLE.includes(to)) refuse('notConvertible');
      if (number !== undefined && new Big(number).lte(0)) refuse('invalidAmount');
      return issueQuote(context, { from, to, feePercent: CONVERSION_FEE_PERCENT, number });
    },
    convertCoin: (context) => {
      const { user, params, market, wallets, now } = context;
      const { from_currency_id: from, to_currency_id: to } = params;
      if (from === to) refuse('sameCurrency');
      if (!CONVERTIBLE.includes(from) || !CONVERTIBLE.includes(to)) refuse('notConvertible');
      const funds = fundsOf(user);
      if (funds.lastConversionAt !== undefined && now - funds.lastConversionAt < CONVERSION_PAUSE_MS)
        refuse('repeatOperation');
      const amount = new Big(params.number);
      if (amount.lte(0)) refuse('invalidAmount');
      // at the locked quote when the client holds one; an older client's conversion at the prices of this moment
      const quote =
        params.quote_id === undefined ? undefined : quoteFor(context, params.quote_id, { from, to, number: amount });
      const { received, fee } =
        quote ??
        conversionAt(amount, fixed(market.usdtValue(from), 4), fixed(market.usdtValue(to), 4), CONVERSION_FEE_PERCENT);
      wallets.ensure(user, from, available('change'), amount.plus(fee));
      quote?.useUp();
      const memo = `${market.coin(from)!.name} -> ${market.coin(to)!.name}`;
      wallets.exchange(user, available('change'), {
        currencyId: from,
        amount: amount.times(-1),
        reason: 'convert',
        memo,
      });
      wallets.exchange(user, available('change'), {
        currencyId: from,
        amount: fee.times(-1),
        reason: 'convert_fee',
        memo,
      });
      wallets.exchange(user, available('change'), { currencyId: to, amount: received, reason: 'convert', memo });
      funds.lastConversionAt = now;
      return context.text('conversionDone');
    },
    getWithdrawalInfo: (context) => {
      const { coin, funding } = fundingCoin(context, context.params.currency);
      const purse = (account: AccountKind) => context.wallets.purse(context.user, coin.id, account);
      const limit = withdrawLimit(context, context.user);
      return {
        rate: fixed(funding.fee, 4),
        min_number: fixed(funding.min, 4),
        name: coin.name,
        legal_balance: fixed(purse('legal').balance, 8),
        change_balance: fixed(purse('change').balance, 8),
        withdraw_limit_24h: limit.limit.toFixed(),
        withdrawn_24h: fixed(limit.used, 8),
        limit_currency: 'BTC',
      };
    },
    submitWithdrawal: (context) => {
      const { user, params, wallets } = context;
      const { coin, funding } = fundingCoin(context, params.currency);
      const { type } = params;
      const address = params.address ?? '';
      if (type === 0 && !address) refuse('parameterError', { field: 'address' });
      if (type === 0 && !isCoinAddress(coin.id, address)) refuse('invalidAddress');
      const card = type === 1 ? payoutOf(user).bankCard : type === 2 ? payoutOf(user).internationalCard : undefined;
      if (type !== 0 && !card) refuse('noBankCard');
      if (!new Big(params.rate).eq(funding.fee)) refuse('feeChanged');
      // an account without a fund password (one made by a first login) sets one first, with a code
      const payPassword = profileOf(user).payPassword;
      if (payPassword === null) refuse('noFundPassword');
      if (params.pay_password !== payPassword) refuse('wrongFundPassword');
      const number = new Big(params.number);
      if (number.lt(funding.min)) refuse('belowMinimum', { min: funding.min });
      if (number.lte(funding.fee)) refuse('invalidAmount');
      wallets.ensure(user, coin.id, available('change'), number);
      const limit = withdrawLimit(context, user);
      const value = number.times(context.market.usdtValue(coin.id)).div(context.market.usdtValue(LIMIT_COIN));
      if (value.gt(limit.left)) refuse('withdrawLimit', { left: fixed(limit.left, 8), coin: 'BTC' });
      // the code sent to the account's e-mail or phone for a withdrawal, used up now that nothing else refuses
      checkCode(context, boundAddresses(user), 'withdraw', params.code, true);
      const request: WithdrawalRequest = {
        id: context.nextId('withdrawal', 700),
        currencyId: coin.id,
        number: number.toFixed(),
        fee: funding.fee,
        address: type === 0 ? address : `****${(card?.bank_account ?? '').slice(-4)}`,
        type,
        status: 1,
        createdAt: context.now,
      };
      wallets.move(user, available('change'), frozen('change'), {
        currencyId: coin.id,
        amount: number,
        reason: 'withdraw_request',
        memo: `#${request.id}`,
      });
      fundsOf(user).withdrawals.push(request);
      return context.text('withdrawalSubmitted');
    },
    listWithdrawalRecords: (context) => {
      const rows = fundsOf(context.user)
        .withdrawals.slice()
        .sort(newestFirst)
        .map((request) => withdrawalRow(context, context.user, request));
      return simplePage(rows, context.params.page, context.params.limit);
    },
    getWithdrawalRecord: (context) => {
      const request = fundsOf(context.user).withdrawals.find((candidate) => candidate.id === context.params.id);
      if (!request) refuse('notFound');
      return withdrawalRow(context, context.user, request);
    },
    listReceivingBankAccounts: (context) => context.example('listReceivingBankAccounts'),
    getDepositAddress: (context) => {
      const { coin, funding } = fundingCoin(context, context.params.currency);
      return coin.id === USDT_ID ? USDT_ADDRESSES : funding.address;
    },
    submitDepositRequest: (context) => {
      const { user, params } = context;
      const { coin } = fundingCoin(context, params.currency);
      const amount = new Big(params.amount);
      if (amount.lte(0)) refuse('invalidAmount');
      fundsOf(user).deposits.push({
        id: context.nextId('deposit', 2200),
        currencyId: coin.id,
        amount: amount.toFixed(),
        voucher: params.account,
        type: params.type,
        status: 1,
        bonus: '0',
        createdAt: context.now,
      });
      return context.text('submitted');
    },
    listDepositRecords: (context) => {
      const rows = fundsOf(context.user)
        .deposits.slice()
        .sort(newestFirst)
        .map((request) => depositRow(context, context.user, request));
      return simplePage(rows, context.params.page, context.params.limit);
    },
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
  },
};
