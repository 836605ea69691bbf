/**
 * The mock's socket.io server: the events of asyncapi/dist/asyncapi.yaml, driven by the market model.
 * - A connection gets every pair's `daymarket` ticker (a snapshot on connect, then every move) until it sends
 *   `watch_tickers`; from then on it gets one `daymarket_batch` per market step with the moved tickers of the pairs
 *   it watches (and at once those of the pairs it newly watches). Connecting with `?tickers=watch` skips the
 *   connection's snapshot of every pair: such a client watches what it shows.
 * - `subscribe`/`unsubscribe` join and leave topic rooms (k-line of a symbol and period, order book and trades of a
 *   symbol); a new subscriber gets the current bar or book at once.
 * - `login` with a session token of the sandbox (a login's token, or any 32 lowercase hex characters, which the
 *   sandbox maps to an account of its own) joins the user's private room. What the user's account does is the
 *   sandbox's (mock-server/sandbox/), which the emitter sees only as the `MarketAccounts` it is given
 *   (market-emitter.ts wires the two): futures (`lever_trade`, `lever_closed`), seconds options
 *   (`closed_microorder`), balances (`balance_change`); the accounts settle after every market step, on the same
 *   model and clock, so fills, P/L, liquidations and settlements agree with the tickers. Mail, announcements and
 *   the customer-service chat are the accounts' too: the timers here ask for new mail and announcements, and
 *   `chat_send` is answered by the accounts (stored in the user's history, whose agent answers).
 * Every payload is checked against the contract before it is sent; an invalid one is logged and dropped (and
 * counted in `stats.invalid`). Client requests are checked too and refused with an acknowledgement if invalid.
 */
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../gen/socket/events.ts';
import type { DaymarketPayload, Topic } from '../gen/socket/schemas.ts';
import { applyMockSchemaHints } from '../mock-document.ts';
import type { Clock } from '../market/clock.ts';
import type { MarketModel, PairTick } from '../market/market-model.ts';
import { LIVE_PERIODS } from '../market/periods.ts';
import { createMarketPayloads } from './market-events.ts';
import { createPayloadFaker } from './payload-faker.ts';
import { loadRealtimeContract } from './realtime-contract.ts';

type ServerEvent = keyof ServerToClientEvents;
type MailPush = Parameters<ServerToClientEvents['mail_message']>[0];

/**
 * What the emitter needs of the accounts trading on the market: the sandbox, as the code that wires both gives it
 * (market-emitter.ts). The socket layer never imports the sandbox.
 */
export type MarketAccounts = {
  /** After a market step or a forced trade: settles what the move triggered (fills, liquidations, expiries). */
  onMarket(): void;
  /** Where private events go, and who hears of sessions that ended (a newer login, a logout). */
  connect(
    push: (userId: number, event: ServerEvent, payload: unknown) => void,
    sessionEnded: (token: string, reason: 'login_elsewhere' | 'logout') => void,
  ): void;
  /** The user of a session token (a well-formed token never seen gets an account of its own). */
  userForToken(token: string): { id: number } | undefined;
  /** The acknowledgement of a logged-in user's client event. */
  clientEvent(userId: number, name: keyof ClientToServerEvents, payload: unknown): unknown;
  /** The periodic private pushes (positions' P/L) to the users given. */
  publish(userIds: Iterable<number>): void;
  /** One trade of the pair at `price` now, kept in the market's history (the market control). */
  forcePrice(symbol: string, price: number, now: number): PairTick[];
  /** New mail for each user given, pushed to them. */
  sendMail(userIds: readonly number[]): void;
  /**
   * A new announcement: `toAnonymous` gets it as a connection without a session reads it, then each user given
   * gets it in their own language.
   */
  announce(userIds: readonly number[], toAnonymous: (push: MailPush) => void): void;
};

/** The market the socket shows and the accounts trading on it, on one clock. */
export type EmitterMarket = { accounts: MarketAccounts; model: MarketModel; clock: Clock };

export type SocketEmitterOptions = {
  /** Seed of the payloads' faker. */
  seed: number;
  /** Market steps per second; a pair trades about 1.4 times a step. */
  ticksPerSecond?: number;
  /** Check every outgoing payload against the contract (default true). */
  validate?: boolean;
  /** Bundled AsyncAPI document to read. */
  document?: string;
  /** How often private futures updates go out per user (ms). */
  leverPushMs?: number;
  /** How often a user gets new mail, and everyone an announcement (ms; 0 = never). */
  mailEveryMs?: number;
  announceEveryMs?: number;
  log?: (line: string) => void;
};

