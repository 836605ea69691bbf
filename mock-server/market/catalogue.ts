/**
 * The pairs the mock lists, quoted in USDT (currency id 3). Ids follow the examples of the HTTP contract
 * (BTC 1, ETH 2, SOL 6, AAPL 8, TSLA 9, ...), so the `daymarket` pushes match the rows of /currency/quotation_new.
 * Each has its listing day (no bars before it) and the annualised volatility of its asset class: majors about
 * 55 %, other coins 70-100 %, stocks 20-40 %. Asking for more pairs than listed adds synthetic ones (S0101,
 * S0102, ...) for load tests.
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
  /** The price the pair's path wanders around, and digits after the point of prices and of quantities. */
  price: number;
  priceDecimals: number;
  amountDecimals: number;
  /** Base units in one futures lot (lever_share_num). */
  lotSize: string;
  /** Annualised volatility of the price (0.55: 55 % a year, about 2.9 % a day). */
  volatility: number;
  /** Start of the first day of trading (Unix ms). */
  listedAt: number;
};

type Listed = [number, string, 'coin' | 'stock', number, number, number, string, number, string];
const LISTED: Listed[] = [
  // id, base, market, price, price decimals, amount decimals, lot size, annual volatility, listing day
  [1, 'BTC', 'coin', 66342.18, 2, 4, '0.01', 0.55, '2021-03-01'],
  [2, 'ETH', 'coin', 3184.62, 2, 4, '0.1', 0.7, '2021-03-01'],
  [4, 'LTC', 'coin', 84.53, 2, 3, '1', 0.8, '2021-06-07'],
  [5, 'XRP', 'coin', 0.5321, 4, 1, '100', 0.85, '2021-06-07'],
  [6, 'SOL', 'coin', 148.37, 2, 3, '1', 0.9, '2021-09-13'],
  [7, 'DOGE', 'coin', 0.15231, 5, 0, '1000', 1, '2021-09-13'],
  [8, 'AAPL', 'stock', 212.45, 2, 2, '1', 0.25, '2023-09-04'],
  [9, 'TSLA', 'stock', 238.91, 2, 2, '1', 0.4, '2023-09-04'],
  [10, 'ADA', 'coin', 0.4512, 4, 1, '100', 0.85, '2021-06-07'],
  [11, 'BNB', 'coin', 585.3, 2, 3, '0.1', 0.65, '2021-09-13'],
  [12, 'DOT', 'coin', 6.421, 3, 2, '10', 0.85, '2022-01-10'],
  [13, 'LINK', 'coin', 14.28, 3, 2, '10', 0.85, '2022-01-10'],
  [14, 'TRX', 'coin', 0.12342, 5, 0, '1000', 0.7, '2022-04-04'],
  [15, 'AMZN', 'stock', 186.4, 2, 2, '1', 0.3, '2023-09-04'],
  [16, 'GOOGL', 'stock', 171.2, 2, 2, '1', 0.28, '2023-09-04'],
  [17, 'META', 'stock', 498.6, 2, 2, '1', 0.35, '2024-03-04'],
  [18, 'MSFT', 'stock', 421.3, 2, 2, '1', 0.22, '2023-09-04'],
  [19, 'NVDA', 'stock', 121.8, 2, 2, '1', 0.4, '2024-03-04'],
];
/** Synthetic pairs are listed on a day of the two years from this one. */
const SYNTHETIC_LISTING_FROM = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

const USDT_ID = 3;
/**
 * The first synthetic pair's id: above every id of a coin the exchange has (the listed pairs', USDT's, and the
 * coins an IEO issues, 31-33, which no pair trades), so a load test's pair never takes a real coin's id.
 */
const FIRST_SYNTHETIC_ID = 101;

export const LISTED_PAIR_COUNT = LISTED.length;

/** What names a pair: the coin `id` (the pair's id too) against USDT. */
const quotedInUsdt = (id: number, base: string) => ({
  matchId: id,
  currencyId: id,
  legalId: USDT_ID,
  base,
  quote: 'USDT',
  symbol: `${base}/USDT`,
});

export function buildCatalogue(count: number, random: Random): Pair[] {
  const pairs: Pair[] = LISTED.slice(0, count).map(
    ([id, base, marketType, price, priceDecimals, amountDecimals, lotSize, volatility, listed]) => ({
      ...quotedInUsdt(id, base),
      marketType,
      price,
      priceDecimals,
      amountDecimals,
      lotSize,
      volatility,
      listedAt: Date.parse(`${listed}T00:00:00Z`),
    }),
  );
  for (let index = pairs.length; index < count; index += 1) {
    const id = FIRST_SYNTHETIC_ID + index - LISTED.length;
    const base = `S${String(id).padStart(4, '0')}`;
    const price = Number((10 ** (random.next() * 3 - 0.3)).toFixed(3));
    const marketType = index % 3 === 0 ? 'stock' : 'coin';
    pairs.push({
      ...quotedInUsdt(id, base),
      marketType,
      price,
      priceDecimals: price >= 100 ? 2 : 3,
      amountDecimals: 2,
      lotSize: '1',
      volatility: marketType === 'stock' ? 0.2 + random.next() * 0.2 : 0.6 + random.next() * 0.4,
      listedAt: SYNTHETIC_LISTING_FROM + Math.floor(random.next() * 730) * DAY_MS,
    });
  }
  return pairs;
}
