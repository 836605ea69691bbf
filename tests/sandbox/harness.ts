/**
 * Starts the whole mock backend (sandbox, Prism, socket emitter) in this process on free ports, and gives
 * sessions of fresh users that call it through the app's generated client (every answer checked with the
 * generated zod as well). The controls move the market and the clock; a socket client hears private events.
 *
 *   const sandbox = await startSandbox();
 *   const alice = await sandbox.session();
 *   const overview = await alice.call((api) => api.getWalletOverview());
 *   await sandbox.control.setPrice('BTC/USDT', 70000);
 *   await sandbox.stop();
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { startMock, type RunningMock } from '@tradedesk/mock-server';
import type { SandboxState } from '@tradedesk/mock-server/testing';
import * as generated from '../../src/gen/api/index.ts';
import { responseValidators } from '../../src/gen/response-validators.ts';
import { configureHttpClient, resetHttpClient } from '../../src/shared/lib/http/http-config.ts';
import { testStartAt } from '@tradedesk/mock-server/test-instant';
import type { OutboxMessage as SentCode } from '@tradedesk/mock-server/testing';

type Api = typeof generated;

export type Session = {
  token: string;
  login: string;
  /** Calls the API as this user, in this session's language. */
  call: <T>(action: (api: Api) => Promise<T>) => Promise<T>;
  /** Private socket events received since `listen()`, in order. */
  events: Array<{ event: string; payload: Record<string, unknown> }>;
  /** Logs in on the socket and records every event. */
  listen: () => Promise<Socket>;
};

/** A message of the sandbox's outbox (`GET /__sandbox/outbox`): a verification code sent by e-mail or SMS. */

/** The password of every account the helpers log in or register. */
const PASSWORD = 'secret123';

/** The fund password the helpers set (7-16 characters, as `setFundPasswordWithCode` takes). */
export const FUND_PASSWORD = 'fund7788';

export type Sandbox = {
  mock: RunningMock;
  url: string;
  api: Api;
  /** A fresh user (a first login creates the account), logged in. */
  session: (options?: { login?: string; lang?: string }) => Promise<Session>;
  control: ReturnType<typeof controlsOf>;
  /** The mock's clock now (epoch milliseconds): tests read it, never the wall clock. */
  now: () => Promise<number>;
  /**
   * Asks for a code (`sendEmailCode`, as `session` when given) for that address and purpose, and reads it from
   * the outbox, as a developer reads a mail catcher.
   */
  sendCode: (to: string, purpose: SentCode['purpose'], session?: Session, areaCode?: number) => Promise<string>;
  /**
   * Registers `login` as an e-mail account (the code read from the outbox), invited by `inviteCode` when given, and
   * logs it in: an account whose registration a test needs, where `session` would create one at its first login.
   */
  register: (login: string, inviteCode?: string) => Promise<Session>;
  /** Sets the session's fund password with a code sent to its e-mail address (a first login has none). */
  setFundPassword: (session: Session, password?: string) => Promise<void>;
  stop: () => Promise<void>;
};

let active: { token: string | null; lang: string } = { token: null, lang: 'en' };

/** Runs `action` with this token and language: the HTTP client reads both synchronously when a call starts. */
function as<T>(token: string | null, lang: string, action: () => Promise<T>): Promise<T> {
  const previous = active;
  active = { token, lang };
  try {
    return action();
  } finally {
    active = previous;
  }
}

function controlsOf(url: string) {
  const control = async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as T;
    if (!response.ok) throw new Error(`${method} /__sandbox${path}: ${JSON.stringify(answer)}`);
    return answer;
  };
  return {
    raw: control,
    state: () => control<SandboxState>('GET', '/state'),
    reset: () => control('POST', '/reset'),
    /** Trades the pair at this price now (triggers fire, the socket publishes the move). */
    setPrice: (symbol: string, price: number) => control<{ price: string }>('POST', '/market/price', { symbol, price }),
    step: (steps = 1) => control('POST', '/market/step', { steps }),
    advance: (ms: number) => control('POST', '/clock', { advanceMs: ms }),
    fault: (operationId: string, fault: { answer: string; delayMs?: number; times?: number; token?: string }) =>
      control('PUT', `/faults/${operationId}`, fault),
    clearFaults: () => control('DELETE', '/faults'),
    /** The outbox, newest first: every code sent (only what went to `to`, when given). */
    outbox: (to?: string) => control<SentCode[]>('GET', `/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`),
    stats: () =>
      control<{ violations: number; answered: number; refused: number; clock: { now: number; advancedMs: number } }>(
        'GET',
        '/stats',
      ),
  };
}

let sessions = 0;