export type EmitterStats = { sent: Record<string, number>; invalid: number; steps: number };

export type SocketEmitter = {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
  model: MarketModel;
  clock: Clock;
  stats: EmitterStats;
  /** Moves the clock on by one step's time and runs a market step, `steps` times, publishing what they move. */
  step: (steps?: number) => void;
  /** One trade of the pair at `price` now, published like a step's (the sandbox's market control). */
  tradeAt: (symbol: string, price: number) => void;
  /** Moves the clock forward and the market with it (`POST /__sandbox/clock`). */
  advance: (ms: number) => void;
  /**
   * Serves another version of the realtime contract (its bundle, `asyncapi/dist/asyncapi.yaml` by default) from the
   * next push on: what is sent and acknowledged is checked against it, and the market's payloads are generated from
   * it. The events themselves are the emitter's code: one the contract adds is served after a restart.
   */
  useContract: (document?: string) => void;
  /** Stops the timers and closes socket.io (and with it the HTTP server it is attached to). */
  close: () => Promise<void>;
};

/** `watched`: the pairs of `watch_tickers`, batched; undefined while the connection takes every `daymarket`. */
type SocketData = { userId?: number; token?: string; watched?: Set<string> };
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const TOKEN = /^[0-9a-f]{32}$/;
const topicRoom = (topic: Topic) =>
  topic.channel === 'kline' ? `kline:${topic.symbol}:${topic.period}` : `${topic.channel}:${topic.symbol}`;
const userRoom = (userId: number) => `user:${userId}`;
/** The connections that take every pair's single `daymarket` push (they never sent `watch_tickers`). */
const EVERY_TICKER_ROOM = 'daymarket';

