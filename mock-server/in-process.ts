/**
 * A sandbox of a test's own, inside the test's process: the app's HTTP client reaches it through MSW's handlers
 * (no server to start, nothing shared with the developer's running mock or another test file), answered exactly as
 * the gateway answers (contract-answer.ts): the contract's checks, faults, the sandbox's state. Its clock stands
 * where the test puts it and moves only when told; its seed is the test's. Its socket.io side (the prices, the
 * private pushes) listens on a port of the test's process alone, for the screens that show them.
 *
 *   // @vitest-environment jsdom
 *   const mock = sandboxForThisFile({ startAt: Date.UTC(2026, 10, 2, 3) });
 *   it('shows the balance, then an error', async () => {
 *     const alice = mock.session();
 *     renderApp('/pages/assets/index', { token: alice.token, socketUrl: mock.socketUrl });
 *     expect(await screen.findByText('10,000.00')).toBeTruthy();
 *     mock.fault('getWalletOverview', { answer: 'error', token: alice.token });
 *   });
 */
import { createServer } from 'node:http';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { answerContractRequest, contractRoutes } from './contract-answer.ts';
import { createMarketSandbox } from './sandbox/create.ts';
import { Faults, type Fault } from './sandbox/faults.ts';
import { argumentsOf } from './sandbox/http-arguments.ts';
import type { Sandbox } from './sandbox/sandbox.ts';
import { attachEmitter, type Emitter } from './market-emitter.ts';
import { listen } from './listen.ts';

const API_PREFIX = /^\/api(?=\/|$)/;
const DEFAULT_SEED = 20_261_123;

export type InProcessSandboxOptions = {
  /** Where the clock stands (epoch milliseconds): a test names its instant, never the wall clock's. */
  startAt: number;
  /** The market's price paths and the new accounts (default 20261123). */
  seed?: number;
};

export type TestSession = { token: string; login: string; userId: number };

export type InProcessSandbox = {
  /** MSW's handlers in front of the sandbox: `setupServer(...mock.handlers)`, or `sandboxForThisFile` does it. */
  handlers: RequestHandler[];
  /** The sandbox itself, for what a test reads or sets directly (`sandbox.call`, `sandbox.snapshot()`). */
  sandbox: Sandbox;
  /** Where socket.io listens: the app's realtime layer connects here (`configureRealtime({ url })`). */
  socketUrl: string;
  /** The mock's clock now (epoch milliseconds). */
  now: () => number;
  /** Moves the clock forward; what falls due (expiries, a day's interest, maturities) settles at its own instant. */
  advance: (ms: number) => void;
  /** One trade of the pair at this price now: tickers, books and what the price triggers follow. */
  setPrice: (symbol: string, price: number) => void;
  /**
   * Answers an operation with a fault (`error`, `sessionExpired`, `verificationRequired`, `slow`, `network`) until
   * cleared or used up; with `token`, for that session's calls alone.
   */
  fault: (operationId: string, fault: Partial<Fault> & Pick<Fault, 'answer'>) => void;
  clearFaults: () => void;
  /** How many calls of the operation reached the sandbox: a screen that must not ask again did not. */
  callsOf: (operationId: string) => number;
  /** Whether a socket of this user is connected and logged in: a private push now reaches the page. */
  online: (userId: number) => boolean;
  /** A new user, signed in: its token is what the app's session store holds after a login. */
  session: (login?: string, password?: string) => TestSession;
  /** Back to the seed: no users, no sessions, no faults. */
  reset: () => void;
  close: () => Promise<void>;
};

/** The answer of the gateway as a fetch `Response`, dated by the mock's clock as a real server dates its own. */
function respond(status: number, body: unknown, date: number, headers: Record<string, string> = {}): Response {
  return HttpResponse.json(body as Record<string, unknown>, {
    status,
    headers: { ...headers, Date: new Date(date).toUTCString() },
  });
}

