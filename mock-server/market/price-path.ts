/**
 * One pair's price path, from its listing to now and on, as a pure function of the seed and of time, so that the
 * past never changes and two mocks with the same seed show the same market:
 * - daily closes follow a mean-reverting walk in log price (an Ornstein-Uhlenbeck process around the pair's
 *   reference price, anchored on ANCHOR_DAY and drawn forwards and backwards from it, each day from its own seed),
 *   and each day's high, low and volume are drawn with it: a week, a month or a year adds up days;
 * - a day is cut into 24 hours and an hour into 60 minutes the same way: the parts walk from the whole's open
 *   through its high and its low (reached at two parts drawn for it) to its close, inside its range, and share its
 *   volume; each level is made when asked for (typed arrays in a cache, made again when evicted), so a day's
 *   ticker needs two days of hours and two hours of minutes, and a yearly chart no minute at all;
 * - each minute's trades realise exactly that minute's bar: the first at the open, one at the high, one at the
 *   low, the last at the close, their amounts summing to the volume.
 * Every coarser bar is the aggregate of its parts, so a 1-hour bar is exactly its four 15-minute bars.
 * A forced price (the sandbox's market control) is a trade at that moment; from then on the path is the seeded one
 * scaled to continue from it, and the minute it falls in is rebuilt from its trades.
 */
import { createRandom, type Random } from './random.ts';

export const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const MINUTES_PER_DAY = 1440;
const MINUTES_PER_YEAR = 525_960;
/** Every pair's daily close that day is its reference price; days before and after are drawn from it. */
const ANCHOR_DAY = Math.floor(Date.UTC(2026, 10, 1) / DAY_MS);
/** How many days a move away from the reference price takes to fade to 1/e: prices wander, they do not drift off. */
const REVERSION_DAYS = 60;
/** The quote currency a pair trades in a minute, on average (its volume wanders around it). */
const QUOTE_PER_MINUTE = 17_000;
/** A minute's range beyond its open and close, in minute standard deviations (on average). */
const WICK = 0.5;
/** A day's range beyond its open and close, in daily standard deviations (at most, each side). */
const DAY_WICK = 1.2;
/** A minute has at least four trades (open, high, low, close), each of a unit at least. */
const MIN_MINUTE_UNITS = 8;

/** What a run of trades adds up to: prices in ticks, volume in amount units. */
export type Aggregate = { open: number; high: number; low: number; close: number; units: number };

/** One trade of the path: time (Unix ms), price in ticks, amount in units. */
export type PathTrade = { time: number; ticks: number; units: number };

export type ForcedTrade = { time: number; ticks: number };

/** Consecutive bars of one level (a day's hours, an hour's minutes): prices in ticks, volumes in units. */
type Parts = { open: Int32Array; high: Int32Array; low: Int32Array; close: Int32Array; units: Float64Array };

/** Recently made parts of every pair, the oldest dropped first beyond `capacity`. */
export class PartsCache {
  private readonly entries = new Map<number, Parts>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: number, make: () => Parts): Parts {
    const found = this.entries.get(key);
    if (found) {
      // most recently used last
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const made = make();
    this.entries.set(key, made);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }
}

export type PathOptions = {
  seed: number;
  /** The pair's position in the catalogue: its own stream of the seed. */
  index: number;
  /** 10^price decimals and 10^amount decimals: prices and amounts are whole ticks and units. */
  scale: number;
  amountScale: number;
  /** The price the walk wanders around. */
  reference: number;
  /** Annualised volatility of the log price (0.55 for 55 %). */
  volatility: number;
  /** Start of the first minute with trades (Unix ms, on a minute). */
  listedAt: number;
  /** Average trades in a minute. */
  tradesPerMinute: number;
  cache: PartsCache;
};

/** A 32-bit hash of four integers: the seed of one day or minute of one pair. */
function mix(a: number, b: number, c: number, d: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ c, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 15) ^ d, 0x165667b1);
  return (h ^ (h >>> 16)) >>> 0;
}

const STREAM = { forward: 1, backward: 2, minutes: 3, trades: 4, day: 5, hours: 6 } as const;
const scratch = new Float64Array(60);

