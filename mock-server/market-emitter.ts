/**
 * The socket emitter on a market sandbox: the one place that knows both layers. The emitter (socket/emitter.ts)
 * sees the sandbox only as the `MarketAccounts` it needs; this module gives it the sandbox's own, and the mail and
 * announcements its timers ask for (the sandbox's message centre, sandbox/domains/messages.ts).
 */
import type { Server as HttpServer } from 'node:http';
import { parseMockNow, type Clock } from './market/clock.ts';
import type { MarketModel } from './market/market-model.ts';
import { createRandom } from './market/random.ts';
import { createMarketSandbox } from './sandbox/create.ts';
import { pushAnnouncement } from './sandbox/domains/mail-control.ts';
import { announcementPush, announceTemplate, deliverTemplate } from './sandbox/domains/messages.ts';
import type { Sandbox } from './sandbox/sandbox.ts';
import {
  attachSocketEmitter,
  type MarketAccounts,
  type SocketEmitter,
  type SocketEmitterOptions,
} from './socket/emitter.ts';

export type { EmitterStats } from './socket/emitter.ts';

export type EmitterOptions = Partial<SocketEmitterOptions> & {
  /**
   * The sandbox whose market and accounts the socket shows (`npm run mock` shares one with the HTTP side);
   * without one, the emitter makes its own from `seed`, `symbols` and `volatility`.
   */
  sandbox?: { sandbox: Sandbox; model: MarketModel; clock: Clock };
  /** Pairs to quote (default: the listed ones; more adds synthetic pairs). */
  symbols?: number;
  /** Seed of the market and of the faker (default: the time). Same seed, same market. */
  seed?: number;
  /** MOCK_NOW: where the mock's clock starts (epoch milliseconds; default the wall time). */
  startAt?: number;
  /** Multiplies every pair's volatility (MOCK_VOLATILITY). */
  volatility?: number;
};

export type Emitter = SocketEmitter & { sandbox: Sandbox };

/**
 * Options from the environment of `npm run mock`: MOCK_SEED (or SOCKET_SEED), MOCK_NOW (where the clock starts),
 * MOCK_VOLATILITY (multiplies every pair's volatility), SOCKET_SYMBOLS, SOCKET_RATE, and MOCK_MAIL_EVERY_MS /
 * MOCK_ANNOUNCE_EVERY_MS (how often new mail and announcements arrive; 0 never).
 */
export function emitterOptionsFromEnv(env: Record<string, string | undefined>): EmitterOptions {
  const interval = (name: string) => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number of milliseconds (0: never)`);
    return Number(value);
  };
  const number = (name: string) => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    if (!Number.isFinite(Number(value)) || Number(value) <= 0) throw new Error(`${name} must be a positive number`);
    return Number(value);
  };
  return {
    seed: number('MOCK_SEED') ?? number('SOCKET_SEED'),
    startAt: parseMockNow(env.MOCK_NOW),
    symbols: number('SOCKET_SYMBOLS'),
    volatility: number('MOCK_VOLATILITY'),
    ticksPerSecond: number('SOCKET_RATE'),
    mailEveryMs: interval('MOCK_MAIL_EVERY_MS'),
    announceEveryMs: interval('MOCK_ANNOUNCE_EVERY_MS'),
  };
}

/** The sandbox as the emitter sees it: its accounts, their mail and the announcements to everyone. */
function accountsOf(sandbox: Sandbox, seed: number): MarketAccounts {
  // which mail comes next: a sequence of its own, so that the market's draws stay the seed's
  const random = createRandom(seed ^ 0x6d61696c);
  return {
    onMarket: () => sandbox.onMarket(),
    connect: (push, sessionEnded) => sandbox.connect(push, sessionEnded),
    userForToken: (token) => sandbox.userForToken(token),
    clientEvent: (userId, name, payload) => sandbox.clientEvent(userId, name, payload),
    publish: (userIds) => sandbox.publish(userIds),
    forcePrice: (symbol, price, now) => sandbox.forcePrice(symbol, price, now),
    sendMail: (userIds) => {
      for (const userId of userIds)
        sandbox.actFor(userId, (tools, user) => {
          const [box, template] = random.pick([
            [1, 'support'],
            [2, 'security'],
          ] as const);
          deliverTemplate(tools, user, box, template);
        });
    },
    announce: (userIds, toAnonymous) => {
      const row = sandbox.act((tools) => announceTemplate(tools, 'maintenance'));
      toAnonymous(sandbox.read((tools) => announcementPush(tools, row)));
      pushAnnouncement(sandbox, row, userIds);
    },
  };
}

export function attachEmitter(server: HttpServer, options: EmitterOptions = {}): Emitter {
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const log = options.log ?? ((line: string) => console.log(line));
  const { sandbox, model, clock } =
    options.sandbox ??
    createMarketSandbox({
      seed,
      startAt: options.startAt,
      symbols: options.symbols,
      volatility: options.volatility,
      ticksPerSecond: options.ticksPerSecond,
      log,
    });
  const emitter = attachSocketEmitter(
    server,
    { accounts: accountsOf(sandbox, seed), model, clock },
    {
      seed,
      ticksPerSecond: options.ticksPerSecond,
      validate: options.validate,
      document: options.document,
      leverPushMs: options.leverPushMs,
      mailEveryMs: options.mailEveryMs,
      announceEveryMs: options.announceEveryMs,
      log,
    },
  );
  return { ...emitter, sandbox };
}