export async function createInProcessSandbox(options: InProcessSandboxOptions): Promise<InProcessSandbox> {
  const market = createMarketSandbox({
    seed: options.seed ?? DEFAULT_SEED,
    startAt: options.startAt,
    frozenClock: true,
  });
  const { sandbox, clock } = market;
  const faults = new Faults();
  const routes = contractRoutes(sandbox.operations);
  const socketServer = createServer();
  const emitter: Emitter = attachEmitter(socketServer, {
    seed: market.seed,
    sandbox: market,
    mailEveryMs: 0,
    announceEveryMs: 0,
    log: () => undefined,
  });
  const socketPort = await listen(socketServer);
  let sessions = 0;
  const calls = new Map<string, number>();
  // a slow answer still waiting when the file ends is dropped with it, not answered into the next file
  const waiting = new Set<ReturnType<typeof setTimeout>>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(timer);
        resolve();
      }, ms);
      waiting.add(timer);
    });

  const answer = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (!API_PREFIX.test(url.pathname)) return undefined; // not the contract's: left to the other handlers
    const pathname = url.pathname.replace(API_PREFIX, '') || '/';
    const called = routes.byRoute.get(`${request.method} ${pathname}`)?.operationId;
    if (called) calls.set(called, (calls.get(called) ?? 0) + 1);
    const outcome = await answerContractRequest(
      {
        routes,
        sandbox,
        faults,
        sleep,
      },
      {
        method: request.method,
        pathname,
        searchParams: url.searchParams,
        authorization: request.headers.get('authorization') ?? undefined,
        prefer: request.headers.get('prefer') ?? undefined,
        readArguments: async () =>
          argumentsOf(
            Buffer.from(await request.arrayBuffer()),
            request.headers.get('content-type') ?? '',
            url.searchParams,
          ),
      },
    );
    if (outcome.kind === 'drop') return HttpResponse.error();
    if (outcome.kind === 'answer') return respond(outcome.status, outcome.body, clock.now(), outcome.headers);
    // what Prism would answer: the example the contract names for the operation
    const { operation, example } = outcome;
    if (example !== undefined && operation.examples[example] !== undefined)
      return respond(200, operation.examples[example], clock.now());
    return respond(
      501,
      {
        type: 'error',
        message:
          `${operation.operationId} is answered by Prism's generated data, which a sandbox in the test's process ` +
          'does not run: test it against the whole mock (startSandbox in tests/sandbox/harness.ts)',
      },
      clock.now(),
    );
  });

  return {
    handlers: [answer],
    sandbox,
    socketUrl: `http://127.0.0.1:${socketPort}`,
    now: () => clock.now(),
    advance: (ms) => emitter.advance(ms),
    setPrice: (symbol, price) => emitter.tradeAt(symbol, price),
    fault: (operationId, fault) => faults.set(operationId, Faults.parse(fault)),
    clearFaults: () => faults.clear(),
    callsOf: (operationId) => calls.get(operationId) ?? 0,
    online: (userId) => [...emitter.io.sockets.sockets.values()].some((socket) => socket.data.userId === userId),
    session: (login, password = 'secret123') => {
      sessions += 1;
      const user = sandbox.createUser(login ?? `trader${sessions}@example.com`, password);
      return { token: sandbox.issueToken(user), login: user.account, userId: user.id };
    },
    reset: () => {
      faults.clear();
      sandbox.reset();
    },
    close: () => {
      for (const timer of waiting) clearTimeout(timer);
      return emitter.close();
    },
  };
}

/**
 * A sandbox for this test file, in front of every `fetch` of it from the first test to the last (Vitest's hooks):
 * each test starts with no fault left by the one before, and the file with a sandbox no other file shares.
 * `beforeAll` makes the sandbox; read its fields inside the tests.
 */
export function sandboxForThisFile(options: InProcessSandboxOptions): InProcessSandbox {
  let made: InProcessSandbox | undefined;
  let server: SetupServer | undefined;
  beforeAll(async () => {
    made = await createInProcessSandbox(options);
    server = setupServer(...made.handlers);
    server.listen({ onUnhandledFrame: 'bypass' });
  });
  afterEach(() => made?.clearFaults());
  afterAll(async () => {
    server?.close();
    await made?.close();
  });
  const current = (): InProcessSandbox => {
    if (!made) throw new Error('the in-process sandbox is made in beforeAll: read it inside a test');
    return made;
  };
  return new Proxy({} as InProcessSandbox, { get: (_, name) => current()[name as keyof InProcessSandbox] });
}