/** Adds `next`, which follows, to `into` (changed in place; a copy of `next` when there is none yet). */
export function mergeAggregate(into: Aggregate | undefined, next: Aggregate): Aggregate {
  if (!into) return { ...next };
  if (next.high > into.high) into.high = next.high;
  if (next.low < into.low) into.low = next.low;
  into.close = next.close;
  into.units += next.units;
  return into;
}

/** The aggregate seen through a constant factor (rounding is monotonic, so highs stay highs). */
function scaled(aggregate: Aggregate, factor: number): Aggregate {
  if (factor === 1) return { ...aggregate };
  const tick = (value: number) => Math.max(1, Math.round(value * factor));
  return {
    open: tick(aggregate.open),
    high: tick(aggregate.high),
    low: tick(aggregate.low),
    close: tick(aggregate.close),
    units: aggregate.units,
  };
}

function ofTrades(trades: PathTrade[]): Aggregate | undefined {
  let result: Aggregate | undefined;
  for (const trade of trades)
    result = mergeAggregate(result, {
      open: trade.ticks,
      high: trade.ticks,
      low: trade.ticks,
      close: trade.ticks,
      units: trade.units,
    });
  return result;
}

function partAt(parts: Parts, at: number): Aggregate {
  return {
    open: parts.open[at],
    high: parts.high[at],
    low: parts.low[at],
    close: parts.close[at],
    units: parts.units[at],
  };
}

/**
 * `count` parts of a bar: a walk of `sigma`-sized steps in log price from its open through its high and its low
 * (the closes of two parts drawn for it, in the order drawn) to its close, each leg a bridge kept inside the bar's
 * range; each part's wicks drawn inside it too, and the bar's volume shared, `minUnits` each at the least.
 */
function subdivide(bar: Aggregate, count: number, sigma: number, minUnits: number, random: Random): Parts {
  const first = Math.floor(random.next() * (count - 1));
  let second = Math.floor(random.next() * (count - 2));
  if (second >= first) second += 1;
  const highFirst = random.next() < 0.5;
  const [early, late] = [Math.min(first, second), Math.max(first, second)];
  const [earlyPrice, latePrice] = highFirst ? [bar.high, bar.low] : [bar.low, bar.high];
  // an extreme the open or the close already is needs no part closing on it: it would be a second top
  const reached = (price: number) => price === bar.open || price === bar.close;
  const anchors: Array<[number, number]> = [
    [-1, bar.open],
    ...(reached(earlyPrice) ? [] : [[early, earlyPrice] as [number, number]]),
    ...(reached(latePrice) ? [] : [[late, latePrice] as [number, number]]),
    [count - 1, bar.close],
  ];
  const anchorAt = new Map(anchors.slice(1).map(([at, price]) => [at, price]));
  const [logHigh, logLow] = [Math.log(bar.high), Math.log(bar.low)];
  for (let leg = 0; leg < anchors.length - 1; leg += 1) {
    const [from, fromPrice] = anchors[leg];
    const [to, toPrice] = anchors[leg + 1];
    let walk = 0;
    // Box-Muller gives two normals a draw
    for (let index = from + 1; index <= to; index += 2) {
      const radius = sigma * Math.sqrt(-2 * Math.log(1 - random.next()));
      const angle = 2 * Math.PI * random.next();
      walk += radius * Math.cos(angle);
      scratch[index] = walk;
      if (index + 1 <= to) {
        walk += radius * Math.sin(angle);
        scratch[index + 1] = walk;
      }
    }
    // a bridge: the walk bent so that the leg ends on its anchor, reflected back inside the bar's range where it
    // would leave it (a walk that stays under its high bounces off it, it is never cut flat there)
    const gap = walk - Math.log(toPrice / fromPrice);
    for (let index = from + 1; index <= to; index += 1) {
      let price = Math.log(fromPrice) + scratch[index] - (gap * (index - from)) / (to - from);
      for (let bounce = 0; bounce < 4 && (price > logHigh || price < logLow); bounce += 1)
        price = price > logHigh ? 2 * logHigh - price : 2 * logLow - price;
      scratch[index] = price;
    }
  }
  const parts: Parts = {
    open: new Int32Array(count),
    high: new Int32Array(count),
    low: new Int32Array(count),
    close: new Int32Array(count),
    units: new Float64Array(count),
  };
  const wick = 2 * WICK * sigma;
  let spare = bar.units - minUnits * count;
  let open = bar.open;
  for (let index = 0; index < count; index += 1) {
    const close = anchorAt.get(index) ?? Math.min(bar.high, Math.max(bar.low, Math.round(Math.exp(scratch[index]))));
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    parts.open[index] = open;
    parts.close[index] = close;
    // one draw for three uniform numbers (10, 10 and 12 bits): the wicks and the share of the volume
    const bits = Math.floor(random.next() * 4_294_967_296);
    const [above, below, size] = [(bits & 1023) / 1024, ((bits >>> 10) & 1023) / 1024, (bits >>> 20) / 4096];
    // wicks inside the room left to the bar's high and low, at most a drawn share of it: a part touches the bar's
    // extreme only by closing on it (the anchors), not by a run of wicks cut flat there
    parts.high[index] = Math.max(top, Math.round(top + Math.min(top * wick * above, (bar.high - top) * below)));
    parts.low[index] = Math.min(
      bottom,
      Math.round(bottom - Math.min(bottom * wick * below, (bottom - bar.low) * above)),
    );
    const left = count - index;
    const share = left === 1 ? spare : Math.min(spare, Math.round((spare / left) * (0.3 + 1.4 * size)));
    parts.units[index] = minUnits + share;
    spare -= share;
    open = close;
  }
  return parts;
}