export function attachSocketEmitter(
  server: HttpServer,
  { accounts, model, clock }: EmitterMarket,
  options: SocketEmitterOptions,
): SocketEmitter {
  const log = options.log ?? ((line: string) => console.log(line));
  // Payloads are generated from the mock's view of the contract (x-mock-schema hints applied, like Prism's
  // document), and checked against the published contract itself before they are sent.
  const payloadsOf = (document?: string) => {
    const contract = loadRealtimeContract(document);
    const mockView = structuredClone(contract.document);
    applyMockSchemaHints(mockView);
    return { contract, market: createMarketPayloads(model, createPayloadFaker(mockView, options.seed)) };
  };
  let { contract, market } = payloadsOf(options.document);
  const stats: EmitterStats = { sent: {}, invalid: 0, steps: 0 };
  const timers = new Set<NodeJS.Timeout>();
  const validate = options.validate ?? true;
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(server, {
    serveClient: false,
  });

  /** Sends a payload to a room (or everyone) if the contract allows it. */
  function publish<E extends ServerEvent>(
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
    room?: string,
    socket?: AppSocket,
  ) {
    if (validate) {
      const problem = contract.checkServerEvent(event, payload);
      if (problem) {
        stats.invalid += 1;
        log(`socket: dropped an invalid ${event}: ${problem}`);
        return;
      }
    }
    stats.sent[event] = (stats.sent[event] ?? 0) + 1;
    const args = [payload] as Parameters<ServerToClientEvents[E]>;
    if (socket) socket.emit(event, ...args);
    else if (room) io.to(room).emit(event, ...args);
    else io.emit(event, ...args);
  }

  const roomSize = (room: string) => io.sockets.adapter.rooms.get(room)?.size ?? 0;

  /** The connections watching tickers, by socket id. */
  const watchers = new Map<string, AppSocket>();

  /** One `daymarket_batch` to each watching connection with the moved tickers it watches (none: no message). */
  function publishBatches(moved: Map<string, DaymarketPayload>, now: number) {
    for (const socket of watchers.values()) {
      const watched = socket.data.watched!;
      const tickers: DaymarketPayload[] = [];
      if (watched.size < moved.size) {
        for (const symbol of watched) {
          const ticker = moved.get(symbol);
          if (ticker) tickers.push(ticker);
        }
      } else for (const [symbol, ticker] of moved) if (watched.has(symbol)) tickers.push(ticker);
      if (tickers.length)
        publish('daymarket_batch', { type: 'daymarket_batch', time: now, tickers }, undefined, socket);
    }
  }

  const isWatched = (symbol: string) => {
    for (const socket of watchers.values()) if (socket.data.watched!.has(symbol)) return true;
    return false;
  };

  /** Publishes what a market step (or a forced trade) did, then lets the accounts settle what it triggered. */
  function publishTicks(ticks: PairTick[], now: number) {
    const moved = new Map<string, DaymarketPayload>();
    const everyTicker = roomSize(EVERY_TICKER_ROOM) > 0;
    for (const tick of ticks) {
      const { pair } = tick;
      // in the order things happen: the trades, then the ticker, bars and book they moved
      const tradeRoom = `match_trade:${pair.symbol}`;
      if (tick.trades.length && roomSize(tradeRoom))
        publish('match_trade', market.trades(pair, tick.trades), tradeRoom);
      if (everyTicker || (watchers.size && isWatched(pair.symbol))) {
        const ticker = market.daymarket(pair, now);
        if (everyTicker) publish('daymarket', ticker, EVERY_TICKER_ROOM);
        moved.set(pair.symbol, ticker);
      }
      for (const period of LIVE_PERIODS) {
        const room = `kline:${pair.symbol}:${period}`;
        if (!roomSize(room)) continue;
        for (const closed of tick.closed)
          if (closed.period === period) publish('kline', market.kline(pair, period, closed.bar()), room);
        publish('kline', market.kline(pair, period, model.bar(pair.symbol, period)), room);
      }
      const depthRoom = `market_depth:${pair.symbol}`;
      if (roomSize(depthRoom)) publish('market_depth', market.depth(pair, model.book(pair.symbol), now), depthRoom);
    }
    publishBatches(moved, now);
    accounts.onMarket();
  }

  function step() {
    const now = clock.now();
    stats.steps += 1;
    publishTicks(model.step(now), now);
  }
  const stepMs = 1000 / (options.ticksPerSecond ?? 2);

  /** The users with a logged-in socket. */
  const onlineUsers = () => {
    const ids = new Set<number>();
    for (const socket of io.sockets.sockets.values()) if (socket.data.userId) ids.add(socket.data.userId);
    return [...ids];
  };

  /** New mail for every user with a socket, stored in their message centre (the accounts push it). */
  const sendMail = () => accounts.sendMail(onlineUsers());

  /**
   * An announcement for every connection: a signed-in user's in the user's language (as their list will show
   * it), a connection without a session in the default one.
   */
  function announce() {
    accounts.announce(onlineUsers(), (anonymous) => {
      for (const socket of io.sockets.sockets.values())
        if (!socket.data.userId) publish('mail_message', anonymous, undefined, socket);
    });
  }

  const reply = <T>(name: keyof ClientToServerEvents, ack: unknown, answer: T) => {
    if (typeof ack !== 'function') return;
    const problem = validate ? contract.checkAck(name, answer) : null;
    if (problem) {
      stats.invalid += 1;
      log(`socket: dropped an invalid acknowledgement of ${name}: ${problem}`);
      return;
    }
    (ack as (value: T) => void)(answer);
  };
  const invalid = (name: keyof ClientToServerEvents, payload: unknown) => contract.checkClientEvent(name, payload);

  accounts.connect(
    (userId, event, payload) => publish(event, payload as never, userRoom(userId)),
    // a session that ended (a newer login, a logout): its connections hear it and leave the user's room
    (token, reason) => {
      for (const socket of io.sockets.sockets.values()) {
        if (socket.data.token !== token) continue;
        publish('session_revoked', { type: 'session_revoked', reason, time: clock.now() }, undefined, socket);
        if (socket.data.userId) void socket.leave(userRoom(socket.data.userId));
        socket.data.userId = undefined;
        socket.data.token = undefined;
      }
    },
  );

  io.on('connection', (socket: AppSocket) => {
    const now = clock.now();
    if (socket.handshake.query.tickers === 'watch') {
      socket.data.watched = new Set();
      watchers.set(socket.id, socket);
    } else {
      void socket.join(EVERY_TICKER_ROOM);
      for (const pair of model.pairs) publish('daymarket', market.daymarket(pair, now), undefined, socket);
    }
    socket.on('disconnect', () => watchers.delete(socket.id));

    socket.on('watch_tickers', (request, ack) => {
      if (invalid('watch_tickers', request))
        return reply('watch_tickers', ack, { ok: false, error: 'invalid request' });
      const before = socket.data.watched ?? new Set<string>();
      const watched = new Set(request.symbols.filter((symbol) => model.has(symbol)));
      socket.data.watched = watched;
      watchers.set(socket.id, socket);
      void socket.leave(EVERY_TICKER_ROOM);
      reply('watch_tickers', ack, { ok: true });
      const at = clock.now();
      const added = model.pairs.filter((pair) => watched.has(pair.symbol) && !before.has(pair.symbol));
      if (added.length)
        publish(
          'daymarket_batch',
          { type: 'daymarket_batch', time: at, tickers: added.map((pair) => market.daymarket(pair, at)) },
          undefined,
          socket,
        );
    });

    socket.on('login', (payload, ack) => {
      const user =
        invalid('login', payload) || !TOKEN.test(payload.token) ? undefined : accounts.userForToken(payload.token);
      if (!user) return reply('login', ack, { ok: false, error: 'invalid token' });
      const userId = user.id;
      if (socket.data.userId && socket.data.userId !== userId) void socket.leave(userRoom(socket.data.userId));
      socket.data.userId = userId;
      socket.data.token = payload.token;
      void socket.join(userRoom(userId));
      reply('login', ack, { ok: true, user_id: userId });
    });

    socket.on('logout', (payload, ack) => {
      if (invalid('logout', payload)) return reply('logout', ack, { ok: false, error: 'invalid request' });
      if (socket.data.userId) void socket.leave(userRoom(socket.data.userId));
      socket.data.userId = undefined;
      socket.data.token = undefined;
      reply('logout', ack, { ok: true });
    });

    socket.on('subscribe', (topic, ack) => {
      if (invalid('subscribe', topic)) return reply('subscribe', ack, { ok: false, error: 'invalid request' });
      if (!model.has(topic.symbol)) return reply('subscribe', ack, { ok: false, error: 'unknown pair' });
      void socket.join(topicRoom(topic));
      reply('subscribe', ack, { ok: true });
      const pair = model.pairs.find((candidate) => candidate.symbol === topic.symbol)!;
      if (topic.channel === 'kline')
        publish('kline', market.kline(pair, topic.period, model.bar(pair.symbol, topic.period)), undefined, socket);
      if (topic.channel === 'market_depth')
        publish('market_depth', market.depth(pair, model.book(pair.symbol), clock.now()), undefined, socket);
    });

    socket.on('unsubscribe', (topic, ack) => {
      if (invalid('unsubscribe', topic)) return reply('unsubscribe', ack, { ok: false, error: 'invalid request' });
      void socket.leave(topicRoom(topic));
      reply('unsubscribe', ack, { ok: true });
    });

    socket.on('chat_send', (request, ack) => {
      if (!socket.data.userId) return reply('chat_send', ack, { ok: false, error: 'not logged in' });
      if (invalid('chat_send', request)) return reply('chat_send', ack, { ok: false, error: 'invalid request' });
      reply('chat_send', ack, accounts.clientEvent(socket.data.userId, 'chat_send', request));
    });

    socket.on('micro_order_placed', (request, ack) => {
      if (!socket.data.userId) return reply('micro_order_placed', ack, { ok: false, error: 'not logged in' });
      if (invalid('micro_order_placed', request))
        return reply('micro_order_placed', ack, { ok: false, error: 'invalid request' });
      reply('micro_order_placed', ack, accounts.clientEvent(socket.data.userId, 'micro_order_placed', request));
    });
  });

  const every = (ms: number, action: () => void) => {
    if (ms <= 0) return;
    const timer = setInterval(action, ms);
    timers.add(timer);
  };
  every(stepMs, step);
  every(options.leverPushMs ?? 1000, () => accounts.publish(onlineUsers()));
  every(options.mailEveryMs ?? 45_000, sendMail);
  every(options.announceEveryMs ?? 120_000, announce);

  return {
    io,
    model,
    clock,
    stats,
    step: (steps = 1) => {
      // the market is a path in time: a step asked for now moves the clock on by one step's time
      for (let index = 0; index < steps; index += 1) {
        clock.advance(Math.round(stepMs));
        step();
      }
    },
    tradeAt: (symbol, price) => {
      const now = clock.now();
      publishTicks(accounts.forcePrice(symbol, price, now), now);
    },
    advance: (ms) => {
      clock.advance(ms);
      step();
    },
    useContract: (document) => {
      // read and checked whole before anything changes: a bundle that does not load leaves the one before
      ({ contract, market } = payloadsOf(document));
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await io.close();
    },
  };
}
