/**
 * The pairs the mock lists, quoted in USDT (currency id 3). Ids follow the examples of the HTTP contract
 * (BTC 1, ETH 2, SOL 6, AAPL 8, TSLA 9, ...), so the `daymarket` pushes match the rows of /currency/quotation_new.
 * Asking for more pairs than listed adds synthetic ones (S0019, S0020, ...) for load tests.
 */
import type { Random } from './random.ts';

export type Pair = {
  matchId: number;
  currencyId: number;
  legalId: number;
  base: string;
  quote: string;
  symbol: string;
  marketType: 'coin' | 'stock';
  /** Opening price and digits after the point of prices and of quantities. */
  price: number;
  priceDecimals: number;
  amountDecimals: number;
  /** Base units in one futures lot (lever_share_num). */
  lotSize: string;
  /** Relative size of price moves (1 = a major coin). */
  volatility: number;
};

const LISTED: Array<[number, string, 'coin' | 'stock', number, number, number, string, number]> = [
  // id, base, market, price, price decimals, amount decimals, lot size, volatility
  [1, 'BTC', 'coin', 66342.18, 2, 4, '0.01', 1],
  [2, 'ETH', 'coin', 3184.62, 2, 4, '0.1', 1.2],
  [4, 'LTC', 'coin', 84.53, 2, 3, '1', 1.3],
  [5, 'XRP', 'coin', 0.5321, 4, 1, '100', 1.4],
  [6, 'SOL', 'coin', 148.37, 2, 3, '1', 1.5],
  [7, 'DOGE', 'coin', 0.15231, 5, 0, '1000', 1.8],
  [8, 'AAPL', 'stock', 212.45, 2, 2, '1', 0.5],
  [9, 'TSLA', 'stock', 238.91, 2, 2, '1', 0.9],
  [10, 'ADA', 'coin', 0.4512, 4, 1, '100', 1.5],
  [11, 'BNB', 'coin', 585.3, 2, 3, '0.1', 1.1],
  [12, 'DOT', 'coin', 6.421, 3, 2, '10', 1.5],
  [13, 'LINK', 'coin', 14.28, 3, 2, '10', 1.5],
  [14, 'TRX', 'coin', 0.12342, 5, 0, '1000', 1.2],
  [15, 'AMZN', 'stock', 186.4, 2, 2, '1', 0.6],
  [16, 'GOOGL', 'stock', 171.2, 2, 2, '1', 0.6],
  [17, 'META', 'stock', 498.6, 2, 2, '1', 0.7],
  [18, 'MSFT', 'stock', 421.3, 2, 2, '1', 0.5],
  [19, 'NVDA', 'stock', 121.8, 2, 2, '1', 1],
];

const USDT_ID = 3;

export const LISTED_PAIR_COUNT = LISTED.length;

export function buildCatalogue(count: number, random: Random): Pair[] {
  const pairs: Pair[] = LISTED.slice(0, count).map(
    ([id, base, marketType, price, priceDecimals, amountDecimals, lotSize, volatility]) => ({
      matchId: id,
      currencyId: id,
      legalId: USDT_ID,
      base,
      quote: 'USDT',
      symbol: `${base}/USDT`,
      marketType,
      price,
      priceDecimals,
      amountDecimals,
      lotSize,
      volatility,
    }),
  );
  for (let index = pairs.length; index < count; index += 1) {
    const id = index + 1 + USDT_ID; // after the listed ids, never the quote currency's
    const base = `S${String(id).padStart(4, '0')}`;
    const price = Number((10 ** (random.next() * 3 - 0.3)).toFixed(3));
    pairs.push({
      matchId: id,
      currencyId: id,
      legalId: USDT_ID,
      base,
      quote: 'USDT',
      symbol: `${base}/USDT`,
      marketType: index % 3 === 0 ? 'stock' : 'coin',
      price,
      priceDecimals: price >= 100 ? 2 : 3,
      amountDecimals: 2,
      lotSize: '1',
      volatility: 0.5 + random.next(),
    });
  }
  return pairs;
}