export class PricePath {
  readonly listedMinute: number;
  private readonly mean: number;
  private readonly reversion: number;
  private readonly dailyNoise: number;
  private readonly minuteSigma: number;
  private readonly hourSigma: number;
  private readonly unitsPerMinute: number;
  private readonly forwardLogs: number[];
  private readonly backwardLogs: number[];
  private readonly dayBars = new Map<number, Aggregate>();
  private readonly dailySigma: number;
  private readonly baseTrades = new Map<number, PathTrade[]>();
  private forced: ForcedTrade[] = [];
  private factors: number[] = [];
  private readonly options: PathOptions;

  constructor(options: PathOptions) {
    this.options = options;
    this.listedMinute = Math.floor(options.listedAt / MINUTE_MS);
    this.mean = Math.log(options.reference * options.scale);
    this.reversion = Math.exp(-1 / REVERSION_DAYS);
    // the exact one-day step of an Ornstein-Uhlenbeck process with this daily volatility
    const daily = options.volatility / Math.sqrt(365.25);
    this.dailySigma = daily;
    this.dailyNoise = daily * Math.sqrt((1 - this.reversion ** 2) * (REVERSION_DAYS / 2));
    this.minuteSigma = options.volatility / Math.sqrt(MINUTES_PER_YEAR);
    this.hourSigma = options.volatility / Math.sqrt(MINUTES_PER_YEAR / 60);
    this.unitsPerMinute = (QUOTE_PER_MINUTE / options.reference) * options.amountScale;
    this.forwardLogs = [this.mean];
    this.backwardLogs = [this.mean];
  }

  /** The close of a day (days since 1970), in ticks. */
  dayClose(day: number): number {
    const ahead = day >= ANCHOR_DAY;
    const logs = ahead ? this.forwardLogs : this.backwardLogs;
    const distance = Math.abs(day - ANCHOR_DAY);
    while (logs.length <= distance) {
      const at = ahead ? ANCHOR_DAY + logs.length : ANCHOR_DAY - logs.length;
      const noise = createRandom(
        mix(this.options.seed, this.options.index, at, ahead ? STREAM.forward : STREAM.backward),
      ).normal();
      logs.push(this.mean + this.reversion * (logs[logs.length - 1] - this.mean) + this.dailyNoise * noise);
    }
    return Math.max(1, Math.round(Math.exp(logs[distance])));
  }

