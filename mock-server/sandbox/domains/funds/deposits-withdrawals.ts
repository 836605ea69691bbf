/**
 * Withdrawals (fund password, a code from the outbox, fee, the 24-hour limit; frozen until reviewed), deposit
 * requests (pending until reviewed), the deposit addresses and receiving bank accounts, and their records.
 */
import Big from 'big.js';
import type { Domain } from '../../domain.ts';
import { refuse } from '../../errors.ts';
import { fixed } from '../../format.ts';
import { USDT_ID } from '../../market.ts';
import { available, frozen } from '../../money/wallets.ts';
import type { AccountKind } from '../../state/types.ts';
import { payoutOf } from '../payout.ts';
import { profileOf } from '../profile.ts';
import { isCoinAddress } from '../../money/chain-addresses.ts';
import { boundAddresses, checkCode } from '../security.ts';
import {
  LIMIT_COIN,
  USDT_ADDRESSES,
  type WithdrawalRequest,
  depositRow,
  fundingCoin,
  fundsOf,
  newestFirstPage,
  withdrawLimit,
  withdrawalRow,
} from './requests.ts';

export const depositWithdrawalHandlers: Domain['handlers'] = {
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
    const { withdrawals } = fundsOf(context.user);
    return newestFirstPage(withdrawals, (request) => withdrawalRow(context, context.user, request), context.params);
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
    const { deposits } = fundsOf(context.user);
    return newestFirstPage(deposits, (request) => depositRow(context, context.user, request), context.params);
  },
};
