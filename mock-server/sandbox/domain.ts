/**
 * What a domain of the sandbox is: handlers by operationId, the domain's slice of each user's state (seeded from
 * MOCK_SEED when the user is created), and what happens by itself as the market moves and time passes. A domain
 * reaches the rest of the sandbox only through the context it is given (docs/sandbox.md).
 * A handler is typed by its operation (mock-server/gen/operations.ts, generated from the bundled contract): it
 * reads only the parameters the operation declares, as the request validator left them, and returns its answer.
 */
import type { Operation } from '@tradedesk/contract';
import type { ServerToClientEvents } from '../gen/socket/events.ts';
import type { Answer, OperationId, Params } from '../gen/operations.ts';
import type { Random } from '../market/random.ts';
import type { UploadedFile } from './http-arguments.ts';
import type { IssuedCoin, SandboxMarket } from './market.ts';
import type { Language, MessageKey } from './messages.ts';
import type { Wallets } from './money/wallets.ts';
import type { SandboxState, UserState } from './state/types.ts';

export type { Answer, OperationId, Params };
/** The contract's schemas as types (`Contract.SpotOrder`): the rows a handler builds from the state. */
export type * as Contract from '../gen/schemas.ts';
export type PrivateEvent = keyof ServerToClientEvents;
export type EventPayload<E extends PrivateEvent> = Parameters<ServerToClientEvents[E]>[0];

/** Accounts and sessions (what login, registration and logout change). */
type Accounts = {
  /** The user of a login (e-mail, phone or user name). */
  find: (login: string) => UserState | undefined;
  /** A new account, seeded by every domain. */
  create: (login: string, password: string) => UserState;
  /** Another login for the same account (a user name beside an e-mail). */
  alias: (login: string, user: UserState) => void;
  /** A new session token; every earlier session of the user ends. */
  startSession: (user: UserState) => string;
  endSession: (token: string) => void;
};

/** What every piece of domain code may use. */
export type SandboxTools = {
  accounts: Accounts;
  /**
   * A written example of the contract, the `message` of an operation's `ok` example (typed as its answer: the
   * contract's lint checks every example against its schema): the one source of a configuration the app also
   * reads, e.g. the option durations and payout ratios.
   */
  example: <K extends OperationId>(operationId: K) => Answer<K>;
  state: SandboxState;
  market: SandboxMarket;
  wallets: Wallets;
  /** The mock's clock (Unix ms), the market model's time. */
  now: number;
  /**
   * The same tools at an earlier instant (never a later one than `now`): its clock reads that instant, its market
   * the prices of then, and its ledger rows carry that date. What fell due while nobody looked runs there.
   */
  at: (time: number) => SandboxTools;
  /** Sends a private socket event to the user (checked against the realtime contract before it leaves). */
  push: <E extends PrivateEvent>(user: UserState, event: E, payload: EventPayload<E>) => void;
  /** The next id of a kind of row, above `base`. */
  nextId: (kind: string, base: number) => number;
  /** Keeps an uploaded file; answers the path it is served at (`/upload/<day>/<name>`). */
  storeUpload: (bytes: Buffer, extension: string) => string;
  /** A text of the catalogue in the language of the request (Japanese outside a request). */
  text: (key: MessageKey, values?: Record<string, string | number>) => string;
  lang: Language;
};

/**
 * A request the sandbox answers: the user's, with its parameters checked and typed by the contract. Without an
 * operation named (a guard, which sees every request) `params` is any operation's: only what all share reads.
 */
export type HandlerContext<K extends OperationId = OperationId> = SandboxTools & {
  operation: Operation;
  /** The user of the session (the operation is secured), or of the login/registration being handled. */
  user: UserState;
  /**
   * Query parameters and body fields together, coerced to the contract's types, defaults filled in: only what
   * the operation declares, where it declares it.
   */
  params: Params<K>;
  /** The raw session token of the request, if any. */
  token?: string;
  /** Files uploaded with the request, by field. */
  files: Record<string, UploadedFile>;
};

/** Returns the answer's `message` as the contract writes it; refusals are thrown with `refuse()`. */
type Handler<K extends OperationId> = (context: HandlerContext<K>) => Answer<K>;

/** A domain's handlers, keyed by the contract's operationIds (another key does not compile). */
type Handlers = { [K in OperationId]?: Handler<K> };

type SeedContext = SandboxTools & { user: UserState; random: Random };

/** Something that falls due at an instant of its own, run with the tools of that instant. */
export type DueEvent = { at: number; run: (context: SandboxTools & { user: UserState }) => void };

export type Domain = {
  name: string;
  handlers: Handlers;
  /** Runs before every handler of every domain; refuses what the domain forbids (unverified users trading). */
  guard?: (context: HandlerContext) => void;
  /** Operations this domain answers without a session (login, registration). */
  publicOperations?: OperationId[];
  /**
   * The coins this domain issues that no pair trades (an IEO's tokens), from the contract's examples: the market
   * lists them in the spot account, values them and pushes their balance changes like any coin's.
   */
  issuedCoins?: (example: SandboxTools['example']) => IssuedCoin[];
  /** Fills the domain's part of a new user (deterministic: use `random`, never Math.random). */
  seedUser?: (context: SeedContext) => void;
  /**
   * What falls due for the user at an instant of its own (a maturity, a day's interest): the next such event of each
   * of the user's orders, due or not yet. The sandbox runs every event due by now in the order of their instants,
   * across domains, each with the tools of its instant (its date on the ledger, its prices), asking again after
   * each: an event must change what made it due (the day paid, the order settled).
   */
  due?: (context: SandboxTools & { user: UserState }) => DueEvent[];
  /**
   * Runs for a user after each market step and before each of the user's requests, after what fell due: fills,
   * triggers and expiries that the market's moves bring, at the model's price and time.
   */
  settle?: (context: SandboxTools & { user: UserState }) => void;
  /**
   * What the clock brings into being for everyone (a guess round opening, a product series starting), before any
   * user's settlement and every call: never inside a handler, whose call may be refused and must change nothing.
   */
  open?: (context: SandboxTools) => void;
  /** Runs every second or so for each user with a socket: periodic private pushes (positions' P/L). */
  publish?: (context: SandboxTools & { user: UserState }) => void;
  /** Answers to client socket events of a logged-in user (the acknowledgement), by event name. */
  clientEvents?: Record<string, (context: SandboxTools & { user: UserState }, payload: unknown) => unknown>;
};

/** A typed accessor to a domain's slice of a user's state, created empty the first time it is read. */
export function userSlice<T>(name: string, initial: () => T): (user: UserState) => T {
  if (!USER_SLICES.has(name)) USER_SLICES.set(name, initial);
  return (user) => (user.slices[name] ??= initial()) as T;
}

/**
 * A typed accessor to a domain's state shared by all users (products, auctions): the exchange's catalogue, made
 * when it is first looked at, so that its products start around that moment of the mock's clock.
 */
export function sharedSlice<T>(name: string, initial: (tools: SandboxTools) => T) {
  return (tools: SandboxTools): T => (tools.state.shared[name] ??= initial(tools)) as T;
}

/**
 * Every user slice exists from the account's creation, not only from its first read: a request that is refused
 * then leaves the user's state exactly as it found it. They are still created on first use too, so state files
 * written before a slice existed keep loading.
 */
const USER_SLICES = new Map<string, () => unknown>();

export function createSlices(user: UserState): void {
  for (const [name, initial] of USER_SLICES) user.slices[name] ??= initial();
}
