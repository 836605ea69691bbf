/**
 * The mock market: one price path per pair (price-path.ts), from its listing to now, and everything read from it,
 * so that the history, the pushes and the sandbox agree.
 * - The trades a step publishes are the path's trades since the previous step; the live bar of every period is the
 *   aggregate of the path's minutes since the bar's start; the 24-hour ticker is that of the last 24 hours.
 * - The order book is built around the last price: bids below it, asks above it, sorted, sizes positive.
 * - A forced price (`tradeAt`) is a trade of the path at that moment, and the path continues from it.
 * Prices are whole numbers of ticks (10^-priceDecimals) inside the model, so no float drift creeps in. The same
 * seed gives the same market at every moment, whenever and however often the steps run.
 */
import type { KlinePayload, MarketDepthPayload, MarketTrade, TickerFields } from '../gen/socket/schemas.ts';
import { barStart, LIVE_PERIODS, nextBarStart, type LivePeriod, type Period } from './periods.ts';
import { buildCatalogue, type Pair } from './catalogue.ts';
import { createRandom, type Random } from './random.ts';
import {
  mergeAggregate,
  PartsCache,
  MINUTE_MS,
  PricePath,
  type Aggregate,
  type ForcedTrade,
  type PathTrade,
} from './price-path.ts';

/** The model's outputs are parts of the contract's payloads (generated types, never written by hand). */
export type Bar = Pick<KlinePayload, 'time' | 'open' | 'high' | 'low' | 'close' | 'volume'>;
export type Trade = MarketTrade;
export type Book = Pick<MarketDepthPayload, 'bids' | 'asks'>;
export type Ticker = Pick<TickerFields, 'now_price' | 'change' | 'volume' | 'open' | 'close' | 'high' | 'low'>;
/** A bar of the history: the bar and its turnover in the quote currency (its volume at its typical price). */
export type HistoryBar = Bar & { turnover: number };
export type PairTick = {
  pair: Pair;
  /** The trades since the previous step (the latest ones when the clock jumped), oldest first. */
  trades: Trade[];
  /**
   * Bars that closed since the previous step, oldest first: their final state, made when asked for (a month's bar
   * adds up a month of minutes).
   */
  closed: Array<{ period: LivePeriod; time: number; bar: () => Bar }>;
};
/** A forced price, as kept across restarts. */
export type ForcedPrice = { symbol: string; time: number; price: string };

export type MarketOptions = {
  /** Number of pairs (the listed ones first, then synthetic ones). */
  symbols: number;
  seed: number;
  /** Multiplies every pair's volatility (MOCK_VOLATILITY; 1 = each pair's own). */
  volatility?: number;
  /** Average trades of a pair in a minute. */
  tradesPerMinute?: number;
  /** Levels on each side of the book. */
  bookDepth?: number;
  /** Time of the model's start (Unix ms). */
  now: number;
};

const DAY_MS = 86_400_000;
/** A pair listed after the clock's start is shown as listed this long before it. */
const LISTED_BEFORE_START_MS = 30 * DAY_MS;
/** After a jump of the clock, a step publishes the trades of this last stretch only. */
const LATEST_TRADES_MS = 5_000;
const MAX_TRADES_PER_STEP = 40;
/** Ten trades a second at most: a busier pair would publish no more (a step sends its latest 40) and hold more. */
const MAX_TRADES_PER_MINUTE = 600;
/** Days of hours and hours of minutes kept per pair at once (the rest is made again when asked for). */
const CACHED_PARTS_PER_PAIR = 16;
const MIN_CACHED_PARTS = 8192;
/** Questions of firstReach kept with their answers: a few per open order of every user. */
const REACHES_KEPT = 50_000;
/** Trade ids: the minute's number times this, plus the trade's place in its minute. */
const TRADE_IDS_PER_MINUTE = 8192;

type PairState = { pair: Pair; path: PricePath; scale: number; amountScale: number; ticks: number; ticksAt: number };

export class MarketModel {
  readonly pairs: Pair[];
  private readonly states = new Map<string, PairState>();
  private readonly bookRandom: Random;
  private readonly bookDepth: number;
  /** The bars and tickers of the current minute, by pair and what was asked: they change when a minute ends. */
  private readonly closedParts = new Map<string, { minute: number; parts: Map<string, Aggregate | undefined> }>();
  private lastStep: number;
  /** What firstReach found or looked at so far, by question (the oldest question dropped first). */
  private readonly reaches = new Map<string, { until: number; found: PathTrade | undefined }>();

