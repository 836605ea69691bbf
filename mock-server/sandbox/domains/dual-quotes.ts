/**
 * Locked dual investment quotes: `getDualQuote` issues one per call, kept in the user's state for
 * QUOTE_LOCK_SECONDS; `buyDualProduct` with its id charges exactly its amount and holds its days, once. A put's
 * share costs a tenth of the coin's price, which moves every second: the quote is what the confirmation shows.
 */
import type Big from 'big.js';
import { userSlice, type SandboxTools } from '../domain.ts';
import { refuse } from '../errors.ts';
import type { UserState } from '../state/types.ts';

/** How long a quote holds: the same 30 seconds as a conversion's (the contract states it). */
export const DUAL_QUOTE_LOCK_SECONDS = 30;
/** Quotes kept per user: a client that asks again and again never grows the state without end. */
const KEPT_QUOTES = 20;

export type DualQuote = {
  id: string;
  productId: number;
  shares: number;
  /** One share's cost, in the coin the product is paid in. */
  sharePrice: string;
  /** The coin's USDT price the share price was read at (the order's purchase price). */
  coinPrice: string;
  days: number;
  expiresAt: number;
};

const quotesOf = userSlice<{ quotes: DualQuote[] }>('dual-quotes', () => ({ quotes: [] }));

/** Issues a quote of these terms for the user, locked for DUAL_QUOTE_LOCK_SECONDS. */
export function issueDualQuote(
  tools: SandboxTools & { user: UserState },
  terms: { productId: number; shares: number; sharePrice: Big; coinPrice: Big; days: number },
): DualQuote {
  const { now, user } = tools;
  const quote: DualQuote = {
    id: `D${tools.nextId('dual-quote', 0)}`,
    productId: terms.productId,
    shares: terms.shares,
    sharePrice: terms.sharePrice.toFixed(),
    coinPrice: terms.coinPrice.toFixed(2),
    days: terms.days,
    expiresAt: now + DUAL_QUOTE_LOCK_SECONDS * 1000,
  };
  const slice = quotesOf(user);
  slice.quotes = [...slice.quotes.filter((kept) => kept.expiresAt > now), quote].slice(-KEPT_QUOTES);
  return quote;
}

/**
 * The user's quote of that id for this purchase, checked without being used up (the purchase may still be refused
 * for the balance or the limit): unknown, another user's, used, for another product or other shares, or expired:
 * refused.
 */
export function dualQuoteFor(
  tools: SandboxTools & { user: UserState },
  id: string,
  purchase: { productId: number; shares: number },
) {
  const quote = quotesOf(tools.user).quotes.find((kept) => kept.id === id);
  if (!quote || quote.productId !== purchase.productId || quote.shares !== purchase.shares) refuse('quoteInvalid');
  if (tools.now >= quote.expiresAt) refuse('quoteExpired');
  return {
    quote,
    useUp: () => {
      const slice = quotesOf(tools.user);
      slice.quotes = slice.quotes.filter((kept) => kept.id !== id);
    },
  };
}
