/**
 * The exchange sandbox: a stateful backend for the operations whose answer depends on what the user did.
 * A request flows: contract check of its parameters (422 with the error envelope, as Prism answers) -> the
 * session (a token maps to one user; an unknown well-formed token gets an account of its own) -> what fell due
 * for that user (fills, triggers, expiries) -> the domain's handler -> the answer, checked against the bundled
 * contract before it leaves (a 500 naming the operation and the JSON path if it breaks it).
 * The market is the socket emitter's model, read at the mock's clock; `onMarket` runs after each of its steps.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  listOperations,
  resolveLocal,
  successBranch,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from '@tradedesk/contract';
import { follow } from '@tradedesk/contract';
import { createRequestValidator } from '@tradedesk/contract';
import { createDocumentValidator } from '@tradedesk/contract';
import type { ForcedPrice, MarketModel, PairTick } from '../market/market-model.ts';
import { createRandom } from '../market/random.ts';
import type { Clock } from '../market/clock.ts';
import { createSlices } from './domain.ts';
import type {
  Answer,
  Domain,
  DueEvent,
  EventPayload,
  HandlerContext,
  OperationId,
  PrivateEvent,
  SandboxTools,
} from './domain.ts';
import { BusinessError } from './errors.ts';
import { SandboxMarket } from './market.ts';
import { languageOrJapanese, translate, type Language, type MessageKey } from './messages.ts';
import { nextId, Wallets, type BalanceMoved } from './money/wallets.ts';
import { dateTimeText } from './format.ts';
import { own, setOwn } from './state/records.ts';
import type { UploadedFile } from './http-arguments.ts';
import { freshState, StateStore } from './state/store.ts';
import { TrackedState } from './state/tracked.ts';
import type { SandboxState, UserState } from './state/types.ts';
import { balanceChangePayload } from './money/balance-push.ts';

/** Where the state keeps the market's forced prices (beside the domains' shared slices). */
const FORCED_PRICES = 'marketForcedPrices';
/** Events one look at a user may bring due: years of daily interest on many orders, never an endless loop. */
const MAX_DUE_EVENTS = 100_000;
export const TOKEN_SHAPE = /^[0-9a-f]{32}$/;

export type SandboxOptions = {
  document: OpenApiDocument;
  model: MarketModel;
  clock: Clock;
  seed: number;
  domains: Domain[];
  /** Keep the state in this file across restarts (MOCK_STATE_FILE). */
  stateFile?: string;
  /** The state read from that file at start, without its clock (createMarketSandbox reads it once). */
  kept?: SandboxState;
  /** Where uploaded files are kept (the asset server serves them under /upload/). */
  uploads?: string;
  log?: (line: string) => void;
};

export type SandboxRequest = {
  token?: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** Uploaded files, by field (their names stand in `body`). */
  files?: Record<string, UploadedFile>;
};
export type SandboxAnswer = { status: number; body: unknown };
export type Pusher = (userId: number, event: PrivateEvent, payload: unknown) => void;

/**
 * A handler as the router holds it, whatever its operation: each domain's handler is checked against its own
 * operation's types where it is written, and `perform` gives it the arguments of that operation only.
 */
type Route = { domain: Domain; handler: (context: HandlerContext<never>) => unknown };

/**
 * What a handler reads: the query parameters the operation declares and, when it declares a body, the body (its
 * closed schema has refused any other field). A field sent where the operation does not take it (a body field in
 * the query string, a body on an operation without one) is never read: it was never validated there.
 */
function declaredArguments(operation: Operation, request: SandboxRequest): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const parameter of operation.parameters)
    if (parameter.in === 'query' && Object.hasOwn(request.query, parameter.name))
      params[parameter.name] = request.query[parameter.name];
  if (operation.bodyMediaType) for (const [name, value] of Object.entries(request.body)) setOwn(params, name, value);
  return params;
}

/** The validators of each document, shared by the sandboxes of a process (validatorsOf). */
const validators = new WeakMap<
  OpenApiDocument,
  { request: ReturnType<typeof createRequestValidator>; response: ReturnType<typeof createDocumentValidator> }
>();

/**
 * The request and answer validators of a document, made once per document and process: they compile each
 * operation's schemas on its first use and keep them, so the sandboxes a test worker starts one after another (one
 * per test file, on the same bundle) compile each schema once instead of once each. They keep nothing else.
 */
