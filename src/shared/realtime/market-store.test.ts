import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KlinePayload, MarketDepthPayload, MatchTradePayload } from '../../gen/socket/schemas';
import { createKeyedStore } from './keyed-store';
import { clearMarketStores, klineKey, klineStore, orderBookStore, tradeStore } from './market-store';
import { configureRealtime, resetRealtimeConfig } from './realtime-config';

/** How many k-line bars and trades the stores keep. */
const KLINE_BARS_KEPT = 500;
const TRADES_KEPT = 50;

let frames: Array<() => void> = [];
const nextFrame = () => frames.splice(0).forEach((flush) => flush());

beforeEach(() => {
  resetRealtimeConfig();
  clearMarketStores();
  frames = [];
  configureRealtime({ requestFrame: (flush) => frames.push(flush) });
});
afterEach(() => vi.unstubAllGlobals());

const pair = { symbol: 'BTC/USDT', currency_id: 1, legal_id: 3, currency_name: 'BTC', legal_name: 'USDT', match_id: 1 };
const bar = (time: number, close: number): KlinePayload => ({
  type: 'kline',
  period: '1min',
  ...pair,
  time,
  open: 100,
  high: Math.max(100, close),
  low: Math.min(100, close),
  close,
  volume: 1,
});

describe('keyed store', () => {
  it('commits once per frame and tells only the listeners of the keys that changed', () => {
    const store = createKeyedStore<number, number>({
      draft: (value) => value ?? 0,
      apply: (value, add) => value + add,
    });
    const [a, b] = [vi.fn(), vi.fn()];
    store.subscribe('a', a);
    store.subscribe('b', b);
    store.write('a', 1);
    store.write('a', 2);
    expect(store.get('a')).toBeUndefined();
    expect(frames).toHaveLength(1);
    nextFrame();
    expect(store.get('a')).toBe(3);
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 0]);
    expect(store.stats).toMatchObject({ frames: 1, keys: 1, notifications: 1 });
  });

  it('flushes every store written before a frame in that one frame, so React renders them in one pass', () => {
    const scheduled: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => scheduled.push(callback));
    resetRealtimeConfig(); // the app's own frame scheduling
    const order: string[] = [];
    const rules = { draft: (value: number | undefined) => value ?? 0, apply: (_value: number, next: number) => next };
    const [ticks, depth] = [createKeyedStore<number, number>(rules), createKeyedStore<number, number>(rules)];
    ticks.subscribe('BTC/USDT', () => order.push('ticker'));
    depth.subscribe('BTC/USDT', () => order.push('book'));
    ticks.write('BTC/USDT', 1);
    depth.write('BTC/USDT', 2);
    ticks.write('BTC/USDT', 3);
    expect(scheduled).toHaveLength(1);
    scheduled.splice(0).forEach((run) => run(0));
    expect(order).toEqual(['ticker', 'book']);
    expect([ticks.get('BTC/USDT'), depth.get('BTC/USDT')]).toEqual([3, 2]);
    // the next write asks for the next frame
    depth.write('BTC/USDT', 4);
    expect(scheduled).toHaveLength(1);
  });

  it('keeps a listener added after another one left', () => {
    const store = createKeyedStore<number, number>({ draft: (value) => value ?? 0, apply: (_value, next) => next });
    const first = vi.fn();
    const second = vi.fn();
    const leave = store.subscribe('a', first);
    leave();
    store.subscribe('a', second);
    leave(); // a late second call must not drop the new listener
    store.write('a', 1);
    nextFrame();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});

describe('market stores', () => {
  it('k-line: replaces the forming bar, appends a later one, inserts an earlier one, keeps the last bars', () => {
    const key = klineKey('BTC/USDT', '1min');
    klineStore.write(key, bar(120_000, 101));
    klineStore.write(key, bar(120_000, 102));
    klineStore.write(key, bar(180_000, 103));
    klineStore.write(key, bar(60_000, 99));
    nextFrame();
    expect(klineStore.get(key)?.bars.map((candle) => [candle.time, candle.close])).toEqual([
      [60_000, 99],
      [120_000, 102],
      [180_000, 103],
    ]);
    const committed = klineStore.get(key);
    for (let index = 0; index < KLINE_BARS_KEPT + 10; index += 1)
      klineStore.write(key, bar(240_000 + index * 60_000, 100));
    expect(klineStore.get(key)).toBe(committed); // drafts stay out of sight until the frame
    nextFrame();
    expect(klineStore.get(key)?.bars).toHaveLength(KLINE_BARS_KEPT);
    expect(committed?.bars).toHaveLength(3); // the committed value React holds is never changed in place
  });

  it('order book: best level first on both sides, whatever order arrives', () => {
    const depth: MarketDepthPayload = {
      type: 'market_depth',
      ...pair,
      'base-currency': 'BTC',
      'quote-currency': 'USDT',
      bids: [
        [99, 1],
        [100, 2],
      ],
      asks: [
        [103, 1],
        [101, 2],
        [102, 3],
      ],
    };
    orderBookStore.write('BTC/USDT', depth);
    nextFrame();
    expect(orderBookStore.get('BTC/USDT')).toMatchObject({
      bids: [
        [100, 2],
        [99, 1],
      ],
      asks: [
        [101, 2],
        [102, 3],
        [103, 1],
      ],
    });
  });

  it('trades: newest first, the last ones kept', () => {
    const trades = (from: number, count: number): MatchTradePayload => ({
      type: 'match_trade',
      ...pair,
      'base-currency': 'BTC',
      'quote-currency': 'USDT',
      data: Array.from({ length: count }, (_, index) => ({
        id: from + index,
        tradeId: from + index,
        price: 100,
        amount: 1,
        direction: 'buy' as const,
        ts: from + index,
      })),
    });
    tradeStore.write('BTC/USDT', trades(1, 3));
    nextFrame();
    expect(tradeStore.get('BTC/USDT')?.trades.map((trade) => trade.id)).toEqual([3, 2, 1]);
    tradeStore.write('BTC/USDT', trades(4, TRADES_KEPT));
    nextFrame();
    const ids = tradeStore.get('BTC/USDT')?.trades.map((trade) => trade.id);
    expect(ids).toHaveLength(TRADES_KEPT);
    expect(ids?.[0]).toBe(TRADES_KEPT + 3);
  });
});
