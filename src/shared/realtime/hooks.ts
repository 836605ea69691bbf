/**
 * React hooks over the realtime layer. Each reads one key of a frame-coalesced store with
 * `useSyncExternalStore`, so a component re-renders at most once per animation frame, and only when its own
 * symbol (and period) changed.
 */
import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { ServerEventName, ServerEventPayloads } from '../../gen/socket/events';
import type { KlinePayload } from '../../gen/socket/schemas';
import {
  getConnectionState,
  holdTicker,
  holdTopic,
  onRealtimeEvent,
  subscribeConnectionState,
  type ConnectionState,
} from './holdings';
import type { KeyedStore } from './keyed-store';
import { realtimeConfig } from './realtime-config';
import { createThrottle } from './throttle';
import {
  klineKey,
  klineStore,
  orderBookStore,
  tickerStore,
  tradeStore,
  type KlineSeries,
  type OrderBook,
  type Ticker,
  type TradeList,
} from './market-store';

type StoreKeyOptions<V, S> = {
  /**
   * Re-renders at most this often: the latest value always shows, at the latest that long after it arrived, in the
   * next animation frame with every other store's writes (a timer between frames would make the browser lay the
   * page out an extra time).
   */
  atMostEveryMs?: number;
  /** The part of the value read: the component re-renders only when it changes (compared with Object.is). */
  select?: (value: V | undefined) => S;
};

/** Reads one key of a store. */
function useStoreKey<V, U, S = V | undefined>(
  store: KeyedStore<V, U>,
  key: string,
  { atMostEveryMs = 0, select = (value) => value as S }: StoreKeyOptions<V, S> = {},
): S {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!atMostEveryMs) return store.subscribe(key, listener);
      const throttle = createThrottle(atMostEveryMs, listener, (go) => realtimeConfig().requestFrame(go));
      const unsubscribe = store.subscribe(key, throttle.request);
      return () => {
        throttle.reset();
        unsubscribe();
      };
    },
    [store, key, atMostEveryMs],
  );
  const read = () => select(store.get(key));
  return useSyncExternalStore(subscribe, read, read);
}

const lastPriceOf = (ticker: Ticker | undefined, fallback: string) => ticker?.now_price ?? fallback;

/** The live 24-hour ticker of a pair ("BTC/USDT"); undefined until the first push. Watched while mounted. */
export function useTicker(
  symbol: string,
  options: Pick<StoreKeyOptions<Ticker, Ticker>, 'atMostEveryMs'> = {},
): Ticker | undefined {
  useEffect(() => holdTicker(symbol), [symbol]);
  return useStoreKey(tickerStore, symbol, options);
}

/**
 * The pair's last price as text (the ticker's `now_price`; `fallback` until the first push). Re-renders only when
 * the price itself changes: a leaf that shows the price, not a whole form around it.
 */
export function useLastPrice(symbol: string, fallback: string): string {
  useEffect(() => holdTicker(symbol), [symbol]);
  return useStoreKey(tickerStore, symbol, { select: (ticker) => lastPriceOf(ticker, fallback) });
}

/**
 * Reads the pair's last price when called (validating or confirming an order) without re-rendering on its ticks;
 * the pair is watched while mounted.
 */
export function useLastPriceReader(symbol: string, fallback: string): () => string {
  useEffect(() => holdTicker(symbol), [symbol]);
  return useCallback(() => lastPriceOf(tickerStore.get(symbol), fallback), [symbol, fallback]);
}

/** Bars pushed since mounting, oldest first (merge them into the history from /currency/new_timeshar). */
export function useKline(
  symbol: string,
  period: KlinePayload['period'],
  options: Pick<StoreKeyOptions<KlineSeries, KlineSeries>, 'atMostEveryMs'> = {},
): KlineSeries | undefined {
  useEffect(() => holdTopic({ channel: 'kline', symbol, period }), [symbol, period]);
  return useStoreKey(klineStore, klineKey(symbol, period), options);
}

/** The top of the book, best level first on both sides. */
export function useOrderBook(symbol: string): OrderBook | undefined {
  useEffect(() => holdTopic({ channel: 'market_depth', symbol }), [symbol]);
  return useStoreKey(orderBookStore, symbol);
}

/** Recent trades, newest first. */
export function useTrades(symbol: string): TradeList | undefined {
  useEffect(() => holdTopic({ channel: 'match_trade', symbol }), [symbol]);
  return useStoreKey(tradeStore, symbol);
}

/** connecting, connected, reconnecting or offline. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeConnectionState, getConnectionState, getConnectionState);
}

/**
 * Calls `handler` with every valid `name` event while mounted, one by one (settlements, closes, mail, chat);
 * the latest handler is used without re-subscribing.
 */
export function useRealtimeEvent<N extends ServerEventName>(
  name: N,
  handler: (payload: ServerEventPayloads[N]) => void,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => onRealtimeEvent(name, (payload) => onEvent(payload)), [name]);
}
