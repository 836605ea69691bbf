/**
 * Builds the public market payloads (daymarket, kline, market_depth, match_trade) from the market model. Each pair
 * gets a template filled once from the contract with faker; the model then sets every field it owns.
 */
import type { DaymarketPayload, KlinePayload, MarketDepthPayload, MatchTradePayload } from '../gen/socket/schemas.ts';
import type { Pair } from '../market/catalogue.ts';
import type { Bar, Book, MarketModel, Trade } from '../market/market-model.ts';
import type { PayloadFaker } from './payload-faker.ts';
import type { LivePeriod } from '../market/periods.ts';

const pairFields = (pair: Pair) => ({
  symbol: pair.symbol,
  currency_id: pair.currencyId,
  legal_id: pair.legalId,
  currency_name: pair.base,
  legal_name: pair.quote,
});

export function createMarketPayloads(model: MarketModel, faker: PayloadFaker) {
  const templates = new Map<string, DaymarketPayload>();
  const daymarketTemplate = (pair: Pair): DaymarketPayload => {
    let template = templates.get(pair.symbol);
    if (!template) {
      template = faker.fake('#/components/messages/daymarket/payload') as DaymarketPayload;
      templates.set(pair.symbol, template);
    }
    return template;
  };

  return {
    daymarket(pair: Pair, now: number): DaymarketPayload {
      return {
        ...daymarketTemplate(pair),
        ...pairFields(pair),
        ...model.ticker(pair.symbol),
        type: 'daymarket',
        period: '1day',
        match_id: pair.matchId,
        market_type: pair.marketType,
        time: now,
      };
    },

    kline(pair: Pair, period: LivePeriod, bar: Bar): KlinePayload {
      return { type: 'kline', period, match_id: pair.matchId, ...pairFields(pair), ...bar };
    },

    depth(pair: Pair, book: Book, now: number): MarketDepthPayload {
      return {
        type: 'market_depth',
        ...pairFields(pair),
        'base-currency': pair.base,
        'quote-currency': pair.quote,
        bids: book.bids,
        asks: book.asks,
        match_id: pair.matchId,
        time: now,
      };
    },

    trades(pair: Pair, trades: Trade[]): MatchTradePayload {
      return {
        type: 'match_trade',
        ...pairFields(pair),
        'base-currency': pair.base,
        'quote-currency': pair.quote,
        data: trades,
        match_id: pair.matchId,
      };
    },
  };
}
