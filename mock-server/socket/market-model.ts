/**
 * The mock market: one price path per pair, and everything derived from it, so that the pushes agree.
 * - Each step, a pair trades with some probability, one to three trades; each trade moves the price by a random
 *   step (log-normal, pulled gently back toward the pair's opening price so that a long run stays plausible).
 * - The trades feed the pair's k-line bars of every period (a bar starts on its period boundary with the first
 *   trade after it, and high and low always bound open and close), and the 1day bar gives the ticker.
 * - The order book is built around the last price: bids below it, asks above it, sorted, sizes positive.
 * Prices are whole numbers of ticks (10^-priceDecimals) inside the model, so no float drift creeps in.
 * Same seed and same step times: same market.
 */
import type { KlinePayload, MarketDepthPayload, MarketTrade, TickerFields } from '../gen/socket/schemas.ts';
import { barStart, PERIODS, type Period } from './periods.ts';
import { buildCatalogue, type Pair } from './catalogue.ts';
import { createRandom, type Random } from './random.ts';

/** The model's outputs are parts of the contract's payloads (generated types, never written by hand). */
export type Bar = Pick<KlinePayload, 'time' | 'open' | 'high' | 'low' | 'close' | 'volume'>;
export type Trade = MarketTrade;
export type Book = Pick<MarketDepthPayload, 'bids' | 'asks'>;
export type Ticker = Pick<TickerFields, 'now_price' | 'change' | 'volume' | 'open' | 'close' | 'high' | 'low'>;
export type PairTick = {
  pair: Pair;
  trades: Trade[];
  /** Bars that closed during this step (their final state), oldest first. */
  closed: Array<{ period: Period; bar: Bar }>;
};

export type MarketOptions = {
  /** Number of pairs (the listed ones first, then synthetic ones). */
  symbols: number;
  seed: number;
  /** Multiplies every pair's price moves (1 = lively but plausible). */
  volatility?: number;
  /** Chance that a pair trades in a step. */
  activity?: number;
  /** Levels on each side of the book. */
  bookDepth?: number;
  /** Time of the model's start (Unix ms). */
  now: number;
};

type TickBar = {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  units: number;
  turnover: number;
};
type PairState = {
  pair: Pair;
  scale: number;
  amountScale: number;
  anchor: number;
  price: number;
  bars: Record<Period, TickBar>;
  baseUnits: number;
};

const STEP_SIGMA = 0.0004;
/** The pace the k-line history assumes: a trade of about this many USDT every this many milliseconds. */
export const HISTORY_TRADE_USDT = 200;
export const HISTORY_TRADE_EVERY_MS = 700;
const PULL_BACK = 0.002;

export class MarketModel {
  readonly pairs: Pair[];
  private readonly states = new Map<string, PairState>();
  private readonly random: Random;
  private readonly bookRandom: Random;
  private readonly volatility: number;
  private readonly activity: number;
  private readonly bookDepth: number;
  private lastStep: number;
  private nextTradeId: number;

  constructor(options: MarketOptions) {
    this.random = createRandom(options.seed);
    this.bookRandom = createRandom(options.seed ^ 0x5bd1e995);
    this.volatility = options.volatility ?? 1;
    this.activity = options.activity ?? 0.7;
    this.bookDepth = options.bookDepth ?? 10;
    this.lastStep = options.now;
    this.nextTradeId = Math.floor(options.now / 1000); // unique across restarts of the mock
    this.pairs = buildCatalogue(options.symbols, this.random);
    for (const pair of this.pairs) this.states.set(pair.symbol, this.initialState(pair, options.now));
  }

  private initialState(pair: Pair, now: number): PairState {
    const scale = 10 ** pair.priceDecimals;
    const amountScale = 10 ** pair.amountDecimals;
    const price = Math.max(1, Math.round(pair.price * scale));
    const flat = (period: Period): TickBar => ({
      time: barStart(now, period),
      open: price,
      high: price,
      low: price,
      close: price,
      units: 0,
      turnover: 0,
    });
    const bars = Object.fromEntries(PERIODS.map((period) => [period, flat(period)])) as Record<Period, TickBar>;
    // the longer bars started earlier: give them an open, a range and a volume that contain the present
    let inner: TickBar = bars['60min'];
    for (const [period, spread] of [
      ['1day', 0.06],
      ['1week', 0.08],
      ['1mon', 0.12],
      ['1year', 0.3],
    ] as const) {
      const open = Math.max(1, Math.round(inner.open / (1 + (this.random.next() * 2 - 1) * spread)));
      const high = Math.round(Math.max(inner.high, open) * (1 + this.random.next() * spread * 0.3));
      const low = Math.max(1, Math.round(Math.min(inner.low, open) * (1 - this.random.next() * spread * 0.3)));
      const earlier = Math.max(0, inner.time - bars[period].time);
      const added =
        period === '1day'
          ? (amountScale * (2e5 + this.random.next() * 5e7)) / pair.price
          : // weeks, months and years traded before the shorter bar began as the history says they did
            ((amountScale * HISTORY_TRADE_USDT) / pair.price) *
            (earlier / HISTORY_TRADE_EVERY_MS) *
            (0.4 + this.random.next() * 1.2);
      const units = inner.units + Math.round(added);
      const bar = { ...bars[period], open, high, low, units, turnover: (units / amountScale) * pair.price };
      bars[period] = bar;
      inner = bar;
    }
    const baseUnits = Math.max(1, Math.round((200 / pair.price) * amountScale));
    return { pair, scale, amountScale, anchor: price, price, bars, baseUnits };
  }

