/**
 * The market as HTTP reads it, from the model the socket drives: the quotation list (every pair's settings from
 * the contract's written list, its live price, change and volume from the model's ticker), the k-line history
 * (the pair's one price path, ending with the model's current bar, so the chart joins the live `kline` pushes)
 * and the user's favourites.
 */
import Big from 'big.js';
import { periodOf } from '../../market/periods.ts';
import type { Answer, Contract, Domain } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { USDT_ID } from '../market.ts';

const MAX_FAVOURITES = 20;
const MAX_BARS = 500;
const favouritesOf = userSlice<{ entries: Array<{ id: number; currencyId: number }> }>('favourites', () => ({
  entries: [],
}));

export const marketDomain: Domain = {
  name: 'market',
  handlers: {
    listQuotations: ({ market }) => {
      const usdt = market.coin(USDT_ID)!;
      return [
        {
          id: usdt.id,
          name: usdt.name,
          logo: usdt.logo,
          quotation: market.pairs.map((pair) => {
            const ticker = market.model.ticker(pair.symbol);
            return {
              ...market.settings(pair).row,
              // the order form's precision and minimum are the ones submitSpotOrder enforces
              price_precision: pair.priceDecimals,
              amount_precision: pair.amountDecimals,
              min: new Big(1).div(10 ** pair.amountDecimals).toFixed(),
              now_price: ticker.now_price,
              change: ticker.change,
              volume: ticker.volume,
            };
          }),
        },
      ];
    },
    getKlineHistory: ({ params, market }) => {
      const pair = market.pairBySymbol(params.symbol);
      // this operation's own envelope: a failure is an answer of its handler, not a thrown refusal
      const failure = (reason: string): Answer<'getKlineHistory'> => ({ code: -1, msg: `error: ${reason}`, data: [] });
      if (!pair) return failure('unknown symbol');
      const [from, to] = [params.from * 1000, params.to * 1000];
      if (from > to) return failure('from is after to');
      const period = periodOf(params.period);
      if (!period) return failure('unknown period');
      // the pair's one path, to the market's last step: the last bar is the live one the socket pushes
      const data = market.model.history(pair.symbol, period, from, to, MAX_BARS).map((bar): Contract.KlineBar => ({
        id: Math.floor(bar.time / 1000),
        // as asked: the bars of an alias (1H, 1D, ...) carry the alias, as the contract says
        period: params.period,
        'base-currency': pair.base,
        'quote-currency': pair.quote,
        open: bar.open,
        close: bar.close,
        high: bar.high,
        low: bar.low,
        vol: Number(bar.turnover.toFixed(2)),
        amount: bar.volume,
        time: bar.time,
        volume: bar.volume,
      }));
      return { code: 1, msg: 'success', data };
    },
    listFavourites: ({ user }) =>
      favouritesOf(user).entries.map((entry) => ({ id: entry.id, currency_id: entry.currencyId })),
    addFavourite: (context) => {
      const currencyId = context.params.currency_id;
      if (!context.market.pairs.some((pair) => pair.currencyId === currencyId)) refuse('unknownPair');
      const favourites = favouritesOf(context.user).entries;
      if (favourites.some((entry) => entry.currencyId === currencyId)) refuse('favouriteExists');
      if (favourites.length >= MAX_FAVOURITES) refuse('aboveMaximum', { max: MAX_FAVOURITES });
      const entry = { id: context.nextId('favourite', 300), currencyId };
      favourites.push(entry);
      return { id: entry.id };
    },
    removeFavourite: (context) => {
      const favourites = favouritesOf(context.user);
      const index = favourites.entries.findIndex((entry) => entry.id === context.params.id);
      if (index < 0) refuse('notFound');
      favourites.entries.splice(index, 1);
      return context.text('done');
    },
  },
};
