/**
 * The live market data of the app, one keyed store per kind, fed by the socket and read by the hooks:
 * tickers by symbol, k-line bars by symbol and period, order books by symbol, recent trades by symbol.
 */
import type {
  DaymarketPayload,
  DepthLevel,
  KlinePayload,
  MarketDepthPayload,
  MatchTradePayload,
  MarketTrade,
} from '../../gen/socket/schemas';
import { createKeyedStore } from './keyed-store';

export type Ticker = DaymarketPayload;
export type KlineBarUpdate = Pick<KlinePayload, 'time' | 'open' | 'high' | 'low' | 'close' | 'volume'>;
/** Bars received since the chart subscribed, oldest first; the last one is still forming. */
export type KlineSeries = { symbol: string; period: KlinePayload['period']; bars: KlineBarUpdate[] };
export type OrderBook = { symbol: string; bids: DepthLevel[]; asks: DepthLevel[]; time?: number };
/** Recent trades, newest first. */
export type TradeList = { symbol: string; trades: MarketTrade[] };

const KLINE_BARS_KEPT = 500;
const TRADES_KEPT = 50;

export const klineKey = (symbol: string, period: string) => `${symbol}|${period}`;

export const tickerStore = createKeyedStore<Ticker | undefined, Ticker>({
  draft: (committed) => committed,
  apply: (_draft, ticker) => ticker,
});

export const klineStore = createKeyedStore<KlineSeries, KlinePayload>({
  draft: (committed) => ({ symbol: '', period: '1min', ...committed, bars: [...(committed?.bars ?? [])] }),
  apply: (series, { symbol, period, time, open, high, low, close, volume }) => {
    const bar = { time, open, high, low, close, volume };
    const bars = series.bars;
    const last = bars.at(-1);
    if (!last || time > last.time) bars.push(bar);
    else if (time === last.time) bars[bars.length - 1] = bar;
    else {
      const index = bars.findIndex((candidate) => candidate.time >= time);
      if (bars[index].time === time) bars[index] = bar;
      else bars.splice(index, 0, bar);
    }
    if (bars.length > KLINE_BARS_KEPT) bars.splice(0, bars.length - KLINE_BARS_KEPT);
    return { symbol, period, bars };
  },
});

/** Best level first on both sides, whatever order the server used (the original backend sent asks highest first). */
export const orderBookStore = createKeyedStore<OrderBook | undefined, MarketDepthPayload>({
  draft: (committed) => committed,
  apply: (_draft, { symbol, bids, asks, time }) => ({
    symbol,
    bids: [...bids].sort((a, b) => b[0] - a[0]),
    asks: [...asks].sort((a, b) => a[0] - b[0]),
    time,
  }),
});

export const tradeStore = createKeyedStore<TradeList, MatchTradePayload>({
  draft: (committed) => ({ symbol: committed?.symbol ?? '', trades: [...(committed?.trades ?? [])] }),
  apply: (list, { symbol, data }) => {
    const trades = [...[...data].reverse(), ...list.trades].slice(0, TRADES_KEPT);
    return { symbol, trades };
  },
});

/**
 * Empties every market store, between tests.
 * @internal
 */
export function clearMarketStores(): void {
  tickerStore.clear();
  klineStore.clear();
  orderBookStore.clear();
  tradeStore.clear();
}
