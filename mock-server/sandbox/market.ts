/**
 * The sandbox's view of the one market model the socket emitter drives: prices as exact decimals, pairs found
 * by the ids the contract uses (currency and legal ids, match ids, symbols), and the coins users hold, valued
 * in USDT at the model's last price. Nothing here moves the market.
 */
import Big from 'big.js';
import type { Pair } from '../market/catalogue.ts';
import type { MarketModel } from '../market/market-model.ts';
import type { QuotationPair } from '../gen/schemas.ts';

export const USDT_ID = 3;

export type Coin = {
  id: number;
  name: string;
  /** The coin's logo among the mock's images. */
  logo: string;
  /** Digits after the point of quantities of the coin. */
  decimals: number;
  /** The pair that prices it in USDT (none for USDT itself, nor for a coin no pair trades). */
  pair?: Pair;
  /** What one unit is worth in USDT when no pair trades it: the price an IEO issued it at. */
  issuePrice?: string;
  kind: 'coin' | 'stock';
};

/** A coin the exchange issues that no pair trades (an IEO's tokens): held in the spot account, valued at its issue. */
export type IssuedCoin = Required<Pick<Coin, 'id' | 'name' | 'logo' | 'decimals' | 'issuePrice'>>;

/**
 * A pair's trading settings, as the quotation list shows them to the app (the contract's written example of
 * /currency/quotation_new is the one source): futures lot, fee, spread, lot limits, overnight fee, option fee.
 */
export type PairSettings = {
  /**
   * The quotation row of the contract's example, or one made for a synthetic pair: its static fields (the price,
   * change and volume are the model's, at read time).
   */
  row: Omit<QuotationPair, 'now_price' | 'change' | 'volume'>;
  lotSize: Big;
  /** Percent of the position value. */
  leverFeePercent: Big;
  minShare: number;
  maxShare: number;
  /** Added to a long's opening price, taken from a short's, in quote currency. */
  spread: Big;
  /** Percent of the margin per day. */
  overnightPercent: Big;
  /** Percent of the stake. */
  microFeePercent: Big;
  openLever: boolean;
  openMicro: boolean;
  openSpot: boolean;
};

export class SandboxMarket {
  readonly coins: Coin[];
  private readonly coinById: Map<number, Coin>;
  readonly model: MarketModel;
  private readonly settingsByMatch = new Map<number, PairSettings>();
  /** The instant this market's prices are read at (a view made by `at`); undefined: the last step's, now. */
  private pricedAt: number | undefined;

  /**
   * `quotations`: the rows of the contract's quotation example, by match id; `issued`: the coins the domains issue
   * that no pair trades.
   */
  constructor(model: MarketModel, quotations: QuotationPair[] = [], issued: IssuedCoin[] = []) {
    this.model = model;
    const rows = new Map(quotations.map((row) => [row.id, row]));
    for (const pair of model.pairs) this.settingsByMatch.set(pair.matchId, settingsOf(pair, rows.get(pair.matchId)));
    const usdt: Coin = { id: USDT_ID, name: 'USDT', logo: '/upload/coin/usdt.svg', decimals: 8, kind: 'coin' };
    this.coins = [
      usdt,
      ...model.pairs.map((pair) => ({
        id: pair.currencyId,
        name: pair.base,
        logo: `/upload/coin/${pair.base.toLowerCase()}.svg`,
        decimals: Math.max(pair.amountDecimals, 4),
        pair,
        kind: pair.marketType,
      })),
      ...issued.map((coin): Coin => ({ ...coin, kind: 'coin' })),
    ];
    for (const coin of issued)
      if (this.coins.filter((other) => other.id === coin.id).length > 1)
        throw new Error(`the coin ${coin.name} is issued with the id ${coin.id} of another coin`);
    this.coinById = new Map(this.coins.map((coin) => [coin.id, coin]));
  }

  get pairs(): Pair[] {
    return this.model.pairs;
  }

  coin(id: number): Coin | undefined {
    return this.coinById.get(id);
  }

  pairBySymbol(symbol: string): Pair | undefined {
    return this.model.pairs.find((pair) => pair.symbol === symbol);
  }