  private state(symbol: string): PairState {
    const state = this.states.get(symbol);
    if (!state) throw new Error(`unknown pair ${symbol}`);
    return state;
  }

  /** Time of the last step (Unix ms). */
  get time(): number {
    return this.lastStep;
  }

  has(symbol: string): boolean {
    return this.states.has(symbol);
  }

  pairById(matchId: number): Pair | undefined {
    return this.pairs.find((pair) => pair.matchId === matchId);
  }

  /** Advances the market to `now`; returns what happened to each pair that traded. */
  step(now: number): PairTick[] {
    const time = Math.max(now, this.lastStep);
    this.lastStep = time;
    const ticks: PairTick[] = [];
    for (const state of this.states.values()) {
      if (this.random.next() >= this.activity) continue;
      const count = this.random.int(1, 3);
      const tick: PairTick = { pair: state.pair, trades: [], closed: [] };
      for (let index = 0; index < count; index += 1)
        tick.trades.push(this.trade(state, time - (count - 1 - index), tick));
      ticks.push(tick);
    }
    return ticks;
  }

  /**
   * One trade of `symbol` at `price` now, through the same path as a random one (bars, ticker, book follow it):
   * how a developer or a test moves the market to a level, e.g. over a take-profit price.
   */
  tradeAt(symbol: string, price: number, now: number): PairTick {
    const state = this.state(symbol);
    if (!(price > 0)) throw new Error(`price of ${symbol} must be positive`);
    const time = Math.max(now, this.lastStep);
    this.lastStep = time;
    const tick: PairTick = { pair: state.pair, trades: [], closed: [] };
    tick.trades.push(this.trade(state, time, tick, Math.max(1, Math.round(price * state.scale))));
    return tick;
  }

  private trade(state: PairState, ts: number, tick: PairTick, target?: number): Trade {
    const sigma = STEP_SIGMA * state.pair.volatility * this.volatility;
    const drift = -PULL_BACK * Math.log(state.price / state.anchor);
    const next = target ?? Math.max(1, Math.round(state.price * Math.exp(drift + sigma * this.random.normal())));
    const direction =
      next > state.price ? 'buy' : next < state.price ? 'sell' : this.random.pick(['buy', 'sell'] as const);
    const units = Math.max(1, Math.round(state.baseUnits * Math.exp(this.random.normal() * 0.8)));
    state.price = next;
    const amount = units / state.amountScale;
    const value = (next / state.scale) * amount;
    for (const period of PERIODS) {
      let bar = state.bars[period];
      const start = barStart(ts, period);
      if (start > bar.time) {
        tick.closed.push({ period, bar: this.publicBar(state, bar) });
        bar = { time: start, open: next, high: next, low: next, close: next, units: 0, turnover: 0 };
        state.bars[period] = bar;
      }
      if (next > bar.high) bar.high = next;
      if (next < bar.low) bar.low = next;
      bar.close = next;
      bar.units += units;
      bar.turnover += value;
    }
    const id = this.nextTradeId++;
    return { id, tradeId: id, price: next / state.scale, amount, direction, ts };
  }

  private publicBar(state: PairState, bar: TickBar): Bar {
    const { scale } = state;
    return {
      time: bar.time,
      open: bar.open / scale,
      high: bar.high / scale,
      low: bar.low / scale,
      close: bar.close / scale,
      volume: bar.units / state.amountScale,
    };
  }

  /** Last traded price, as a number. */
  price(symbol: string): number {
    const state = this.state(symbol);
    return state.price / state.scale;
  }

  /** Last traded price in whole ticks (for exact comparisons). */
  priceTicks(symbol: string): number {
    return this.state(symbol).price;
  }

  /** Formats a price of the pair with its decimals (a decimal string of the contract). */
  formatPrice(symbol: string, price: number): string {
    return price.toFixed(this.state(symbol).pair.priceDecimals);
  }

  bar(symbol: string, period: Period): Bar {
    const state = this.state(symbol);
    return this.publicBar(state, state.bars[period]);
  }

  /** The 24-hour ticker: the 1day bar with the last price and the change since the day's open. */
  ticker(symbol: string): Ticker {
    const state = this.state(symbol);
    const day = state.bars['1day'];
    const decimals = state.pair.priceDecimals;
    const format = (ticks: number) => (ticks / state.scale).toFixed(decimals);
    const change = ((state.price - day.open) / day.open) * 100;
    const changeText = change.toFixed(2);
    return {
      now_price: format(state.price),
      change: Number(changeText) > 0 ? `+${changeText}` : Number(changeText) === 0 ? '0.00' : changeText,
      volume: day.turnover.toFixed(2),
      open: format(day.open),
      close: format(state.price),
      high: format(day.high),
      low: format(day.low),
    };
  }

  /** The top of the book around the last price: bids below it, best first; asks above it, best first. */
  book(symbol: string): Book {
    const state = this.state(symbol);
    const step = Math.max(1, Math.round(state.price * 0.00005));
    const side = (direction: 1 | -1) => {
      const levels: Book['bids'] = [];
      let ticks = state.price + direction * this.bookRandom.int(1, step);
      for (let level = 0; level < this.bookDepth && ticks > 0; level += 1) {
        const units = Math.max(1, Math.round(state.baseUnits * (1 + level * 0.6) * (0.2 + this.bookRandom.next() * 2)));
        levels.push([ticks / state.scale, units / state.amountScale]);
        ticks += direction * this.bookRandom.int(1, step);
      }
      return levels;
    };
    return { bids: side(-1), asks: side(1) };
  }
}