function validatorsOf(document: OpenApiDocument) {
  let made = validators.get(document);
  if (!made) {
    made = { request: createRequestValidator(document), response: createDocumentValidator(document) };
    validators.set(document, made);
  }
  return made;
}

export class Sandbox {
  readonly market: SandboxMarket;
  private contractOperations: Operation[];
  readonly stats = { answered: 0, refused: 0, invalidRequests: 0, violations: 0 };
  private state: SandboxState;
  private readonly routes = new Map<string, Route>();
  private readonly publicOperations = new Set<string>();
  private validateRequest: ReturnType<typeof createRequestValidator>;
  private validateResponse: ReturnType<typeof createDocumentValidator>;
  private readonly successes = new Map<string, { pointer: string; enveloped: boolean }>();
  /** MOCK_STATE_FILE's database, and the view of the state that tells it which rows each change touched. */
  private readonly store?: { database: StateStore; tracked: TrackedState };
  /** Calls being answered: their changes are stored once, when the answer is ready. */
  private answering = 0;
  private readonly log: (line: string) => void;
  private pusher: Pusher = () => undefined;
  private sessionEnded: (token: string, reason: 'login_elsewhere' | 'logout') => void = () => undefined;

  private options: SandboxOptions;

  constructor(options: SandboxOptions) {
    this.options = options;
    this.contractOperations = listOperations(options.document);
    const issued = options.domains.flatMap((domain) => domain.issuedCoins?.(this.example) ?? []);
    this.market = new SandboxMarket(options.model, quotationRows(this.operations), issued);
    ({ request: this.validateRequest, response: this.validateResponse } = validatorsOf(options.document));
    this.log = options.log ?? ((line) => console.log(line));
    const known = new Set(this.operations.map((operation) => operation.operationId));
    for (const domain of options.domains) {
      for (const [operationId, handler] of Object.entries(domain.handlers)) {
        if (!handler) continue;
        if (!known.has(operationId)) throw new Error(`sandbox domain ${domain.name}: no operation ${operationId}`);
        if (this.routes.has(operationId)) throw new Error(`sandbox: two domains answer ${operationId}`);
        this.routes.set(operationId, { domain, handler });
      }
      for (const operationId of domain.publicOperations ?? []) this.publicOperations.add(operationId);
    }
    this.state = options.kept ?? freshState(options.seed, options.clock.now());
    if (options.stateFile) {
      this.store = { database: new StateStore(options.stateFile), tracked: new TrackedState(this.state) };
      if (!options.kept) this.store.database.writeAll(this.state, options.clock.now());
      this.state = this.store.tracked.view;
    }
    this.restoreMarket();
  }

  /**
   * Trades the pair at `price` now (the market control): the price becomes part of the pair's path and history,
   * kept in the state (and its file) so that the market continues from it after a restart.
   */
  forcePrice(symbol: string, price: number, now: number): PairTick[] {
    const ticks = this.options.model.tradeAt(symbol, price, now);
    this.state.shared[FORCED_PRICES] = this.options.model.forcedPrices();
    this.changed();
    return ticks;
  }

  /** The market as the state left it: its forced prices on the seeded paths. */
  private restoreMarket(): void {
    this.options.model.restoreForcedPrices((this.state.shared[FORCED_PRICES] as ForcedPrice[] | undefined) ?? []);
  }

  /** The contract's operations, as the contract in use lists them (useContract changes them). */
  get operations(): readonly Operation[] {
    return this.contractOperations;
  }

  /**
   * Answers from another version of the contract from now on (a saved edit, while `npm start` watches), keeping
   * the state, the clock and the market: the operations, their validators and their answers' envelopes follow the
   * new document. Refused, with nothing changed, when an operation a domain answers is no longer in it.
   */
  useContract(document: OpenApiDocument): void {
    const operations = listOperations(document);
    const known = new Set(operations.map((operation) => operation.operationId));
    const gone = [...this.routes.keys()].filter((operationId) => !known.has(operationId));
    if (gone.length) throw new Error(`the sandbox answers ${gone.join(', ')}, which this contract no longer has`);
    ({ request: this.validateRequest, response: this.validateResponse } = validatorsOf(document));
    this.options = { ...this.options, document };
    this.contractOperations = operations;
    this.successes.clear();
  }