  /** A day's bar: open on the previous close, its close, a high and a low around them, its volume. */
  private dayBar(day: number): Aggregate {
    let bar = this.dayBars.get(day);
    if (!bar) {
      const [open, close] = [this.dayClose(day - 1), this.dayClose(day)];
      const random = createRandom(mix(this.options.seed, this.options.index, day, STREAM.day));
      const wick = this.dailySigma * DAY_WICK;
      const [top, bottom] = [Math.max(open, close), Math.min(open, close)];
      bar = {
        open,
        high: Math.max(top, Math.round(top * (1 + wick * random.next() * random.next()))),
        low: Math.max(1, Math.min(bottom, Math.round(bottom * (1 - wick * random.next() * random.next())))),
        close,
        units: Math.max(
          MIN_MINUTE_UNITS * MINUTES_PER_DAY,
          Math.round(this.unitsPerMinute * MINUTES_PER_DAY * (0.6 + 0.8 * random.next())),
        ),
      };
      this.dayBars.set(day, bar);
    }
    return bar;
  }

  /** A day's 24 hours. */
  private hours(day: number): Parts {
    return this.options.cache.get((this.options.index * 2 ** 21 + day) * 2, () =>
      subdivide(this.dayBar(day), 24, this.hourSigma, MIN_MINUTE_UNITS * 60, this.stream(day, STREAM.hours)),
    );
  }

  /** An hour's 60 minutes (hours since 1970). */
  private minutes(hour: number): Parts {
    return this.options.cache.get((this.options.index * 2 ** 21 + hour) * 2 + 1, () => {
      const day = Math.floor(hour / 24);
      const hours = this.hours(day);
      const at = hour - day * 24;
      const bar = { open: hours.open[at], high: hours.high[at], low: hours.low[at], close: hours.close[at] };
      const whole = { ...bar, units: hours.units[at] };
      return subdivide(whole, 60, this.minuteSigma, MIN_MINUTE_UNITS, this.stream(hour, STREAM.minutes));
    });
  }

  private stream(at: number, stream: number) {
    return createRandom(mix(this.options.seed, this.options.index, at, stream));
  }

  private baseMinute(minute: number): Aggregate {
    const hour = Math.floor(minute / 60);
    return partAt(this.minutes(hour), minute - hour * 60);
  }

  private baseHour(minute: number): Aggregate {
    const hour = Math.floor(minute / 60);
    const day = Math.floor(hour / 24);
    return partAt(this.hours(day), hour - day * 24);
  }

  /** The seeded trades of a minute, before any forced price: they realise the minute's bar exactly. */
  private seededTrades(minute: number): PathTrade[] {
    const cached = this.baseTrades.get(minute);
    if (cached) return cached;
    const bar = this.baseMinute(minute);
    const random = createRandom(mix(this.options.seed, this.options.index, minute, STREAM.trades));
    const count = Math.min(
      bar.units,
      Math.max(4, Math.round(this.options.tradesPerMinute * (0.75 + random.next() / 2))),
    );
    // one trade in each of `count` equal slices of the minute, somewhere in it (the first at the open): the flow
    // never pauses for seconds, as a uniform draw would now and then
    const offsets = [0];
    for (let index = 1; index < count; index += 1)
      offsets.push(Math.min(MINUTE_MS - 1, Math.floor(((index + random.next()) * MINUTE_MS) / count)));
    // where the high and the low are reached, in the order the walk reaches them
    const first = 1 + Math.floor(random.next() * (count - 2));
    let second = 1 + Math.floor(random.next() * (count - 3));
    if (second >= first) second += 1;
    const highFirst = random.next() < 0.5;
    const anchors = [
      [0, bar.open],
      [Math.min(first, second), highFirst ? bar.high : bar.low],
      [Math.max(first, second), highFirst ? bar.low : bar.high],
      [count - 1, bar.close],
    ] as const;
    const wiggle = Math.max(1, (bar.high - bar.low) * 0.15);
    const prices: number[] = [];
    for (let leg = 0; leg < 3; leg += 1) {
      const [from, fromPrice] = anchors[leg];
      const [to, toPrice] = anchors[leg + 1];
      for (let index = from; index < to; index += 1) {
        const along = fromPrice + ((toPrice - fromPrice) * (index - from)) / (to - from);
        const noisy = index === from ? fromPrice : along + wiggle * random.normal();
        prices[index] = Math.min(bar.high, Math.max(bar.low, Math.round(noisy)));
      }
    }
    prices[count - 1] = bar.close;
    // amounts: one unit each, the rest shared by random weights, the remainder to the last trade
    const weights = prices.map(() => Math.exp(0.8 * random.normal()));
    const sum = weights.reduce((total, weight) => total + weight, 0);
    const spare = bar.units - count;
    let given = 0;
    const trades = prices.map((ticks, index) => {
      const units = index === count - 1 ? 1 + spare - given : 1 + Math.floor((spare * weights[index]) / sum);
      given += units - 1;
      return { time: minute * MINUTE_MS + offsets[index], ticks, units };
    });
    this.baseTrades.set(minute, trades);
    // only the current minute and the one before are asked for again
    if (this.baseTrades.size > 2) this.baseTrades.delete(this.baseTrades.keys().next().value!);
    return trades;
  }

