/**
 * Every movement of money in the sandbox goes through here, so that three things always hold:
 * - a balance never goes below zero (a refusal, `insufficientBalance`, before anything moved);
 * - every movement is a ledger row of the user (what the ledger screens list) and a `balance_change` push;
 * - money is never created or lost: a movement is either between two balances of the user (a transfer, a
 *   freeze) or between the user and the exchange (the house: fees, fills, profits, deposits), and for every coin
 *   the users' balances plus the house's add up to zero.
 * Amounts are big.js values; the state keeps exact decimal strings.
 */
import Big from 'big.js';
import type { EventPayload } from '../domain.ts';
import { BusinessError } from '../errors.ts';
import type { AccountKind, Purse, PurseSide, SandboxState, UserState } from '../state/types.ts';

/**
 * Why money moved: the realtime contract's name of a movement (`balance_change`'s `reason`), or one of the sandbox's
 * finer names that the contract names otherwise (balance-push.ts maps each of them). The house's totals are kept per
 * reason, so a test can tell fees and profits from the rest.
 */
export type MoneyReason = ContractReason | SandboxReason;
type ContractReason = EventPayload<'balance_change'>['reason'];
/** The sandbox's own names: a fee apart from what it is paid for, a transfer or conversion before its direction. */
export type SandboxReason =
  | 'opening'
  | 'withdraw_fee'
  | 'transfer'
  | 'convert'
  | 'convert_fee'
  | 'spot_fee'
  | 'lever_fee'
  | 'micro_fee'
  | 'lockming_penalty'
  | 'loan_payout'
  | 'loan_margin'
  | 'loan_liquidate';

export type Slot = { account: AccountKind; side: PurseSide };
export const available = (account: AccountKind): Slot => ({ account, side: 'balance' });
export const frozen = (account: AccountKind): Slot => ({ account, side: 'lock' });

/** A balance of the user changed: what the socket's `balance_change` tells the app. */
export type BalanceMoved = {
  user: UserState;
  currencyId: number;
  account: AccountKind;
  purse: Purse;
  /** Signed change of the available balance. */
  change: Big;
  reason: MoneyReason;
  time: number;
};

export type Movement = {
  currencyId: number;
  amount: Big.BigSource;
  reason: MoneyReason;
  /** Shown in the ledger next to the amount (an order number, a pair). */
  memo?: string;
};

export class Wallets {
  private readonly state: SandboxState;
  private readonly now: () => number;
  private readonly moved: (event: BalanceMoved) => void;

  constructor(state: SandboxState, now: () => number, moved: (event: BalanceMoved) => void) {
    this.state = state;
    this.now = now;
    this.moved = moved;
  }

  /** What the account holds of the coin (zero if it never held any); reading creates nothing. */
  purse(user: UserState, currencyId: number, account: AccountKind): Purse {
    return user.wallets[currencyId]?.[account] ?? { balance: '0', lock: '0' };
  }

  /** The stored purse, created by the first movement into it. */
  private storedPurse(user: UserState, currencyId: number, account: AccountKind): Purse {
    const coin = (user.wallets[currencyId] ??= {});
    return (coin[account] ??= { balance: '0', lock: '0' });
  }

  amount(user: UserState, currencyId: number, slot: Slot): Big {
    return new Big(this.purse(user, currencyId, slot.account)[slot.side]);
  }

  /** Refuses (insufficientBalance) unless `slot` holds at least `amount`. */
  ensure(user: UserState, currencyId: number, slot: Slot, amount: Big.BigSource): void {
    if (this.amount(user, currencyId, slot).lt(amount)) throw new BusinessError('insufficientBalance');
  }

  /** Moves money between two balances of the user: a transfer between accounts, a freeze, a release. */
  move(user: UserState, from: Slot, to: Slot, movement: Movement): void {
    const amount = new Big(movement.amount);
    if (amount.lte(0)) return;
    this.ensure(user, movement.currencyId, from, amount);
    this.apply(user, from, amount.times(-1), movement, 'self');
    this.apply(user, to, amount, movement, 'self');
    // one push per account touched, with the net change of its available balance
    const changes = new Map<AccountKind, Big>();
    for (const [slot, change] of [
      [from, amount.times(-1)],
      [to, amount],
    ] as const) {
      const net = changes.get(slot.account) ?? new Big(0);
      changes.set(slot.account, slot.side === 'balance' ? net.plus(change) : net);
    }
    for (const [account, change] of changes) this.notify(user, movement, account, change);
  }

  /** Money between the user and the exchange: positive credits the user, negative debits (refused if short). */
  exchange(user: UserState, slot: Slot, movement: Movement): void {
    const amount = new Big(movement.amount);
    if (amount.eq(0)) return;
    if (amount.lt(0)) this.ensure(user, movement.currencyId, slot, amount.abs());
    this.apply(user, slot, amount, movement, 'exchange');
    const house = (this.state.house[movement.currencyId] ??= {});
    house[movement.reason] = new Big(house[movement.reason] ?? 0).minus(amount).toFixed();
    this.notify(user, movement, slot.account, slot.side === 'balance' ? amount : new Big(0));
  }

  private apply(user: UserState, slot: Slot, change: Big, movement: Movement, counterparty: 'self' | 'exchange'): void {
    const purse = this.storedPurse(user, movement.currencyId, slot.account);
    const after = new Big(purse[slot.side]).plus(change);
    purse[slot.side] = after.toFixed();
    user.ledger.push({
      id: nextId(this.state, 'ledger', 880000),
      currencyId: movement.currencyId,
      account: slot.account,
      side: slot.side,
      change: change.toFixed(),
      after: after.toFixed(),
      reason: movement.reason,
      memo: movement.memo ?? '',
      time: this.now(),
      counterparty,
    });
  }

  private notify(user: UserState, movement: Movement, account: AccountKind, change: Big): void {
    this.moved({
      user,
      currencyId: movement.currencyId,
      account,
      purse: { ...this.purse(user, movement.currencyId, account) },
      change,
      reason: movement.reason,
      time: this.now(),
    });
  }
}

/** The next id of a kind of row (orders, ledger rows...), starting above `base` so that ids look like a live site's. */
export function nextId(state: SandboxState, kind: string, base: number): number {
  const next = Math.max(state.sequences[kind] ?? base, base) + 1;
  state.sequences[kind] = next;
  return next;
}
