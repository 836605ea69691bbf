/**
 * The `balance_change` push of a movement. The realtime contract names the reasons it knows; a movement whose
 * reason it does not name still changes the balance but is not pushed (the app refreshes on the next push or read).
 */
import type { EventPayload } from '../domain.ts';
import { fixed } from '../format.ts';
import type { SandboxMarket } from '../market.ts';
import type { BalanceMoved, MoneyReason } from './wallets.ts';

type Payload = EventPayload<'balance_change'>;
type SocketReason = Payload['reason'];

const SOCKET_REASONS: Partial<Record<MoneyReason, SocketReason>> = {
  deposit: 'deposit',
  micro_order: 'micro_order',
  micro_settle: 'micro_settle',
  lever_close: 'lever_close',
};

export function balanceChangePayload(event: BalanceMoved, market: SandboxMarket): Payload | undefined {
  const reason = SOCKET_REASONS[event.reason];
  const coin = market.coin(event.currencyId);
  if (!reason || !coin) return undefined;
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
