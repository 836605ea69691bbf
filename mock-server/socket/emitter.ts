/**
 * The mock's socket.io server: the events of asyncapi/dist/asyncapi.yaml, driven by the market model.
 * - Every connection gets every pair's `daymarket` ticker (a snapshot on connect, then every move).
 * - `subscribe`/`unsubscribe` join and leave topic rooms (k-line of a symbol and period, order book and trades of a
 *   symbol); a new subscriber gets the current bar or book at once.
 * - `login` with a session token (any 32 lowercase hex characters; the user id is derived from it) joins the user's
 *   private room: futures positions (`lever_trade`, `lever_closed`), seconds options reported with
 *   `micro_order_placed` (settled at expiry: `closed_microorder`), balances, mail and chat.
 * Every payload is checked against the contract before it is sent; an invalid one is logged and dropped (and
 * counted in `stats.invalid`). Client requests are checked too and refused with an acknowledgement if invalid.
 */
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/gen/socket/events.ts';
import type { MailMessagePayload, Topic } from '../../src/gen/socket/schemas.ts';
import { applyMockSchemaHints } from '../mock-document.ts';
import { createMarketPayloads } from './market-events.ts';
import { MarketModel } from './market-model.ts';
import { createPayloadFaker } from './payload-faker.ts';
import { PERIODS } from './periods.ts';
import { loadRealtimeContract } from './realtime-contract.ts';
import { LISTED_PAIR_COUNT } from './catalogue.ts';
import { UserDesk } from './user-desk.ts';

export type EmitterOptions = {
  /** Pairs to quote (default: the listed ones; more adds synthetic pairs). */
  symbols?: number;
  /** Market steps per second; each pair trades in a step with a probability of 0.7. */
  ticksPerSecond?: number;
  /** Seed of the market and of the faker (default: the time). Same seed, same market. */
  seed?: number;
  /** Multiplies the size of price moves. */
  volatility?: number;
  /** Check every outgoing payload against the contract (default true). */
  validate?: boolean;
  /** Bundled AsyncAPI document to read. */
  document?: string;
  /** How often private futures updates go out per user (ms). */
  leverPushMs?: number;
  /** How often a user gets new mail, and everyone an announcement (ms; 0 = never). */
  mailEveryMs?: number;
  announceEveryMs?: number;
  /** Delay of the customer-service answer (ms). */
  chatReplyMs?: number;
  /** Delay before positions reopen after some closed (ms). */
  reopenMs?: number;
  log?: (line: string) => void;
};

/** Options from the environment of `npm run mock`: SOCKET_SEED, SOCKET_SYMBOLS, SOCKET_RATE. */
export function emitterOptionsFromEnv(env: Record<string, string | undefined>): EmitterOptions {
  const number = (name: string) => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    if (!Number.isFinite(Number(value)) || Number(value) <= 0) throw new Error(`${name} must be a positive number`);
    return Number(value);
  };
  return { seed: number('SOCKET_SEED'), symbols: number('SOCKET_SYMBOLS'), ticksPerSecond: number('SOCKET_RATE') };
}

export type EmitterStats = { sent: Record<string, number>; invalid: number; steps: number };

export type Emitter = {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
  model: MarketModel;
  stats: EmitterStats;
  /** Stops the timers and closes socket.io (and with it the HTTP server it is attached to). */
  close: () => Promise<void>;
};

type ServerEvent = keyof ServerToClientEvents;
type SocketData = { userId?: number };
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const TOKEN = /^[0-9a-f]{32}$/;
const topicRoom = (topic: Topic) =>
  topic.channel === 'kline' ? `kline:${topic.symbol}:${topic.period}` : `${topic.channel}:${topic.symbol}`;
const userRoom = (userId: number) => `user:${userId}`;
const userIdOf = (token: string) => 1000 + (parseInt(token.slice(0, 8), 16) % 90000);

