/**
 * The app's one socket.io connection (see asyncapi/ for the events). What screens hold (topics, watched pairs,
 * listeners, the state shown) lives in holdings.ts, which the hooks import without this module.
 * - Options of the specification (socket-options.ts); the page's origin unless configured otherwise.
 * - After every connect (and so after every reconnection) it authenticates with the current token (`login`),
 *   subscribes again to every topic some component holds (`subscribe`) and watches the tickers of the pairs some
 *   component shows (`watch_tickers`); topics and pairs are reference-counted. Tickers then come batched, one
 *   `daymarket_batch` per market interval with only those pairs (a server without batches sends every pair's
 *   `daymarket`, which lands in the same store).
 * - Every incoming payload is validated with the generated zod schema; an invalid one is dropped and reported
 *   (`onInvalidPayload`), never thrown. Market data goes to the frame-coalesced stores; every event also goes, one
 *   by one, to the listeners registered with `onRealtimeEvent` (settlements, closes, mail, chat).
 */
import { io, type Socket } from 'socket.io-client';
import {
  clientEventSchemas,
  serverEventSchemas,
  type ClientEventAcks,
  type ClientEventName,
  type ClientEventPayloads,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerToClientEvents,
} from '../../gen/socket/events';
import {
  dispatchRealtimeEvent,
  getConnectionState,
  heldTopics,
  isTopicHeld,
  resetHoldings,
  linkConnection,
  setConnectionState,
  topicKey,
  watchedTickerSymbols,
  type Topic,
} from './holdings';
import { klineKey, klineStore, orderBookStore, tickerStore, tradeStore } from './market-store';
import { realtimeConfig } from './realtime-config';
import { SOCKET_OPTIONS, SOCKET_TIMING } from './socket-options';
import { createThrottle } from './throttle';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Issue = { path: PropertyKey[]; message: string };

class RealtimeRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RealtimeRequestError';
  }
}

let socket: AppSocket | null = null;
let userId: number | null = null;
let tickerWatchQueued = false;
/** The watched set is sent at most this often; a pair scrolled into view shows its last quotation until then. */
const TICKER_WATCH_EVERY_MS = 250;
const authListeners = new Set<(userId: number) => void>();
let detachWindow: (() => void) | null = null;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const setState = setConnectionState;

export const getRealtimeUserId = (): number | null => userId;

const describe = (issues: Issue[]) =>
  issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(payload)'}: ${issue.message}`)
    .join('; ');

/**
 * Validates, routes and dispatches one server event. Exported for tests of the validation path.
 * @internal
 */
export function receive(name: ServerEventName, payload: unknown): void {
  const result = serverEventSchemas[name].safeParse(payload);
  if (!result.success) {
    realtimeConfig().onInvalidPayload({ event: name, issues: describe(result.error.issues), payload });
    return;
  }
  const data = result.data;
  switch (data.type) {
    case 'daymarket':
      tickerStore.write(data.symbol, data);
      break;
    case 'daymarket_batch':
      // validated once as a whole above; each entry is a ticker like a single push
      for (const ticker of data.tickers) tickerStore.write(ticker.symbol, ticker);
      break;
    case 'kline':
      // the original backend broadcasts every pair and period: keep only what a component holds
      if (isTopicHeld({ channel: 'kline', symbol: data.symbol, period: data.period }))
        klineStore.write(klineKey(data.symbol, data.period), data);
      break;
    case 'market_depth':
      if (isTopicHeld({ channel: 'market_depth', symbol: data.symbol })) orderBookStore.write(data.symbol, data);
      break;
    case 'match_trade':
      if (isTopicHeld({ channel: 'match_trade', symbol: data.symbol })) tradeStore.write(data.symbol, data);
      break;
  }
  dispatchRealtimeEvent(name, data);
}

/** Emits a client event and waits for its acknowledgement, validated against the contract. */
export async function requestRealtime<N extends ClientEventName>(
  name: N,
  payload: ClientEventPayloads[N],
): Promise<ClientEventAcks[N]> {
  const schemas = clientEventSchemas[name];
  const checked = schemas.payload.safeParse(payload);
  if (!checked.success) throw new RealtimeRequestError(`invalid ${name}: ${describe(checked.error.issues)}`);
  if (!socket?.connected) throw new RealtimeRequestError('not connected');
  const loose = socket as unknown as {
    timeout: (ms: number) => { emitWithAck: (event: string, ...args: unknown[]) => Promise<unknown> };
  };
  let reply: unknown;
  try {
    reply = await loose.timeout(realtimeConfig().ackTimeoutMs).emitWithAck(name, checked.data);
  } catch {
    throw new RealtimeRequestError(`no acknowledgement of ${name}`);
  }
  if (!schemas.ack) return undefined as unknown as ClientEventAcks[N];
  const result = schemas.ack.safeParse(reply);
  if (!result.success) {
    realtimeConfig().onInvalidPayload({
      event: `${name} acknowledgement`,
      issues: describe(result.error.issues),
      payload: reply,
    });
    throw new RealtimeRequestError(`invalid acknowledgement of ${name}`);
  }
  return result.data as ClientEventAcks[N];
}