  /** Does the sandbox answer this operation (otherwise Prism does)? */
  owns(operation: Operation): boolean {
    return this.routes.has(operation.operationId);
  }

  /** Where private socket events go (the emitter, once attached), and who hears of sessions that ended. */
  connect(pusher: Pusher, sessionEnded?: (token: string, reason: 'login_elsewhere' | 'logout') => void): void {
    this.pusher = pusher;
    if (sessionEnded) this.sessionEnded = sessionEnded;
  }

  perform(operation: Operation, request: SandboxRequest): SandboxAnswer {
    // stored before the answer leaves: an answered write survives a crash
    return this.changing(() => this.answer(operation, request));
  }

  /**
   * Runs a change and stores what it touched once it is whole: never half a call, nor a user half seeded (a store
   * in between would leave the rest of it to a later change). With `clock`, the clock is stored even when nothing
   * else changed.
   */
  private changing<T>(change: () => T, { clock = false } = {}): T {
    this.answering += 1;
    try {
      return change();
    } finally {
      this.answering -= 1;
      if (this.answering === 0) this.storeChanges({ clock });
    }
  }

  private answer(operation: Operation, request: SandboxRequest): SandboxAnswer {
    const route = this.routes.get(operation.operationId);
    if (!route) throw new Error(`the sandbox does not answer ${operation.operationId}`);
    const refused = this.refusal(operation, request);
    if (refused) return refused;
    const lang = languageOrJapanese(request.query.lang);
    let user: UserState | undefined;
    if (operation.secured) {
      if (!request.token) return { status: 401, body: { type: '999', message: translate('pleaseLogIn', lang) } };
      user = this.userForToken(request.token);
      if (!user) return { status: 200, body: { type: '999', message: translate('pleaseLogIn', lang) } };
    } else if (!this.publicOperations.has(operation.operationId) && request.token) {
      user = this.userForToken(request.token);
    }
    const tools = this.tools(lang);
    this.openWhatIsDue(tools);
    if (user) this.settleUser(user, tools);
    let body: unknown;
    // ids a handler drew before it refused go back: a refused call leaves the state as it found it
    const sequences = { ...this.state.sequences };
    try {
      const context = {
        ...tools,
        operation,
        user: user as UserState,
        // the request validator has just checked these against the operation's schemas, the ones the handler's
        // parameter types are generated from (mock-server/gen/operations.ts): this is where they become typed
        params: declaredArguments(operation, request) as never,
        files: request.files ?? {},
        token: request.token,
      };
      for (const domain of this.options.domains) domain.guard?.(context);
      const message = route.handler(context);
      // pushes speak the language of the user's last accepted call (a refused one changes nothing)
      if (user) user.lang = lang;
      // the k-line history alone has its own envelope ({code, msg, data}): its handler writes the whole body
      body = this.success(operation).enveloped ? { type: 'ok', message } : message;
      this.stats.answered += 1;
    } catch (error) {
      if (!(error instanceof BusinessError)) return this.failure(operation, error);
      this.state.sequences = sequences;
      this.stats.refused += 1;
      body = { type: error.envelope, message: translate(error.key, lang, error.values) };
    }
    return this.checked(operation, body);
  }

  /**
   * The 422 answer to a request that breaks the contract (a value, a missing field, an undeclared body field),
   * in the request's language; undefined when it is valid. Every request is checked, whoever answers it.
   */
  refusal(operation: Operation, request: SandboxRequest): SandboxAnswer | undefined {
    const problem = this.validateRequest(operation, request);
    if (!problem) return undefined;
    this.stats.invalidRequests += 1;
    const lang = languageOrJapanese(request.query.lang);
    const field = `${problem.where}${problem.path === '/' ? '' : problem.path.replaceAll('/', '.')}`;
    return { status: 422, body: { type: 'error', message: translate('parameterError', lang, { field }) } };
  }

  /** `perform` by operationId, in this process (tests, benchmarks): the same checks as over HTTP. */
  call(
    operationId: string,
    token: string | undefined,
    args: Partial<Omit<SandboxRequest, 'token'>> = {},
  ): SandboxAnswer {
    const operation = this.operations.find((candidate) => candidate.operationId === operationId);
    if (!operation) throw new Error(`no operation ${operationId}`);
    return this.perform(operation, { token, query: { ...args.query }, body: { ...args.body } });
  }

