/**
 * The `balance_change` push of a movement, with the realtime contract's name of the movement (one per kind of
 * movement: a fee is pushed as what it was paid for, a transfer as in or out).
 */
import type Big from 'big.js';
import type { EventPayload } from '../domain.ts';
import { fixed } from '../format.ts';
import type { SandboxMarket } from '../market.ts';
import type { BalanceMoved, MoneyReason, SandboxReason } from './wallets.ts';

type Payload = EventPayload<'balance_change'>;
type SocketReason = Payload['reason'];

/** The realtime contract's name of each of the sandbox's own names of a movement (a fee, a direction). */
const SOCKET_REASONS: Record<SandboxReason, SocketReason | ((change: Big) => SocketReason)> = {
  opening: 'admin',
  withdraw_fee: 'withdraw_done',
  transfer: (change) => (change.lt(0) ? 'transfer_out' : 'transfer_in'),
  convert: (change) => (change.lt(0) ? 'convert_out' : 'convert_in'),
  convert_fee: 'convert_out',
  spot_fee: 'spot_fill',
  lever_fee: 'lever_open',
  micro_fee: 'micro_order',
  lockming_penalty: 'lockming_cancel',
  // an OTC loan: the margin frozen as the loan is paid out, released (or sold) as it is repaid
  loan_payout: 'loan_disburse',
  loan_margin: (change) => (change.lt(0) ? 'loan_disburse' : 'loan_repay'),
  loan_liquidate: 'loan_repay',
};

const isSandboxReason = (reason: MoneyReason): reason is SandboxReason => Object.hasOwn(SOCKET_REASONS, reason);

function socketReason(reason: MoneyReason, change: Big): SocketReason {
  // what is not one of the sandbox's own names is the contract's already (MoneyReason is no wider than both)
  if (!isSandboxReason(reason)) return reason;
  const named = SOCKET_REASONS[reason];
  return typeof named === 'function' ? named(change) : named;
}

export function balanceChangePayload(event: BalanceMoved, market: SandboxMarket): Payload | undefined {
  const reason = socketReason(event.reason, event.change);
  const coin = market.coin(event.currencyId);
  if (!coin) return undefined;
  return {
    type: 'balance_change',
    to: event.user.id,
    currency_id: coin.id,
    currency_name: coin.name,
    account: event.account,
    balance: fixed(event.purse.balance, 8),
    lock_balance: fixed(event.purse.lock, 8),
    change: event.change.toFixed(8),
    reason,
    time: event.time,
  };
}