  /** The factor the seeded path is seen through at `time`: that of the last forced price at or before it. */
  private factorAt(time: number): number {
    for (let index = this.forced.length - 1; index >= 0; index -= 1)
      if (this.forced[index].time <= time) return this.factors[index];
    return 1;
  }

  private forcedWithin(from: number, to: number): boolean {
    return this.forced.some((trade) => trade.time >= from && trade.time < to);
  }

  /** A minute's trades as they happened: the seeded ones through the factor of their moment, and forced ones. */
  trades(minute: number): PathTrade[] {
    const start = minute * MINUTE_MS;
    const seeded = this.seededTrades(minute);
    if (!this.forcedWithin(start, start + MINUTE_MS)) {
      const factor = this.factorAt(start);
      return factor === 1
        ? seeded
        : seeded.map((trade) => ({ ...trade, ticks: Math.max(1, Math.round(trade.ticks * factor)) }));
    }
    const result: PathTrade[] = [];
    const forced = this.forced.filter((trade) => trade.time >= start && trade.time < start + MINUTE_MS);
    let next = 0;
    for (const trade of seeded) {
      while (next < forced.length && forced[next].time < trade.time) result.push(this.forcedTrade(forced[next++]));
      result.push({ ...trade, ticks: Math.max(1, Math.round(trade.ticks * this.factorAt(trade.time))) });
    }
    while (next < forced.length) result.push(this.forcedTrade(forced[next++]));
    return result;
  }

  private forcedTrade(trade: ForcedTrade): PathTrade {
    return { time: trade.time, ticks: trade.ticks, units: Math.max(1, Math.round(this.unitsPerMinute / 100)) };
  }

  /** The seeded price at a moment: the last seeded trade at or before it. */
  private seededPriceAt(time: number): number {
    const trades = this.seededTrades(Math.floor(time / MINUTE_MS));
    let price = trades[0].ticks;
    for (const trade of trades) if (trade.time <= time) price = trade.ticks;
    return price;
  }

  /** Makes `ticks` the price at `time` (not before the last forced price): the path continues from there. */
  force(time: number, ticks: number): void {
    const last = this.forced.at(-1);
    if (last && time < last.time) throw new Error('a forced price cannot go before the last one');
    this.forced.push({ time, ticks });
    this.factors.push(ticks / this.seededPriceAt(time));
  }

  /** The forced prices, oldest first (to keep across restarts). */
  forcedTrades(): ForcedTrade[] {
    return this.forced.map((trade) => ({ ...trade }));
  }

  /** Replaces the forced prices (a state read back). */
  restoreForced(trades: ForcedTrade[]): void {
    this.forced = [];
    this.factors = [];
    for (const trade of [...trades].sort((a, b) => a.time - b.time)) this.force(trade.time, trade.ticks);
  }

  /** One whole minute's bar. */
  minuteBar(minute: number): Aggregate {
    const start = minute * MINUTE_MS;
    if (this.forcedWithin(start, start + MINUTE_MS)) return ofTrades(this.trades(minute))!;
    return scaled(this.baseMinute(minute), this.factorAt(start));
  }