  /** The user a session token belongs to; a well-formed token never seen gets a new account, as on a demo server. */
  userForToken(token: string): UserState | undefined {
    const id = own(this.state.tokens, token);
    if (id === 0 || (id === undefined && !TOKEN_SHAPE.test(token))) return undefined;
    if (id !== undefined) return own(this.state.users, id);
    const user = this.createUser(`token:${token}`, '');
    setOwn(this.state.tokens, token, user.id);
    this.changed();
    return user;
  }

  userById(id: number): UserState | undefined {
    return own(this.state.users, id);
  }

  /** The user of a login, if there is one. */
  userByAccount(account: string): UserState | undefined {
    const id = own(this.state.accounts, account);
    return id === undefined ? undefined : own(this.state.users, id);
  }

  /** A new account, seeded by every domain from MOCK_SEED and the login. */
  createUser(account: string, password: string): UserState {
    return this.changing(() => this.seededUser(account, password));
  }

  private seededUser(account: string, password: string): UserState {
    if (own(this.state.accounts, account) !== undefined) throw new Error(`account ${account} exists`);
    const user: UserState = {
      id: nextId(this.state, 'user', 1000),
      account,
      password,
      createdAt: this.options.clock.now(),
      wallets: {},
      ledger: [],
      slices: {},
    };
    this.state.users[user.id] = user;
    setOwn(this.state.accounts, account, user.id);
    // the user as the state holds it (seen changing when the state is kept)
    const seeded = own(this.state.users, user.id)!;
    const random = createRandom(hashText(`${this.state.seed}:${account}`));
    const tools = this.tools('jp');
    createSlices(seeded);
    for (const domain of this.options.domains) domain.seedUser?.({ ...tools, user: seeded, random });
    return seeded;
  }

  /** A new session token for the user (a login); the user's earlier sessions end. */
  issueToken(user: UserState): string {
    for (const [token, id] of Object.entries(this.state.tokens))
      if (id === user.id && user.account !== `token:${token}`) {
        this.state.tokens[token] = 0;
        this.sessionEnded(token, 'login_elsewhere');
      }
    const token = randomBytes(16).toString('hex');
    this.state.tokens[token] = user.id;
    this.changed();
    return token;
  }

  /**
   * Ends a session: the token is refused from now on. A token the sandbox never issued stays a demo credential
   * of its own account (tests and developers share such tokens; one logout must not end everyone's).
   */
  revokeToken(token: string): void {
    const id = own(this.state.tokens, token);
    const user = id === undefined ? undefined : own(this.state.users, id);
    if (!user || user.account === `token:${token}`) return;
    this.state.tokens[token] = 0;
    this.sessionEnded(token, 'logout');
    this.changed();
  }

  /** Runs a piece of domain code outside a request (a control: the exchange reviewing a request). */
  act<T>(action: (tools: SandboxTools) => T): T {
    return this.changing(() => action(this.tools('jp')));
  }

  /** Reads the state through domain code outside a request (a control that only lists), changing nothing. */
  read<T>(action: (tools: SandboxTools) => T): T {
    return action(this.tools('jp'));
  }

  /** Runs domain code for one user outside a request, with texts in the user's language (new mail). */
  actFor<T>(userId: number, action: (tools: SandboxTools, user: UserState) => T): T | undefined {
    const user = this.state.users[userId];
    if (!user) return undefined;
    return this.changing(() => action(this.tools(languageOf(user)), user));
  }

  /** After a market step: what fell due for every user (fills, take-profits, liquidations, expiries). */
  onMarket(): void {
    // the clock too, each step, in the same transaction: a restart resumes from the last one, never earlier
    this.changing(
      () => {
        this.openWhatIsDue(this.tools('jp'));
        for (const user of Object.values(this.state.users)) this.settleUser(user, this.tools(languageOf(user)));
      },
      { clock: true },
    );
  }

  private openWhatIsDue(tools: SandboxTools): void {
    for (const domain of this.options.domains) domain.open?.(tools);
  }

