/**
 * The sandbox's view of the one market model the socket emitter drives: prices as exact decimals, pairs found
 * by the ids the contract uses (currency and legal ids, match ids, symbols), and the coins users hold, valued
 * in USDT at the model's last price. Nothing here moves the market.
 */
import Big from 'big.js';
import type { Pair } from '../socket/catalogue.ts';
import type { MarketModel } from '../socket/market-model.ts';

export const USDT_ID = 3;

export type Coin = {
  id: number;
  name: string;
  /** The coin's logo among the mock's images. */
  logo: string;
  /** Digits after the point of quantities of the coin. */
  decimals: number;
  /** The pair that prices it in USDT (none for USDT itself). */
  pair?: Pair;
  kind: 'coin' | 'stock';
};

export class SandboxMarket {
  readonly coins: Coin[];
  private readonly coinById: Map<number, Coin>;

  readonly model: MarketModel;

  constructor(model: MarketModel) {
    this.model = model;
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
    ];
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

  /** The pair's last traded price, exactly as the tickers show it. */
  price(pair: Pair): Big {
    return new Big(this.model.formatPrice(pair.symbol, this.model.price(pair.symbol)));
  }

  /** A price of the pair written with the pair's decimals. */
  priceText(pair: Pair, price: Big.BigSource): string {
    return new Big(price).toFixed(pair.priceDecimals);
  }

  /** What one unit of a coin is worth in USDT now. */
  usdtValue(coinId: number): Big {
    const pair = this.coin(coinId)?.pair;
    return pair ? this.price(pair) : new Big(1);
  }
}
