/**
 * Quotes locked for a user: a read issues one per call (its terms, an id, an expiry), kept in the user's state for
 * QUOTE_LOCK_SECONDS; the write that names the id is checked against it and uses it up, once. Conversion
 * (`getConversionQuote`, `convertCoin`) and dual investment (`getDualQuote`, `buyDualProduct`) lock their prices
 * this way: what the confirmation shows is what is charged.
 */
import { userSlice, type SandboxTools } from '../domain.ts';
import { refuse } from '../errors.ts';
import type { UserState } from '../state/types.ts';

/** How long a quote holds (the product specification names none; the contract states this one). */
export const QUOTE_LOCK_SECONDS = 30;
/** Quotes kept per user: a client that asks again and again never grows the state without end. */
const KEPT_QUOTES = 20;

export type LockedQuote<Terms> = Terms & { id: string; expiresAt: number };
type QuoteTools = SandboxTools & { user: UserState };

/**
 * The locked quotes of one kind: kept in the user's state slice `slice`, numbered by the counter `counter`, their
 * ids `${idPrefix}${n}` (the pattern the contract gives the write's `quote_id`).
 */
export function lockedQuotes<Terms extends object>(kind: { slice: string; counter: string; idPrefix: string }) {
  const quotesOf = userSlice<{ quotes: Array<LockedQuote<Terms>> }>(kind.slice, () => ({ quotes: [] }));
  return {
    /** Issues a quote of these terms for the user, locked for QUOTE_LOCK_SECONDS from now. */
    issue(tools: QuoteTools, terms: Terms): LockedQuote<Terms> {
      const { now, user } = tools;
      const quote = {
        ...terms,
        id: `${kind.idPrefix}${tools.nextId(kind.counter, 0)}`,
        expiresAt: now + QUOTE_LOCK_SECONDS * 1000,
      };
      const slice = quotesOf(user);
      slice.quotes = [...slice.quotes.filter((kept) => kept.expiresAt > now), quote].slice(-KEPT_QUOTES);
      return quote;
    },
    /**
     * The user's quote of that id for this write, checked without being used up (the write may still be refused
     * for the balance or a limit): unknown, another user's, used, or not for what `fits` asks: refused as invalid;
     * expired: refused as expired. `useUp` spends it once the write goes through.
     */
    take(tools: QuoteTools, id: string, fits: (quote: LockedQuote<Terms>) => boolean) {
      const quote = quotesOf(tools.user).quotes.find((kept) => kept.id === id);
      if (!quote || !fits(quote)) refuse('quoteInvalid');
      if (tools.now >= quote.expiresAt) refuse('quoteExpired');
      return {
        quote,
        useUp: () => {
          const slice = quotesOf(tools.user);
          slice.quotes = slice.quotes.filter((kept) => kept.id !== id);
        },
      };
    },
  };
}