  /** Periodic private pushes (positions' P/L) to the users given (those with a socket). */
  publish(userIds: Iterable<number>): void {
    for (const id of userIds) {
      const user = this.state.users[id];
      if (!user) continue;
      const tools = this.tools(languageOf(user));
      for (const domain of this.options.domains) domain.publish?.({ ...tools, user });
    }
  }

  /** The acknowledgement of a client socket event of a logged-in user, from the domain that answers it. */
  clientEvent(userId: number, name: string, payload: unknown): unknown {
    const user = this.state.users[userId];
    const answer = this.options.domains.find((domain) => domain.clientEvents?.[name])?.clientEvents?.[name];
    if (!user || !answer) return { ok: false, error: 'not available' };
    return this.changing(() => {
      const tools = this.tools(languageOf(user));
      this.settleUser(user, tools);
      return answer({ ...tools, user }, payload);
    });
  }

  /** The whole state (a copy), as `GET /__sandbox/state` shows it. */
  snapshot(): SandboxState {
    return structuredClone(this.store?.tracked.state ?? this.state);
  }

  /** Replaces the whole state (a snapshot read back). */
  load(state: SandboxState): void {
    this.replaceState(structuredClone(state));
  }

  /** Back to the seed: no users, no sessions, nothing traded. */
  reset(): void {
    this.replaceState(freshState(this.state.seed, this.options.clock.now()));
  }

  private replaceState(state: SandboxState): void {
    if (this.store) {
      this.store.tracked.replace(state);
      this.store.database.writeAll(state, this.options.clock.now());
      this.state = this.store.tracked.view;
    } else this.state = state;
    this.restoreMarket();
  }

  /** Stores what changed and the clock now (when the mock stops), and closes the database. */
  flush(): void {
    this.storeChanges({ clock: true });
    this.store?.database.close();
  }

  /**
   * Stores the rows changed since the last time, with the clock's time (where a restart resumes); with `clock`,
   * the clock even when nothing else changed.
   */
  private storeChanges({ clock = false } = {}): void {
    if (!this.store || !this.store.database.isOpen) return;
    const rows = this.store.tracked.takeTouched();
    if (rows.length || clock) this.store.database.write(this.store.tracked.state, rows, this.options.clock.now());
  }

  /**
   * Everything that fell due for the user since it was last looked at, each at its own instant and in their order
   * across domains (the earliest first, then again: one event may bring the next, as a day's interest does), with
   * that instant's date and prices; then what the market's moves bring now (fills, triggers).
   */
  private settleUser(user: UserState, tools: SandboxTools): void {
    for (let events = 0; ; events += 1) {
      const next = this.nextDue(user, tools);
      if (!next) break;
      // an event that does not change what makes it due would run forever
      if (events >= MAX_DUE_EVENTS) throw new Error(`more than ${MAX_DUE_EVENTS} events fell due at once`);
      next.run({ ...tools.at(next.at), user });
    }
    for (const domain of this.options.domains) domain.settle?.({ ...tools, user });
  }

  /** The earliest event due for the user by now, of any domain (the first domain's on a tie). */
  private nextDue(user: UserState, tools: SandboxTools): DueEvent | undefined {
    let next: DueEvent | undefined;
    for (const domain of this.options.domains)
      for (const event of domain.due?.({ ...tools, user }) ?? [])
        if (event.at <= tools.now && (!next || event.at < next.at)) next = event;
    return next;
  }

  /** The `message` of an operation's `ok` example. */
  private readonly example = <K extends OperationId>(operationId: K): Answer<K> => {
    const example = this.operations.find((operation) => operation.operationId === operationId)?.examples.ok;
    if (example === undefined) throw new Error(`the contract has no ok example of ${operationId}`);
    // the contract's lint validates every example against the operation's answer, the type's source too
    return (example as { message: Answer<K> }).message;
  };

