/**
 * The sandbox's whole state: plain JSON (money as decimal strings), so that it can be read as a snapshot, written
 * to MOCK_STATE_FILE and restored. One entry per user; each domain keeps its own slice of a user's state.
 */
import type { MoneyReason } from '../money/wallets.ts';

export const ACCOUNT_KINDS = ['legal', 'change', 'lever', 'micro', 'coin_lever', 'stock', 'margin'] as const;
/**
 * The accounts of a user: fiat (`legal`), spot (`change`), USDT-margined futures (`lever`), seconds options
 * (`micro`), coin-margined futures (`coin_lever`), stocks (`stock`) and margin trading (`margin`).
 */
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** What a user holds of one coin in one account: available and frozen, decimal strings. */
export type Purse = { balance: string; lock: string };
export type PurseSide = keyof Purse;

/** One movement of one balance, as the ledger screens list it. */
export type LedgerRow = {
  id: number;
  currencyId: number;
  account: AccountKind;
  side: PurseSide;
  /** Signed amount. */
  change: string;
  /** The balance (of that side) after the movement. */
  after: string;
  reason: MoneyReason;
  memo: string;
  time: number;
  /** `self` between two balances of the user (a transfer, a freeze), `exchange` with the exchange (fees, fills). */
  counterparty?: 'self' | 'exchange';
};

export type UserState = {
  id: number;
  /** The login: e-mail, phone or user name, or `token:<token>` for an account made for an unknown token. */
  account: string;
  password: string;
  createdAt: number;
  /** The language of the user's last request: the one of the texts in their socket pushes. */
  lang?: string;
  /** Per coin id, per account. */
  wallets: Record<string, Partial<Record<AccountKind, Purse>>>;
  ledger: LedgerRow[];
  /** Each domain's part, by domain name. */
  slices: Record<string, unknown>;
};

export type SandboxState = {
  version: 1;
  seed: number;
  createdAt: number;
  users: Record<string, UserState>;
  /** Session token -> user id. */
  tokens: Record<string, number>;
  /** Login -> user id. */
  accounts: Record<string, number>;
  /** Last id given, per kind of row. */
  sequences: Record<string, number>;
  /**
   * The exchange's side of every movement, per coin id and reason: what users paid in fees, received as profit,
   * exchanged in fills. The sum of every user's balances and of the house is zero for every coin, always.
   */
  house: Record<string, Record<string, string>>;
  /** State shared by all users, per domain (products on sale, auctions...). */
  shared: Record<string, unknown>;
  /**
   * The mock's clock when the state was written (MOCK_STATE_FILE): a restart resumes from it, never earlier, so
   * that nothing is dated before what caused it and nothing falls due twice.
   */
  clock?: number;
};
