/**
 * Locked conversion quotes: `getConversionQuote` issues one per call, kept in the user's state for
 * QUOTE_LOCK_SECONDS; `convertCoin` with its id converts at exactly its prices and amounts, once.
 */
import Big from 'big.js';
import { userSlice, type SandboxTools } from '../domain.ts';
import { refuse } from '../errors.ts';
import { fixed } from '../format.ts';
import type { UserState } from '../state/types.ts';

/** How long a quote holds (the product specification names none; the contract states this one). */
const QUOTE_LOCK_SECONDS = 30;
/** Quotes kept per user: a client that asks again and again never grows the state without end. */
const KEPT_QUOTES = 20;

type Quote = {
  id: string;
  from: number;
  to: number;
  fromPrice: string;
  toPrice: string;
  feePercent: string;
  /** The amount the quote was asked for, when it was. */
  number?: string;
  expiresAt: number;
};

const quotesOf = userSlice<{ quotes: Quote[] }>('conversion-quotes', () => ({ quotes: [] }));

/** What converting `number` at the prices gives: received cut to 8 decimals, the fee on top rounded up. */
export function conversionAt(number: Big, fromPrice: string, toPrice: string, feePercent: string) {
  return {
    received: number.times(fromPrice).div(toPrice).round(8, Big.roundDown),
    fee: number.times(feePercent).div(100).round(8, Big.roundUp),
  };
}

/** Issues a quote of the current prices for the user, locked for QUOTE_LOCK_SECONDS. */
export function issueQuote(
  tools: SandboxTools & { user: UserState },
  prices: { from: number; to: number; feePercent: string; number?: string },
) {
  const { market, now, user } = tools;
  const fromPrice = fixed(market.usdtValue(prices.from), 4);
  const toPrice = fixed(market.usdtValue(prices.to), 4);
  const expiresAt = now + QUOTE_LOCK_SECONDS * 1000;
  const quote: Quote = {
    id: `Q${tools.nextId('conversion-quote', 0)}`,
    from: prices.from,
    to: prices.to,
    fromPrice,
    toPrice,
    feePercent: prices.feePercent,
    ...(prices.number !== undefined && { number: new Big(prices.number).toFixed() }),
    expiresAt,
  };
  const slice = quotesOf(user);
  slice.quotes = [...slice.quotes.filter((kept) => kept.expiresAt > now), quote].slice(-KEPT_QUOTES);
  const stated = quote.number && conversionAt(new Big(quote.number), fromPrice, toPrice, quote.feePercent);
  return {
    form_price: fromPrice,
    to_price: toPrice,
    fee: quote.feePercent,
    quote_id: quote.id,
    // whole seconds, rounded down: the app never counts a quote as valid after the server stops taking it
    expires_at: Math.floor(expiresAt / 1000),
    expires_in: QUOTE_LOCK_SECONDS,
    ...(stated && { number: quote.number, received: stated.received.toFixed(), fee_amount: stated.fee.toFixed() }),
  };
}

/**
 * The user's quote of that id for this conversion, checked without being used up (the conversion may still be
 * refused for the balance): unknown, another user's, used, for other coins or another amount, or expired: refused.
 */
export function quoteFor(
  tools: SandboxTools & { user: UserState },
  id: string,
  conversion: { from: number; to: number; number: Big },
) {
  const quote = quotesOf(tools.user).quotes.find((kept) => kept.id === id);
  if (!quote || quote.from !== conversion.from || quote.to !== conversion.to) refuse('quoteInvalid');
  if (quote.number !== undefined && !conversion.number.eq(quote.number)) refuse('quoteInvalid');
  if (tools.now >= quote.expiresAt) refuse('quoteExpired');
  return {
    ...conversionAt(conversion.number, quote.fromPrice, quote.toPrice, quote.feePercent),
    useUp: () => {
      const slice = quotesOf(tools.user);
      slice.quotes = slice.quotes.filter((kept) => kept.id !== id);
    },
  };
}