  constructor(options: MarketOptions) {
    const random = createRandom(options.seed);
    this.bookRandom = createRandom(options.seed ^ 0x5bd1e995);
    this.bookDepth = options.bookDepth ?? 10;
    this.lastStep = options.now;
    const earliestListing = barStart(options.now - LISTED_BEFORE_START_MS, '1day');
    this.pairs = buildCatalogue(options.symbols, random).map((pair) => ({
      ...pair,
      listedAt: Math.min(pair.listedAt, earliestListing),
    }));
    const cache = new PartsCache(Math.max(MIN_CACHED_PARTS, this.pairs.length * CACHED_PARTS_PER_PAIR));
    for (const [index, pair] of this.pairs.entries()) {
      const scale = 10 ** pair.priceDecimals;
      const amountScale = 10 ** pair.amountDecimals;
      const path = new PricePath({
        seed: options.seed,
        index,
        scale,
        amountScale,
        reference: pair.price,
        volatility: pair.volatility * (options.volatility ?? 1),
        listedAt: pair.listedAt,
        tradesPerMinute: Math.min(MAX_TRADES_PER_MINUTE, options.tradesPerMinute ?? 150),
        cache,
      });
      this.states.set(pair.symbol, { pair, path, scale, amountScale, ticks: 0, ticksAt: -1 });
    }
  }

  private state(symbol: string): PairState {
    const state = this.states.get(symbol);
    if (!state) throw new Error(`unknown pair ${symbol}`);
    if (state.ticksAt !== this.lastStep) {
      state.ticks = state.path.priceAt(this.lastStep);
      state.ticksAt = this.lastStep;
    }
    return state;
  }

  /** Time of the last step (Unix ms): what the model shows is the market at that moment. */
  get time(): number {
    return this.lastStep;
  }

  has(symbol: string): boolean {
    return this.states.has(symbol);
  }

  pairById(matchId: number): Pair | undefined {
    return this.pairs.find((pair) => pair.matchId === matchId);
  }

  /** Advances the market to `now`; returns, for each pair that traded or closed a bar, what happened. */
  step(now: number): PairTick[] {
    const from = this.lastStep;
    const time = Math.max(now, from);
    this.lastStep = time;
    if (time === from) return [];
    const ticks: PairTick[] = [];
    // bars end at the same moments for every pair
    const ended = endedBars(from, time);
    for (const state of this.states.values()) {
      const trades = this.tradesBetween(state, Math.max(from, time - LATEST_TRADES_MS), time);
      // after a jump of the clock, the trade that set the price is published even if it is older than the stretch
      if (!trades.length && time - from > LATEST_TRADES_MS) trades.push(...this.tradesBetween(state, from, time, 1));
      const closed = ended.length ? this.closedBars(state, ended) : [];
      if (trades.length || closed.length) ticks.push({ pair: state.pair, trades, closed });
    }
    return ticks;
  }

  /**
   * One trade of `symbol` at `price` now, part of the path from then on (bars, ticker, book follow it): how a
   * developer or a test moves the market to a level, e.g. over a take-profit price. Returns the step up to now
   * (every pair that traded since the last step, so that nothing moves unpublished) with the forced trade last.
   */
  tradeAt(symbol: string, price: number, now: number): PairTick[] {
    const state = this.state(symbol);
    if (!(price > 0)) throw new Error(`price of ${symbol} must be positive`);
    const ticks = this.step(now);
    const time = this.lastStep;
    state.path.force(time, Math.max(1, Math.round(price * state.scale)));
    state.ticksAt = -1;
    this.closedParts.delete(symbol);
    const forced = this.tradesBetween(state, time - 1, time).at(-1)!;
    const own = ticks.find((tick) => tick.pair.symbol === symbol);
    if (own) own.trades.push(forced);
    else ticks.push({ pair: state.pair, trades: [forced], closed: [] });
    return ticks;
  }

  /** The forced prices of every pair, oldest first (kept in the sandbox's state). */
  forcedPrices(): ForcedPrice[] {
    return [...this.states.values()]
      .flatMap(({ pair, path, scale }) =>
        path.forcedTrades().map((trade) => ({
          symbol: pair.symbol,
          time: trade.time,
          price: (trade.ticks / scale).toFixed(pair.priceDecimals),
        })),
      )
      .sort((a, b) => a.time - b.time);
  }

  /** Replaces the forced prices (a state read back, or none after a reset); unknown pairs are skipped. */
  restoreForcedPrices(prices: ForcedPrice[]): void {
    for (const state of this.states.values()) {
      const own = prices.filter((price) => price.symbol === state.pair.symbol);
      state.path.restoreForced(
        own.map((price): ForcedTrade => ({ time: price.time, ticks: Math.round(Number(price.price) * state.scale) })),
      );
      state.ticksAt = -1;
    }
    this.closedParts.clear();
    this.reaches.clear();
  }

