/**
 * Deposit and withdrawal requests: what the state keeps of them, the exchange's review (money moves only then), the
 * rows the records list and the device hears, and the 24-hour withdrawal limit.
 */
import Big from 'big.js';
import type { EventPayload, SandboxTools } from '../../domain.ts';
import { userSlice } from '../../domain.ts';
import { refuse } from '../../errors.ts';
import { dateTimeText, fixed } from '../../format.ts';
import { USDT_ID } from '../../market.ts';
import { available, frozen } from '../../money/wallets.ts';
import type { UserState } from '../../state/types.ts';
import { loginOf, profileOf } from '../profile.ts';
import { hashText } from '../../sandbox.ts';
import { simplePage } from '../../pages.ts';

/** Withdrawal fee (a fixed amount of the coin), minimum and the site's deposit address (chains: chain-addresses.ts). */
const FUNDING: Record<number, { fee: string; min: string; address: string }> = {
  [USDT_ID]: { fee: '1', min: '10', address: 'TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF' },
  1: { fee: '0.0005', min: '0.001', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
  2: { fee: '0.005', min: '0.01', address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063' },
};
export const USDT_ADDRESSES = {
  erc20: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
  trc20: 'TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF',
};

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
export type WithdrawalRequest = {
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

export const fundsOf = userSlice<{
  deposits: DepositRequest[];
  withdrawals: WithdrawalRequest[];
  lastConversionAt?: number;
}>('funds', () => ({ deposits: [], withdrawals: [] }));

const newestFirst = <T extends { createdAt: number; id: number }>(a: T, b: T) =>
  b.createdAt - a.createdAt || b.id - a.id;

/** One page of a user's requests, newest first, each as `row` writes it. */
export const newestFirstPage = <T extends { createdAt: number; id: number }, Row>(
  requests: T[],
  row: (request: T) => Row,
  { page, limit }: { page: number; limit: number },
) => simplePage(requests.slice().sort(newestFirst).map(row), page, limit);
const WITHDRAWAL_STATUS: Record<Review, string> = { 1: '审核中', 2: '审核完成', 3: '审核失败' };

export function fundingCoin(tools: SandboxTools, currencyId: number) {
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
export function withdrawalRow(tools: SandboxTools, user: UserState, request: WithdrawalRequest) {
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
export function depositRow(tools: SandboxTools, user: UserState, request: DepositRequest) {
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

export const LIMIT_COIN = 1;
const DAY_MS = 86_400_000;

/**
 * The 24-hour withdrawal limit of the user's verification level, counted in BTC at the current prices (section 6:
 * Lv1 200 BTC, Lv2 500 BTC), what the last 24 hours used of it (requests not rejected) and what is left.
 */
export function withdrawLimit(tools: SandboxTools, user: UserState) {
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