  /** The bar of the minutes [from, to) (minutes since 1970), none before the listing; undefined when empty. */
  aggregate(from: number, to: number): Aggregate | undefined {
    let result: Aggregate | undefined;
    let minute = Math.max(from, this.listedMinute);
    while (minute < to) {
      const dayStart = Math.floor(minute / MINUTES_PER_DAY) * MINUTES_PER_DAY;
      const hourStart = Math.floor(minute / 60) * 60;
      const whole = (start: number, length: number) =>
        minute === start && start + length <= to && !this.forcedWithin(start * MINUTE_MS, (start + length) * MINUTE_MS);
      if (whole(dayStart, MINUTES_PER_DAY)) {
        result = mergeAggregate(
          result,
          scaled(this.dayBar(dayStart / MINUTES_PER_DAY), this.factorAt(minute * MINUTE_MS)),
        );
        minute += MINUTES_PER_DAY;
      } else if (whole(hourStart, 60)) {
        result = mergeAggregate(result, scaled(this.baseHour(minute), this.factorAt(minute * MINUTE_MS)));
        minute += 60;
      } else {
        result = mergeAggregate(result, this.minuteBar(minute));
        minute += 1;
      }
    }
    return result;
  }

  /** The bar of [from, time]: whole minutes, then the trades of the current minute up to `time`. */
  until(fromMinute: number, time: number): Aggregate | undefined {
    const minute = Math.floor(time / MINUTE_MS);
    const closed = this.aggregate(fromMinute, minute);
    if (minute < this.listedMinute) return closed;
    const current = ofTrades(this.trades(minute).filter((trade) => trade.time <= time));
    return current ? mergeAggregate(closed, current) : closed;
  }

  /** The price at `time`: that of the last trade at or before it. */
  priceAt(time: number): number {
    const minute = Math.max(Math.floor(time / MINUTE_MS), this.listedMinute);
    let price = 0;
    for (const trade of this.trades(minute)) if (trade.time <= time || !price) price = trade.ticks;
    return price;
  }

  /**
   * The first trade in [from, to] whose price is at or below `level` (side 'below') or at or above it ('above'), in
   * ticks; undefined when none is. Whole days, hours and minutes whose range never reaches the level are passed over
   * by their bars (each is the aggregate of its parts), so a week is a few hundred looks, not a million trades: how
   * a limit, a stop or a liquidation the clock jumped over finds the instant and the price it happened at.
   */
  firstReaching(from: number, to: number, level: number, side: 'below' | 'above'): PathTrade | undefined {
    const reaches = (ticks: number) => (side === 'below' ? ticks <= level : ticks >= level);
    const reachedIn = (bar: Aggregate) => reaches(side === 'below' ? bar.low : bar.high);
    // a stretch of whole minutes inside [from, to] with no forced price in it: its seeded bar, through one factor
    const inside = (startMinute: number, minutes: number) =>
      startMinute * MINUTE_MS >= from &&
      (startMinute + minutes) * MINUTE_MS - 1 <= to &&
      !this.forcedWithin(startMinute * MINUTE_MS, (startMinute + minutes) * MINUTE_MS);
    const last = Math.floor(to / MINUTE_MS);
    let minute = Math.max(Math.floor(from / MINUTE_MS), this.listedMinute);
    while (minute <= last) {
      const factor = this.factorAt(minute * MINUTE_MS);
      if (minute % MINUTES_PER_DAY === 0 && inside(minute, MINUTES_PER_DAY)) {
        if (!reachedIn(scaled(this.dayBar(minute / MINUTES_PER_DAY), factor))) {
          minute += MINUTES_PER_DAY;
          continue;
        }
      }
      if (minute % 60 === 0 && inside(minute, 60) && !reachedIn(scaled(this.baseHour(minute), factor))) {
        minute += 60;
        continue;
      }
      const whole = minute * MINUTE_MS >= from && (minute + 1) * MINUTE_MS - 1 <= to;
      if (!whole || reachedIn(this.minuteBar(minute))) {
        const found = this.trades(minute).find(
          (trade) => trade.time >= from && trade.time <= to && reaches(trade.ticks),
        );
        if (found) return found;
      }
      minute += 1;
    }
    return undefined;
  }

  /** Typical size of one trade, in units (for the order book's levels). */
  get unitsPerTrade(): number {
    return Math.max(1, Math.round(this.unitsPerMinute / this.options.tradesPerMinute));
  }
}