/**
 * Calls `listener` after every successful socket `login` (the first connection and each reconnection), when
 * private events flow again and client events such as `chat_send` are accepted.
 */
export function onRealtimeAuthenticated(listener: (userId: number) => void): () => void {
  authListeners.add(listener);
  return () => void authListeners.delete(listener);
}

/** Sends `login` with the current token, or `logout` when there is none; call it after the app logs in or out. */
export async function refreshRealtimeAuth(): Promise<void> {
  if (!socket?.connected) return;
  const token = realtimeConfig().getToken();
  if (!token) {
    if (userId !== null) await requestRealtime('logout', {}).catch(() => undefined);
    userId = null;
    return;
  }
  try {
    const reply = await requestRealtime('login', { token });
    userId = reply.ok ? reply.user_id : null;
    if (!reply.ok) console.warn(`realtime: login refused (${reply.error})`);
    else for (const listener of authListeners) listener(reply.user_id);
  } catch (error) {
    userId = null;
    console.warn('realtime: login failed', error);
  }
}

function sendSubscription(event: 'subscribe' | 'unsubscribe', topic: Topic): void {
  if (!socket?.connected) return; // sent on (re)connection instead; socket.io would otherwise buffer a duplicate
  requestRealtime(event, topic)
    .then((reply) => {
      if (!reply.ok) console.warn(`realtime: ${event} ${topicKey(topic)} refused (${reply.error})`);
    })
    .catch(() => undefined);
}

function sendTickerWatch(): void {
  if (!socket?.connected) return; // sent on (re)connection instead
  requestRealtime('watch_tickers', { symbols: watchedTickerSymbols() })
    .then((reply) => {
      if (!reply.ok) console.warn(`realtime: watch_tickers refused (${reply.error})`);
    })
    .catch(() => undefined);
}

const tickerWatch = createThrottle(TICKER_WATCH_EVERY_MS, sendTickerWatch);

/**
 * Sends the watched set once for all the changes of the moment (a list's rows mount and unmount together), and at
 * most every TICKER_WATCH_EVERY_MS: a list scrolled without a pause changes its rows several times a second.
 */
function queueTickerWatch(): void {
  if (tickerWatchQueued) return;
  tickerWatchQueued = true;
  queueMicrotask(() => {
    tickerWatchQueued = false;
    tickerWatch.request();
  });
}

linkConnection({ subscription: sendSubscription, watchedTickersChanged: queueTickerWatch });

function onConnect(): void {
  setState('connected');
  void refreshRealtimeAuth();
  tickerWatch.runNow();
  for (const topic of heldTopics()) sendSubscription('subscribe', topic);
}

function onDisconnect(reason: string): void {
  userId = null;
  if (reason === 'io client disconnect') return setState('offline');
  setState(isOffline() ? 'offline' : 'reconnecting');
  if (reason === 'io server disconnect') {
    // socket.io does not retry when the server closed the connection on purpose; retry within the same delays
    const delay = SOCKET_TIMING.reconnectionDelayMs * (1 + (Math.random() * 2 - 1) * SOCKET_TIMING.randomizationFactor);
    setTimeout(() => socket?.connect(), delay);
  }
}

/** Opens the shared connection (once; later calls do nothing). */
export function connectRealtime(): void {
  if (socket) return;
  const config = realtimeConfig();
  const options = { ...SOCKET_OPTIONS, ...config.socketOptions };
  const created: AppSocket = config.url ? io(config.url, options) : io(options);
  socket = created;
  created.on('connect', onConnect);
  created.on('disconnect', onDisconnect);
  created.on('connect_error', () => {
    if (!created.active) setState('offline');
    else if (getConnectionState() !== 'connecting') setState(isOffline() ? 'offline' : 'reconnecting');
  });
  created.io.on('reconnect_attempt', () => setState(isOffline() ? 'offline' : 'reconnecting'));
  for (const name of Object.keys(serverEventSchemas) as ServerEventName[])
    (created as unknown as Socket).on(name, (payload: unknown) => receive(name, payload));
  if (typeof window !== 'undefined') {
    const offline = () => setState('offline');
    const online = () => {
      if (!created.connected) setState('reconnecting');
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    detachWindow = () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }
  setState(isOffline() ? 'offline' : 'connecting');
  created.connect();
}

/** Closes the connection; held topics stay held and are subscribed again by the next `connectRealtime`. */
function disconnectRealtime(): void {
  const current = socket;
  socket = null;
  userId = null;
  detachWindow?.();
  detachWindow = null;
  current?.removeAllListeners();
  current?.io.removeAllListeners();
  current?.disconnect();
  setState('offline');
}

/**
 * The underlying socket, for tests.
 * @internal
 */
export const realtimeSocket = (): AppSocket | null => socket;

/**
 * Forgets everything: connection, topics, listeners, between tests.
 * @internal
 */
export function resetRealtimeConnection(): void {
  disconnectRealtime();
  resetHoldings();
  tickerWatch.reset();
  tickerWatchQueued = false;
  authListeners.clear();
}
