/**
 * What the screens hold of the realtime layer, apart from the connection itself: topics and watched pairs
 * (reference-counted), the connection's state and the event listeners. The hooks need only this; the socket.io
 * client and the event schemas (connection.ts, 43 KB gzip) load after the first signed-in page shows, and send
 * everything held here when they connect.
 */
import type { ServerEventName, ServerEventPayloads } from '../../gen/socket/events';
import type { Topic } from '../../gen/socket/schemas';
import { klineKey, klineStore } from './market-store';

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';
export type { Topic };
type EventListener<N extends ServerEventName> = (payload: ServerEventPayloads[N]) => void;

/** What the connection does when the held topics or watched pairs change (nothing until it has loaded). */
type ConnectionLink = {
  subscription: (event: 'subscribe' | 'unsubscribe', topic: Topic) => void;
  watchedTickersChanged: () => void;
};

let link: ConnectionLink | null = null;
let state: ConnectionState = 'offline';
const stateListeners = new Set<() => void>();
const topics = new Map<string, { topic: Topic; refs: number }>();
const watchedTickers = new Map<string, number>();
const eventListeners = new Map<ServerEventName, Set<(payload: unknown) => void>>();

export const topicKey = (topic: Topic) =>
  topic.channel === 'kline' ? `kline|${topic.symbol}|${topic.period}` : `${topic.channel}|${topic.symbol}`;

/** The connection tells the holdings what to call; it sends what is already held on connecting. */
export function linkConnection(next: ConnectionLink | null): void {
  link = next;
}

export function setConnectionState(next: ConnectionState): void {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

export const getConnectionState = (): ConnectionState => state;

export function subscribeConnectionState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** Holds a topic (k-line of a symbol and period, order book or trades of a symbol) until the returned function runs. */
export function holdTopic(topic: Topic): () => void {
  const key = topicKey(topic);
  const entry = topics.get(key);
  if (entry) entry.refs += 1;
  else {
    topics.set(key, { topic, refs: 1 });
    link?.subscription('subscribe', topic);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = topics.get(key);
    if (!current || --current.refs > 0) return;
    topics.delete(key);
    link?.subscription('unsubscribe', topic);
    if (topic.channel === 'kline') klineStore.remove(klineKey(topic.symbol, topic.period));
  };
}

export const isTopicHeld = (topic: Topic) => topics.has(topicKey(topic));

/**
 * The topics held now, for the connection and tests.
 * @internal
 */
export const heldTopics = (): Topic[] => [...topics.values()].map((entry) => entry.topic);

/** Watches a pair's ticker ("BTC/USDT") until the returned function runs; the server sends only watched pairs. */
export function holdTicker(symbol: string): () => void {
  const refs = watchedTickers.get(symbol) ?? 0;
  watchedTickers.set(symbol, refs + 1);
  if (refs === 0) link?.watchedTickersChanged();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (watchedTickers.get(symbol) ?? 1) - 1;
    if (left > 0) return void watchedTickers.set(symbol, left);
    watchedTickers.delete(symbol);
    link?.watchedTickersChanged();
  };
}

export const watchedTickerSymbols = () => [...watchedTickers.keys()];

/** Calls `listener` with every valid `name` event, one at a time, until the returned function is called. */
export function onRealtimeEvent<N extends ServerEventName>(name: N, listener: EventListener<N>): () => void {
  let set = eventListeners.get(name);
  if (!set) eventListeners.set(name, (set = new Set()));
  const entry = listener as (payload: unknown) => void;
  set.add(entry);
  return () => {
    set.delete(entry);
  };
}

/** Hands a validated event to its listeners; one failing listener does not keep it from the others. */
export function dispatchRealtimeEvent(name: ServerEventName, payload: unknown): void {
  for (const listener of eventListeners.get(name) ?? []) {
    try {
      listener(payload);
    } catch (error) {
      console.error(`realtime: a ${name} listener failed`, error);
    }
  }
}

/**
 * Forgets every topic, pair and listener, between tests.
 * @internal
 */
export function resetHoldings(): void {
  topics.clear();
  watchedTickers.clear();
  eventListeners.clear();
  stateListeners.clear();
  state = 'offline';
}