  pairByIds(currencyId: number, legalId: number): Pair | undefined {
    return this.model.pairs.find((pair) => pair.currencyId === currencyId && pair.legalId === legalId);
  }

  pairByMatchId(matchId: number): Pair | undefined {
    return this.model.pairById(matchId);
  }

  /**
   * The market as it stood at an earlier instant of the clock: its prices are those of the last trades at or before
   * it (the price path's), for what falls due then and is processed later (a maturity the clock jumped over).
   */
  at(time: number): SandboxMarket {
    if (time >= this.model.time) return this;
    const view = Object.create(this) as SandboxMarket;
    view.pricedAt = time;
    return view;
  }

  /** The pair's last traded price, exactly as the tickers show it (at the instant of this view). */
  price(pair: Pair): Big {
    const price =
      this.pricedAt === undefined ? this.model.price(pair.symbol) : this.model.priceAt(pair.symbol, this.pricedAt);
    return new Big(this.model.formatPrice(pair.symbol, price));
  }

  /**
   * The first trade of the pair from `from` to this view's instant at or below `level` ('below') or at or above it
   * ('above'): the instant a limit order fills, a stop triggers or a position is liquidated, and the price of that
   * trade (beyond the level when the market gapped over it), however long after the sandbox looks.
   */
  firstReach(pair: Pair, from: number, level: Big, side: 'below' | 'above'): { time: number; price: Big } | undefined {
    const scale = new Big(10).pow(pair.priceDecimals);
    // the level in whole ticks, rounded towards where it is reached: a price of 0.5 tick past it still counts
    const ticks = level
      .times(scale)
      .round(0, side === 'below' ? Big.roundDown : Big.roundUp)
      .toNumber();
    const to = this.pricedAt ?? this.model.time;
    const reached = this.model.firstReach(pair.symbol, from, to, ticks, side);
    if (!reached) return undefined;
    return { time: reached.time, price: new Big(this.model.formatPrice(pair.symbol, reached.price)) };
  }

  /** A price of the pair written with the pair's decimals. */
  priceText(pair: Pair, price: Big.BigSource): string {
    return new Big(price).toFixed(pair.priceDecimals);
  }

  settings(pair: Pair): PairSettings {
    return this.settingsByMatch.get(pair.matchId)!;
  }

  /** What one unit of a coin is worth in USDT now: its pair's price, else the price it was issued at (USDT: 1). */
  usdtValue(coinId: number): Big {
    const coin = this.coin(coinId);
    if (coin?.pair) return this.price(coin.pair);
    return new Big(coin?.issuePrice ?? 1);
  }
}

function settingsOf(pair: Pair, example: QuotationPair | undefined): PairSettings {
  const row: PairSettings['row'] = example ?? {
    id: pair.matchId,
    currency_id: pair.currencyId,
    legal_id: pair.legalId,
    currency_name: pair.base,
    legal_name: pair.quote,
    logo: pair.marketType === 'stock' ? '/upload/coin/aapl.svg' : '/upload/coin/btc.svg',
    market_type: pair.marketType,
    category: 1,
    sort: pair.matchId,
    is_display: 1,
    market_from: 2,
    open_lever: 1,
    open_microtrade: 1,
    open_coin_trade: 1,
    lever_share_num: new Big(pair.lotSize).toFixed(8),
    lever_trade_fee: '0.10',
    lever_min_share: 1,
    lever_max_share: 500,
    spread: '0.00',
    overnight: '0.020',
    micro_trade_fee: '0.00',
  };
  return {
    row,
    lotSize: new Big(row.lever_share_num),
    leverFeePercent: new Big(row.lever_trade_fee),
    minShare: row.lever_min_share,
    maxShare: row.lever_max_share,
    spread: new Big(row.spread),
    overnightPercent: new Big(row.overnight),
    microFeePercent: new Big(row.micro_trade_fee),
    openLever: row.open_lever === 1,
    openMicro: row.open_microtrade === 1,
    openSpot: row.open_coin_trade === 1,
  };
}
