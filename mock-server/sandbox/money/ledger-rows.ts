/**
 * Ledger rows as the funds screens list them (WalletLedgerRow): the backend's type code and a description in the
 * language of the request for each movement, the account touched (an untranslated Chinese label, as the backend
 * sends it) and the balance before and after.
 */
import Big from 'big.js';
import type { Contract, SandboxTools } from '../domain.ts';
import { dateTimeText, fixed } from '../format.ts';
import type { MessageKey } from '../messages.ts';
import type { AccountKind, LedgerRow, UserState } from '../state/types.ts';
import type { MoneyReason } from './wallets.ts';

const ACCOUNT_LABEL: Record<AccountKind, string> = {
  legal: '资金',
  change: '币币',
  lever: '合约',
  micro: '期权',
  coin_lever: '币本位合约',
  stock: '股票',
  margin: '杠杆',
};

/** Transfer codes of the backend, by account and direction. */
const TRANSFER_CODES: Record<AccountKind, { in: number; out: number }> = {
  legal: { in: 10, out: 9 },
  change: { in: 11, out: 12 },
  lever: { in: 15, out: 16 },
  micro: { in: 15, out: 16 },
  coin_lever: { in: 15, out: 16 },
  stock: { in: 11, out: 12 },
  margin: { in: 15, out: 16 },
};

/** The backend's code and the description of each movement the ledger names (transfers and conversions: kindOf). */
const KINDS: Partial<Record<MoneyReason, [number, MessageKey]>> = {
  opening: [8, 'ledgerOpening'],
  deposit: [8, 'ledgerDeposit'],
  withdraw_request: [99, 'ledgerWithdrawalRequest'],
  withdraw_done: [100, 'ledgerWithdrawal'],
  withdraw_fee: [100, 'ledgerWithdrawalFee'],
  withdraw_reject: [101, 'ledgerWithdrawalRefund'],
  convert_fee: [703, 'ledgerConversionFee'],
  spot_order: [50, 'ledgerSpotOrder'],
  spot_fill: [51, 'ledgerSpotTrade'],
  spot_fee: [51, 'ledgerSpotFee'],
  lever_open: [30, 'ledgerFuturesMargin'],
  lever_fee: [35, 'ledgerFuturesFee'],
  lever_overnight: [35, 'ledgerOvernightFee'],
  lever_close: [31, 'ledgerClosePosition'],
  micro_order: [501, 'ledgerOptionsOrder'],
  micro_fee: [501, 'ledgerOptionsFee'],
  micro_settle: [502, 'ledgerOptionsSettlement'],
  lockming_deposit: [60, 'ledgerLockDeposit'],
  lockming_interest: [61, 'ledgerLockInterest'],
  lockming_redeem: [62, 'ledgerLockRelease'],
  lockming_cancel: [62, 'ledgerLockRelease'],
  lockming_penalty: [63, 'ledgerLockPenalty'],
  dual_buy: [70, 'ledgerDualBuy'],
  dual_settle: [71, 'ledgerDualSettle'],
  ieo_subscribe: [80, 'ledgerIeoSubscribe'],
  ieo_issue: [81, 'ledgerIeoIssue'],
  nft_buy: [90, 'ledgerNftBuy'],
  nft_sale: [91, 'ledgerNftSale'],
  nft_margin: [92, 'ledgerNftMargin'],
  nft_margin_forfeit: [93, 'ledgerNftForfeit'],
  nft_margin_return: [94, 'ledgerNftMarginReturn'],
  nft_pay: [95, 'ledgerNftPay'],
  lever_cancel: [32, 'ledgerFuturesCancel'],
  lever_stop: [31, 'ledgerFuturesStop'],
  lever_liquidate: [31, 'ledgerLiquidation'],
  follow_copy: [33, 'ledgerCopyTrade'],
  buy_crypto: [8, 'ledgerBuyCrypto'],
  loan_payout: [110, 'ledgerLoanPayout'],
  loan_repay: [111, 'ledgerLoanRepay'],
  loan_margin: [112, 'ledgerLoanMargin'],
  loan_liquidate: [113, 'ledgerLiquidation'],
  guess_bet: [100, 'ledgerGuessBet'],
  guess_bonus: [101, 'ledgerGuessBonus'],
  coupon: [120, 'ledgerCoupon'],
};

function kindOf(row: LedgerRow): [number, MessageKey] {
  const credit = !row.change.startsWith('-');
  if (row.reason === 'transfer') {
    const codes = TRANSFER_CODES[row.account];
    return credit ? [codes.in, 'ledgerTransferIn'] : [codes.out, 'ledgerTransferOut'];
  }
  if (row.reason === 'convert') return credit ? [701, 'ledgerConversionIn'] : [702, 'ledgerConversionOut'];
  return KINDS[row.reason] ?? [0, 'ledgerOther'];
}

export const isTransfer = (row: LedgerRow) => row.reason === 'transfer';

export function ledgerRow(
  tools: SandboxTools,
  user: UserState,
  row: LedgerRow,
  login: string,
  contact: string,
): Contract.WalletLedgerRow {
  const [code, label] = kindOf(row);
  const locked = row.side === 'lock';
  const after = new Big(row.after);
  return {
    id: row.id,
    user_id: user.id,
    value: fixed(row.change, 8),
    created_time: dateTimeText(row.time),
    info: locked ? `${tools.text('ledgerLocked')} ${tools.text(label)}` : tools.text(label),
    type: code,
    currency: row.currencyId,
    is_lock: locked ? 1 : 0,
    account_number: login,
    account: contact,
    currency_name: tools.market.coin(row.currencyId)?.name ?? 'USDT',
    before: fixed(after.minus(row.change), 8),
    after: fixed(after, 8),
    transaction_info: `${ACCOUNT_LABEL[row.account]}${locked ? '[锁定]' : ''}`,
    wallet_type: row.account,
  };
}