  private tools(lang: Language, at?: number): SandboxTools {
    const now = at ?? this.options.clock.now();
    const market = at === undefined ? this.market : this.market.at(at);
    return {
      at: (time) => this.tools(lang, Math.min(time, now)),
      example: this.example,
      accounts: {
        find: (login) => this.userByAccount(login),
        create: (login, password) => this.createUser(login, password),
        alias: (login, user) => setOwn(this.state.accounts, login, user.id),
        startSession: (user) => this.issueToken(user),
        endSession: (token) => this.revokeToken(token),
      },
      state: this.state,
      market,
      wallets: new Wallets(
        this.state,
        () => now,
        (event) => this.onBalance(event),
      ),
      now,
      lang,
      push: <E extends PrivateEvent>(user: UserState, event: E, payload: EventPayload<E>) =>
        this.pusher(user.id, event, payload),
      nextId: (kind, base) => nextId(this.state, kind, base),
      storeUpload: (bytes, extension) => {
        if (!this.options.uploads) throw new Error('this sandbox keeps no uploads');
        const day = dateTimeText(now).slice(0, 10).replaceAll('-', '');
        const name = `${now}${randomBytes(3).readUIntBE(0, 3)}.${extension}`;
        mkdirSync(join(this.options.uploads, day), { recursive: true });
        writeFileSync(join(this.options.uploads, day, name), bytes);
        return `/upload/${day}/${name}`;
      },
      text: (key: MessageKey, values?: Record<string, string | number>) => translate(key, lang, values),
    };
  }

  private onBalance(event: BalanceMoved): void {
    this.changed();
    const payload = balanceChangePayload(event, this.market);
    if (payload) this.pusher(event.user.id, 'balance_change', payload);
  }

  /** A change outside a call (a control, the market): stored now; a call's changes are stored as it is answered. */
  private changed(): void {
    if (this.answering === 0) this.storeChanges();
  }

  /** The answer if it keeps the contract; otherwise a 500 that names the operation and the JSON path. */
  private checked(operation: Operation, body: unknown): SandboxAnswer {
    const isSuccess =
      (body as { type?: unknown; code?: unknown }).type === 'ok' || (body as { code?: unknown }).code === 1;
    const pointer = isSuccess ? this.success(operation).pointer : operation.responsePointer;
    const violations = this.validateResponse(pointer, body);
    if (!violations.length) return { status: 200, body };
    this.stats.violations += 1;
    const [first] = violations;
    const where = first.path.replaceAll('/', '.').replace(/^\./, '') || '(root)';
    const message = `sandbox answer of ${operation.operationId} breaks the contract at ${where}: ${first.message} (${first.expected}), got ${JSON.stringify(first.actual)?.slice(0, 120)}`;
    this.log(message);
    return { status: 500, body: { type: 'error', message } };
  }

  private failure(operation: Operation, error: unknown): SandboxAnswer {
    const message = `sandbox ${operation.operationId} failed: ${error instanceof Error ? error.message : String(error)}`;
    this.log(error instanceof Error && error.stack ? error.stack : message);
    return { status: 500, body: { type: 'error', message } };
  }

  /** Where the success branch of the operation's answer is, and whether it is the `{type, message}` envelope. */
  private success(operation: Operation): { pointer: string; enveloped: boolean } {
    let found = this.successes.get(operation.operationId);
    if (found) return found;
    const { document } = this.options;
    const target = follow<JsonSchema>(document, operation.responsePointer);
    let { pointer } = target;
    const schema = target.node ?? {};
    const branch = successBranch(document, schema);
    const index = ((schema.oneOf as JsonSchema[] | undefined) ?? []).indexOf(branch as JsonSchema);
    if (index >= 0) pointer = `${pointer}/oneOf/${index}`;
    const properties = resolveLocal(document, branch ?? schema).properties as Record<string, unknown> | undefined;
    found = { pointer, enveloped: !!properties && 'type' in properties };
    this.successes.set(operation.operationId, found);
    return found;
  }
}

/** The pairs of the contract's written quotation list: the settings the app shows are the ones the sandbox applies. */
function quotationRows(operations: readonly Operation[]) {
  // the contract's lint validates every example against the operation's answer, the type's source too
  const example = operations.find((operation) => operation.operationId === 'listQuotations')?.examples.ok as
    { message: Answer<'listQuotations'> } | undefined;
  return (example?.message ?? []).flatMap((group) => group.quotation);
}

/** The language of the texts pushed to a user: their last request's, else Japanese (the app's default). */
const languageOf = (user: UserState): Language => languageOrJapanese(user.lang);

/** A 32-bit hash of a text (FNV-1a), to seed a user's random source from MOCK_SEED and the login. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