  /** The path's trades in (after, until], the `latest` ones, as the contract's trades. */
  private tradesBetween(state: PairState, after: number, until: number, latest = MAX_TRADES_PER_STEP): Trade[] {
    const trades: Trade[] = [];
    // the latest trades are in the last minutes: no need to read further back than the minute of `until` when one
    // trade is asked for (every minute trades at its start)
    const first =
      latest === 1
        ? Math.max(Math.floor(after / MINUTE_MS), Math.floor(until / MINUTE_MS) - 1)
        : Math.floor(after / MINUTE_MS);
    for (let minute = first; minute <= Math.floor(until / MINUTE_MS); minute += 1) {
      if (minute < state.path.listedMinute) continue;
      const all = state.path.trades(minute);
      // the minute's trades are in time order: start at the first one after `after`
      let [low, high] = [0, all.length];
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (all[middle].time <= after) low = middle + 1;
        else high = middle;
      }
      for (let index = low; index < all.length && all[index].time <= until; index += 1)
        trades.push(this.publicTrade(state, all[index], minute * TRADE_IDS_PER_MINUTE + index, all[index - 1]));
    }
    return trades.slice(-latest);
  }

  private closedBars(state: PairState, ended: EndedBar[]): PairTick['closed'] {
    return ended
      .filter(({ end }) => end > state.pair.listedAt)
      .map(({ period, time, end }) => ({
        period,
        time,
        bar: () => withoutTurnover(this.barOf(state, period, time, end)!),
      }));
  }

  /** A trade as the contract has it: a rise on the trade before it is a buy, a fall a sale. */
  private publicTrade(state: PairState, trade: PathTrade, id: number, previous: PathTrade | undefined): Trade {
    return {
      id,
      tradeId: id,
      price: trade.ticks / state.scale,
      amount: trade.units / state.amountScale,
      direction: !previous || trade.ticks >= previous.ticks ? 'buy' : 'sell',
      ts: trade.time,
    };
  }

  private publicBar(state: PairState, time: number, aggregate: Aggregate): HistoryBar {
    const { scale, amountScale } = state;
    return {
      time,
      open: aggregate.open / scale,
      high: aggregate.high / scale,
      low: aggregate.low / scale,
      close: aggregate.close / scale,
      volume: aggregate.units / amountScale,
      turnover: turnoverOf(aggregate, state),
    };
  }

  /** The bar of `period` starting at `time` and ending before `end`, as of the last step; undefined if empty. */
  private barOf(state: PairState, period: Period, time: number, end: number): HistoryBar | undefined {
    const from = Math.floor(time / MINUTE_MS);
    const aggregate =
      end > this.lastStep
        ? this.live(state, `bar:${period}`, from)
        : state.path.aggregate(from, Math.floor(end / MINUTE_MS));
    return aggregate && this.publicBar(state, time, aggregate);
  }

  /** What happened from a minute until the last step; the whole minutes' part kept until the minute ends. */
  private live(state: PairState, key: string, fromMinute: number): Aggregate | undefined {
    const minute = Math.floor(this.lastStep / MINUTE_MS);
    let cached = this.closedParts.get(state.pair.symbol);
    if (!cached || cached.minute !== minute) {
      cached = { minute, parts: new Map() };
      this.closedParts.set(state.pair.symbol, cached);
    }
    const partKey = `${key}:${fromMinute}`;
    if (!cached.parts.has(partKey)) cached.parts.set(partKey, state.path.aggregate(fromMinute, minute));
    const closed = cached.parts.get(partKey);
    const current = state.path.until(minute, this.lastStep);
    // a copy of the whole minutes' part: it is kept for the next read in this minute
    return current ? mergeAggregate(closed && { ...closed }, current) : closed;
  }

  /** Last traded price, as a number. */
  price(symbol: string): number {
    const state = this.state(symbol);
    return state.ticks / state.scale;
  }

  /**
   * The price of the last trade at or before `time` (no later than the last step: the market has not happened
   * beyond it), as a number: what fell due at that instant is priced there, however late it is processed.
   */
  priceAt(symbol: string, time: number): number {
    const state = this.state(symbol);
    return time >= this.lastStep ? state.ticks / state.scale : state.path.priceAt(time) / state.scale;
  }

  /**
   * The first trade of `symbol` from `from` to `to` (no later than the last step: the market has not happened beyond
   * it) at or below `level` ('below') or at or above it ('above'), the level in the pair's ticks: its time and price.
   * What the sandbox asks at every step for each open order, so each answer is kept and the next question only
   * looks at what traded since (the past of the path never changes: a forced price is always at the last step).
   */
  firstReach(
    symbol: string,
    from: number,
    to: number,
    level: number,
    side: 'below' | 'above',
  ): { time: number; price: number } | undefined {
    const state = this.state(symbol);
    const until = Math.min(to, this.lastStep);
    const key = `${symbol}|${from}|${level}|${side}`;
    const known = this.reaches.get(key);
    let found = known?.found;
    if (!found && until >= from) {
      // from the last instant looked at, again: a price forced at that very instant came after the look
      found = state.path.firstReaching(Math.max(from, known?.until ?? from), until, level, side);
      this.reaches.delete(key);
      this.reaches.set(key, { until: Math.max(until, known?.until ?? from), found });
      if (this.reaches.size > REACHES_KEPT) this.reaches.delete(this.reaches.keys().next().value!);
    }
    if (!found || found.time > until) return undefined;
    return { time: found.time, price: found.ticks / state.scale };
  }

  /** Last traded price in whole ticks (for exact comparisons). */
  priceTicks(symbol: string): number {
    return this.state(symbol).ticks;
  }

  /** Formats a price of the pair with its decimals (a decimal string of the contract). */
  formatPrice(symbol: string, price: number): string {
    return price.toFixed(this.state(symbol).pair.priceDecimals);
  }

  /** The live bar of a period: from its start (or the listing) to the last step. */
  bar(symbol: string, period: Period): Bar {
    const state = this.state(symbol);
    return withoutTurnover(this.barOf(state, period, barStart(this.lastStep, period), Infinity)!);
  }

  /**
   * The bars of a period from `from` to `to` (Unix ms), at most `limit`, the latest kept: whole bars of the
   * path, none before the listing, the last one the live bar when `to` reaches the last step.
   */
  history(symbol: string, period: Period, from: number, to: number, limit: number): HistoryBar[] {
    const state = this.state(symbol);
    const end = Math.min(to, this.lastStep);
    const first = Math.max(barStart(from, period), barStart(state.pair.listedAt, period));
    const starts: number[] = [];
    for (let time = barStart(end, period); time >= first && starts.length < limit; time = barStart(time - 1, period))
      starts.unshift(time);
    const bars: HistoryBar[] = [];
    for (const time of starts) {
      const bar = this.barOf(state, period, time, nextBarStart(time, period));
      if (bar) bars.push(bar);
    }
    return bars;
  }

  /** The last 24 hours: open 24 hours ago, the range and volume since, the last price and the change. */
  ticker(symbol: string): Ticker {
    const state = this.state(symbol);
    const from = Math.floor((this.lastStep - DAY_MS) / MINUTE_MS) + 1;
    const day = this.live(state, 'ticker', from)!;
    const decimals = state.pair.priceDecimals;
    const format = (ticks: number) => (ticks / state.scale).toFixed(decimals);
    const change = ((state.ticks - day.open) / day.open) * 100;
    const changeText = change.toFixed(2);
    return {
      now_price: format(state.ticks),
      change: Number(changeText) > 0 ? `+${changeText}` : Number(changeText) === 0 ? '0.00' : changeText,
      volume: turnoverOf(day, state).toFixed(2),
      open: format(day.open),
      close: format(state.ticks),
      high: format(day.high),
      low: format(day.low),
    };
  }

  /** The top of the book around the last price: bids below it, best first; asks above it, best first. */
  book(symbol: string): Book {
    const state = this.state(symbol);
    const step = Math.max(1, Math.round(state.ticks * 0.00005));
    const baseUnits = state.path.unitsPerTrade;
    const side = (direction: 1 | -1) => {
      const levels: Book['bids'] = [];
      let ticks = state.ticks + direction * this.bookRandom.int(1, step);
      for (let level = 0; level < this.bookDepth && ticks > 0; level += 1) {
        const units = Math.max(1, Math.round(baseUnits * (1 + level * 0.6) * (0.2 + this.bookRandom.next() * 2)));
        levels.push([ticks / state.scale, units / state.amountScale]);
        ticks += direction * this.bookRandom.int(1, step);
      }
      return levels;
    };
    return { bids: side(-1), asks: side(1) };
  }
}

type EndedBar = { period: LivePeriod; time: number; end: number };

/**
 * The bars that ended between two steps, oldest first: for each live period the bar the earlier step was in, and the
 * one just before the current one when the clock jumped over it.
 */
function endedBars(from: number, until: number): EndedBar[] {
  const ended: EndedBar[] = [];
  for (const period of LIVE_PERIODS) {
    const start = barStart(from, period);
    const current = barStart(until, period);
    if (current === start) continue;
    const before = barStart(current - 1, period);
    for (const time of before === start ? [start] : [start, before])
      ended.push({ period, time, end: nextBarStart(time, period) });
  }
  return ended.sort((a, b) => a.time - b.time);
}

/** What a bar traded in the quote currency: its volume at its typical price, (open + high + low + close) / 4. */
function turnoverOf(bar: Aggregate, state: PairState): number {
  return ((bar.units / state.amountScale) * (bar.open + bar.high + bar.low + bar.close)) / (4 * state.scale);
}

function withoutTurnover({ turnover: _turnover, ...bar }: HistoryBar): Bar {
  return bar;
}