export function attachEmitter(server: HttpServer, options: EmitterOptions = {}): Emitter {
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const log = options.log ?? ((line: string) => console.log(line));
  const contract = loadRealtimeContract(options.document);
  // Payloads are generated from the mock's view of the contract (x-mock-schema hints applied, like Prism's
  // document), and checked against the published contract itself before they are sent.
  const mockView = structuredClone(contract.document);
  applyMockSchemaHints(mockView);
  const faker = createPayloadFaker(mockView, seed);
  const model = new MarketModel({
    symbols: options.symbols ?? LISTED_PAIR_COUNT,
    seed,
    volatility: options.volatility,
    now: Date.now(),
  });
  const market = createMarketPayloads(model, faker);
  const desks = new Map<number, UserDesk>();
  const stats: EmitterStats = { sent: {}, invalid: 0, steps: 0 };
  const timers = new Set<NodeJS.Timeout>();
  const validate = options.validate ?? true;
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(server, {
    serveClient: false,
  });
  /** Pairs that moved since the last futures push, per user. */
  const dirty = new Map<number, Set<string>>();

  const later = (delay: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, delay);
    timers.add(timer);
  };

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

  function step() {
    const now = Date.now();
    stats.steps += 1;
    for (const tick of model.step(now)) {
      const { pair } = tick;
      // in the order things happen: the trades, then the ticker, bars and book they moved
      const tradeRoom = `match_trade:${pair.symbol}`;
      if (roomSize(tradeRoom)) publish('match_trade', market.trades(pair, tick.trades), tradeRoom);
      publish('daymarket', market.daymarket(pair, now));
      for (const period of PERIODS) {
        const room = `kline:${pair.symbol}:${period}`;
        if (!roomSize(room)) continue;
        for (const closed of tick.closed)
          if (closed.period === period) publish('kline', market.kline(pair, period, closed.bar), room);
        publish('kline', market.kline(pair, period, model.bar(pair.symbol, period)), room);
      }
      const depthRoom = `market_depth:${pair.symbol}`;
      if (roomSize(depthRoom)) publish('market_depth', market.depth(pair, model.book(pair.symbol), now), depthRoom);
      for (const desk of desks.values()) {
        if (!desk.holds(pair.symbol)) continue;
        const { moved, closed, balances } = desk.mark(pair.symbol, now);
        for (const payload of closed) publish('lever_closed', payload, userRoom(desk.userId));
        for (const payload of balances) publish('balance_change', payload, userRoom(desk.userId));
        if (!moved && !closed.length) continue;
        const symbols = dirty.get(desk.userId) ?? new Set<string>();
        dirty.set(desk.userId, symbols.add(pair.symbol));
      }
    }
    for (const desk of desks.values()) desk.reopen(now, options.reopenMs ?? 3000);
  }

  /** Futures updates per user at most every leverPushMs, for the pairs that moved. */
  function pushLever() {
    for (const [userId, symbols] of dirty) {
      const desk = desks.get(userId);
      if (!desk || !roomSize(userRoom(userId))) continue;
      for (const symbol of symbols) publish('lever_trade', desk.leverTrade(symbol), userRoom(userId));
    }
    dirty.clear();
  }

  function sendMail() {
    for (const desk of desks.values())
      if (roomSize(userRoom(desk.userId))) publish('mail_message', desk.mail(Date.now()), userRoom(desk.userId));
  }

  function announce() {
    const message = faker.fake('#/components/schemas/MailMessage') as NonNullable<MailMessagePayload['message']>;
    publish('mail_message', {
      type: 'mail_message',
      period: true,
      message: {
        ...message,
        type: 3,
        title: 'Scheduled maintenance on 18 November',
        create_time: Math.floor(Date.now() / 1000),
        is_read: 0,
      },
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

  io.on('connection', (socket: AppSocket) => {
    const now = Date.now();
    for (const pair of model.pairs) publish('daymarket', market.daymarket(pair, now), undefined, socket);

    socket.on('login', (payload, ack) => {
      if (invalid('login', payload) || !TOKEN.test(payload.token))
        return reply('login', ack, { ok: false, error: 'invalid token' });
      const userId = userIdOf(payload.token);
      if (socket.data.userId && socket.data.userId !== userId) void socket.leave(userRoom(socket.data.userId));
      socket.data.userId = userId;
      if (!desks.has(userId)) desks.set(userId, new UserDesk(userId, model, faker, seed, Date.now()));
      void socket.join(userRoom(userId));
      reply('login', ack, { ok: true, user_id: userId });
    });

    socket.on('logout', (payload, ack) => {
      if (invalid('logout', payload)) return reply('logout', ack, { ok: false, error: 'invalid request' });
      if (socket.data.userId) void socket.leave(userRoom(socket.data.userId));
      socket.data.userId = undefined;
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
        publish('market_depth', market.depth(pair, model.book(pair.symbol), Date.now()), undefined, socket);
    });

    socket.on('unsubscribe', (topic, ack) => {
      if (invalid('unsubscribe', topic)) return reply('unsubscribe', ack, { ok: false, error: 'invalid request' });
      void socket.leave(topicRoom(topic));
      reply('unsubscribe', ack, { ok: true });
    });

    socket.on('chat_send', (request, ack) => {
      const desk = socket.data.userId ? desks.get(socket.data.userId) : undefined;
      if (!desk) return reply('chat_send', ack, { ok: false, error: 'not logged in' });
      if (invalid('chat_send', request)) return reply('chat_send', ack, { ok: false, error: 'invalid request' });
      const message = desk.chatSend(request, Date.now());
      reply('chat_send', ack, { ok: true, message });
      later(options.chatReplyMs ?? 1500, () =>
        publish('chat_message', desk.chatReply(message, Date.now()), userRoom(desk.userId)),
      );
    });

    socket.on('micro_order_placed', (request, ack) => {
      const desk = socket.data.userId ? desks.get(socket.data.userId) : undefined;
      if (!desk) return reply('micro_order_placed', ack, { ok: false, error: 'not logged in' });
      if (invalid('micro_order_placed', request))
        return reply('micro_order_placed', ack, { ok: false, error: 'invalid request' });
      const placed = desk.placeMicro(request, Date.now());
      if (!placed.ok) return reply('micro_order_placed', ack, placed);
      reply('micro_order_placed', ack, { ok: true, order: placed.order });
      publish('balance_change', placed.balance, userRoom(desk.userId));
      later(request.seconds * 1000, () => {
        const settled = desk.settleMicro(request.id, Date.now());
        if (!settled) return;
        publish('closed_microorder', settled.closed, userRoom(desk.userId));
        publish('balance_change', settled.balance, userRoom(desk.userId));
      });
    });
  });

  const every = (ms: number, action: () => void) => {
    if (ms <= 0) return;
    const timer = setInterval(action, ms);
    timers.add(timer);
  };
  every(1000 / (options.ticksPerSecond ?? 2), step);
  every(options.leverPushMs ?? 1000, pushLever);
  every(options.mailEveryMs ?? 45_000, sendMail);
  every(options.announceEveryMs ?? 120_000, announce);

  return {
    io,
    model,
    stats,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await io.close();
    },
  };
}
