/**
 * Locked conversion quotes (money/locked-quotes.ts): `getConversionQuote` issues one per call; `convertCoin` with
 * its id converts at exactly its prices and amounts, once.
 */
import Big from 'big.js';
import type { SandboxTools } from '../domain.ts';
import { fixed } from '../format.ts';
import { lockedQuotes, QUOTE_LOCK_SECONDS } from '../money/locked-quotes.ts';
import type { UserState } from '../state/types.ts';

type ConversionTerms = {
  from: number;
  to: number;
  fromPrice: string;
  toPrice: string;
  feePercent: string;
  /** The amount the quote was asked for, when it was. */
  number?: string;
};

const conversionQuotes = lockedQuotes<ConversionTerms>({
  slice: 'conversion-quotes',
  counter: 'conversion-quote',
  idPrefix: 'Q',
});

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
  const { market } = tools;
  const fromPrice = fixed(market.usdtValue(prices.from), 4);
  const toPrice = fixed(market.usdtValue(prices.to), 4);
  const quote = conversionQuotes.issue(tools, {
    from: prices.from,
    to: prices.to,
    fromPrice,
    toPrice,
    feePercent: prices.feePercent,
    ...(prices.number !== undefined && { number: new Big(prices.number).toFixed() }),
  });
  const stated = quote.number && conversionAt(new Big(quote.number), fromPrice, toPrice, quote.feePercent);
  return {
    form_price: fromPrice,
    to_price: toPrice,
    fee: quote.feePercent,
    quote_id: quote.id,
    // whole seconds, rounded down: the app never counts a quote as valid after the server stops taking it
    expires_at: Math.floor(quote.expiresAt / 1000),
    expires_in: QUOTE_LOCK_SECONDS,
    ...(stated && { number: quote.number, received: stated.received.toFixed(), fee_amount: stated.fee.toFixed() }),
  };
}

/**
 * The user's quote of that id for this conversion, refused unless it was issued for these coins (and this amount,
 * when it was asked for one); the amounts it gives at its prices.
 */
export function quoteFor(
  tools: SandboxTools & { user: UserState },
  id: string,
  conversion: { from: number; to: number; number: Big },
) {
  const { quote, useUp } = conversionQuotes.take(
    tools,
    id,
    (kept) =>
      kept.from === conversion.from &&
      kept.to === conversion.to &&
      (kept.number === undefined || conversion.number.eq(kept.number)),
  );
  return { ...conversionAt(conversion.number, quote.fromPrice, quote.toPrice, quote.feePercent), useUp };
}
