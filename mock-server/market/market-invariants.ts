/**
 * The consistency rules of the mock market, as checks that return what is wrong (empty when all is well).
 * Used by the model's tests and by the emitter tests on what actually went over the socket.
 */
import type { DepthLevel, KlinePayload, MarketTrade } from '../gen/socket/schemas.ts';
import { barStart, type Period } from './periods.ts';

type BarLike = Pick<KlinePayload, 'time' | 'open' | 'high' | 'low' | 'close' | 'volume'>;
type Level = DepthLevel;
type TradeLike = Pick<MarketTrade, 'price' | 'amount' | 'ts' | 'direction'>;

export function barProblems(bar: BarLike, period: Period): string[] {
  const problems: string[] = [];
  if (!(bar.high >= Math.max(bar.open, bar.close))) problems.push(`high ${bar.high} below open/close`);
  if (!(bar.low <= Math.min(bar.open, bar.close))) problems.push(`low ${bar.low} above open/close`);
  if (!(bar.low > 0)) problems.push(`low ${bar.low} not positive`);
  if (!(bar.volume >= 0)) problems.push(`negative volume ${bar.volume}`);
  if (barStart(bar.time, period) !== bar.time)
    problems.push(`${period} bar at ${bar.time} is not on a period boundary`);
  return problems;
}

export function bookProblems(book: { bids: Level[]; asks: Level[] }): string[] {
  const problems: string[] = [];
  const sorted = (levels: Level[], direction: 1 | -1) =>
    levels.every((level, index) => index === 0 || direction * (level[0] - levels[index - 1][0]) > 0);
  if (!book.bids.length || !book.asks.length) problems.push('an empty side');
  if (!sorted(book.bids, -1)) problems.push('bids not strictly descending');
  if (!sorted(book.asks, 1)) problems.push('asks not strictly ascending');
  if (book.bids.length && book.asks.length && !(book.bids[0][0] < book.asks[0][0]))
    problems.push('best bid not below best ask');
  if ([...book.bids, ...book.asks].some(([price, size]) => !(price > 0 && size > 0)))
    problems.push('a level without positive price and size');
  return problems;
}

export function tradeProblems(trades: TradeLike[]): string[] {
  const problems: string[] = [];
  if (!trades.length) problems.push('no trades');
  for (const [index, trade] of trades.entries()) {
    if (!(trade.price > 0 && trade.amount > 0)) problems.push(`trade ${index} without positive price and amount`);
    if (index && trade.ts < trades[index - 1].ts) problems.push(`trade ${index} older than the one before`);
    if (trade.direction !== 'buy' && trade.direction !== 'sell')
      problems.push(`trade ${index} direction ${trade.direction}`);
  }
  return problems;
}