export async function startSandbox(
  options: {
    seed?: number;
    ticksPerSecond?: number;
    startAt?: number;
    frozenClock?: boolean;
    /** MOCK_STATE_FILE: the state kept in this database as each call changes it. */
    stateFile?: string;
    /** A Prism of this mock's own, which it can swap for another contract's (RunningMock.useContract). */
    ownPrism?: boolean;
  } = {},
): Promise<Sandbox> {
  const uploads = mkdtempSync(join(tmpdir(), 'tradedesk-uploads-'));
  const mock = await startMock({
    prismPort: 0,
    socketPort: 0,
    seed: options.seed ?? 20261123,
    // the mock's clock starts at the test instant (MOCK_NOW), never at the hour the suite happens to run
    startAt: options.startAt ?? testStartAt(),
    frozenClock: options.frozenClock,
    stateFile: options.stateFile,
    uploads,
    // a calm market by default: tests move prices themselves when they need to
    emitter: { ticksPerSecond: options.ticksPerSecond ?? 2, mailEveryMs: 0, announceEveryMs: 0 },
    log: () => undefined,
    // the test files of a worker share one Prism (what it answers depends on the contract alone)
    sharedPrism: !options.ownPrism,
  });
  resetHttpClient();
  configureHttpClient({
    baseUrl: `${mock.url}/api`,
    getToken: () => active.token,
    getLanguage: () => active.lang,
    responseValidators,
    onContractViolation: () => undefined,
  });
  const sockets: Socket[] = [];
  const control = controlsOf(mock.url);

  const session = async ({ login, lang = 'en' }: { login?: string; lang?: string } = {}): Promise<Session> => {
    sessions += 1;
    const account = login ?? `trader${process.pid}x${sessions}@example.com`;
    const token = await as(null, lang, () => generated.loginUser({ user_string: account, password: PASSWORD }));
    const events: Session['events'] = [];
    return {
      token,
      login: account,
      events,
      call: (action) => as(token, lang, () => action(generated)),
      listen: async () => {
        const socket = io(mock.socketUrl, { transports: ['websocket'], reconnection: false });
        sockets.push(socket);
        socket.onAny((event: string, payload: Record<string, unknown>) => {
          if (event !== 'daymarket') events.push({ event, payload });
        });
        const reply = (await socket.timeout(5000).emitWithAck('login', { token })) as { ok: boolean };
        if (!reply.ok) throw new Error('socket login refused');
        return socket;
      },
    };
  };

  const sendCode: Sandbox['sendCode'] = async (to, purpose, user, areaCode) => {
    const send = (api: Api) =>
      api.sendEmailCode({ user_string: to, type: purpose, ...(areaCode !== undefined && { area_code: areaCode }) });
    await (user ? user.call(send) : as(null, 'en', () => send(generated)));
    const [newest] = (await control.outbox(to)).filter((message) => message.purpose === purpose);
    if (!newest) throw new Error(`no ${purpose} code in the outbox for ${to}`);
    return newest.code;
  };

  const register: Sandbox['register'] = async (login, inviteCode) => {
    await generated.registerUser({
      type: 'email',
      user_string: login,
      code: await sendCode(login, 'register'),
      password: PASSWORD,
      re_password: PASSWORD,
      ...(inviteCode && { extension_code: inviteCode }),
    });
    return session({ login });
  };

  return {
    mock,
    url: mock.url,
    api: generated,
    session,
    control,
    now: async () => (await control.stats()).clock.now,
    sendCode,
    register,
    setFundPassword: async (user, password = FUND_PASSWORD) => {
      const code = await sendCode(user.login, 'safe', user);
      await user.call((api) => api.setFundPasswordWithCode({ password, re_password: password, code }));
    },
    stop: async () => {
      for (const socket of sockets) socket.close();
      resetHttpClient();
      await mock.stop();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the sandbox before the test file's tests and stops it after them. The object returned stands for that
 * sandbox (read it inside tests and hooks, once started).
 */
export function useSandbox(options: Parameters<typeof startSandbox>[0] = {}): Sandbox {
  let started: Sandbox | undefined;
  beforeAll(async () => {
    started = await startSandbox(options);
  }, 60_000);
  afterAll(async () => {
    await started?.stop();
  });
  return onceReady(() => started, 'the sandbox is not started yet');
}

/**
 * A fresh user of the file's sandbox, logged in before the file's tests (once the sandbox has started); with
 * `listen`, its socket records the private events from then on. Read it inside tests and hooks, as the sandbox.
 */
export function useSession(sandbox: Sandbox, { listen = false }: { listen?: boolean } = {}): Session {
  let user: Session | undefined;
  beforeAll(async () => {
    user = await sandbox.session();
    if (listen) await user.listen();
  }, 60_000);
  return onceReady(() => user, 'the session is not logged in yet');
}

/** An object that stands for one a hook makes later: reading it before then fails with `notYet`. */
function onceReady<T extends object>(current: () => T | undefined, notYet: string): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      const ready = current();
      if (!ready) throw new Error(notYet);
      return ready[key as keyof T];
    },
  });
}

/** Waits until `condition` holds (polling), or fails naming `what`. */
export async function eventually<T>(
  condition: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The contract's text of an instant (UTC, to the second), as the sandbox's ledger and order rows write it. */
export const timeText = (time: number): string => new Date(time).toISOString().slice(0, 19).replace('T', ' ');

/** The instant a contract's `Y-m-d H:i:s` text names (UTC), in epoch milliseconds. */
export const instantOfText = (text: string): number => Date.parse(`${text.replace(' ', 'T')}Z`);

/** The first instant of a contract's `Y-m-d` day (the UTC day), in epoch milliseconds. */
export const midnightOf = (date: string): number => Date.parse(`${date}T00:00:00Z`);
