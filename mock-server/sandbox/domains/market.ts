/**
 * The market as HTTP reads it, from the model the socket drives: the quotation list (every pair's settings from
 * the contract's written list, its live price, change and volume from the model's ticker), the k-line history
 * (ending with the model's current bar, so the chart joins the live `kline` pushes) and the user's favourites.
 */
import Big from 'big.js';
import { createRandom } from '../../socket/random.ts';
import { HISTORY_TRADE_EVERY_MS, HISTORY_TRADE_USDT } from '../../socket/market-model.ts';
import { barStart, periodOf, type Period } from '../../socket/periods.ts';
import type { Answer, Contract, Domain } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { USDT_ID } from '../market.ts';
import { hashText } from '../sandbox.ts';

const MAX_FAVOURITES = 20;
const MAX_BARS = 500;
const PERIOD_MS: Record<Period, number> = {
  '1min': 60_000,
  '5min': 300_000,
  '15min': 900_000,
  '30min': 1_800_000,
  '60min': 3_600_000,
  '1day': 86_400_000,
  '1week': 7 * 86_400_000,
  '1mon': 30 * 86_400_000,
  '1year': 365 * 86_400_000,
};

const favouritesOf = userSlice<{ entries: Array<{ id: number; currencyId: number }> }>('favourites', () => ({
  entries: [],
}));

/** The bar that starts before `time` in a period (months are not all as long). */
const previousStart = (time: number, period: Period) => barStart(time - 1, period);

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
    getKlineHistory: ({ params, market, state, now }) => {
      const pair = market.pairBySymbol(params.symbol);
      // this operation's own envelope: a failure is an answer of its handler, not a thrown refusal
      const failure = (reason: string): Answer<'getKlineHistory'> => ({ code: -1, msg: `error: ${reason}`, data: [] });
      if (!pair) return failure('unknown symbol');
      const [from, to] = [params.from * 1000, params.to * 1000];
      if (from > to) return failure('from is after to');
      const period = periodOf(params.period);
      if (!period) return failure('unknown period');
      const current = market.model.bar(pair.symbol, period);
      // a walk back from the current bar, the same for every call while that bar lasts
      const random = createRandom(hashText(`${state.seed}:${pair.symbol}:${period}:${current.time}`));
      const sigma = Math.min(0.03, 0.0004 * pair.volatility * Math.sqrt(PERIOD_MS[period] / 700));
      const bars = [{ ...current }];
      const typicalVolume = (HISTORY_TRADE_USDT / pair.price) * (PERIOD_MS[period] / HISTORY_TRADE_EVERY_MS);
      for (let index = 0; index < MAX_BARS * 4 && bars[0].time > from; index += 1) {
        const next = bars[0];
        const close = next.open;
        const open = close * Math.exp(sigma * random.normal());
        const spread = Math.abs(sigma * random.normal()) * 0.6;
        bars.unshift({
          time: previousStart(next.time, period),
          open,
          close,
          high: Math.max(open, close) * (1 + spread * random.next()),
          low: Math.min(open, close) * (1 - spread * random.next()),
          volume: typicalVolume * (0.4 + random.next() * 1.2),
        });
      }
      const decimals = pair.priceDecimals;
      const round = (value: number) => Number(new Big(value).toFixed(decimals));
      const data = bars
        .filter((bar) => bar.time >= barStart(from, period) && bar.time <= Math.min(to, now))
        .slice(-MAX_BARS)
        .map((bar): Contract.KlineBar => {
          const [open, close] = [round(bar.open), round(bar.close)];
          const amount = Number(new Big(bar.volume).toFixed(pair.amountDecimals));
          return {
            id: Math.floor(bar.time / 1000),
            // as asked: the bars of an alias (1H, 1D, ...) carry the alias, as the contract says
            period: params.period,
            'base-currency': pair.base,
            'quote-currency': pair.quote,
            open,
            close,
            high: Math.max(round(bar.high), open, close),
            low: Math.min(round(bar.low), open, close),
            vol: Number(new Big(amount).times((open + close) / 2).toFixed(2)),
            amount,
            time: bar.time,
            volume: amount,
          };
        });
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
