/**
 * Locked dual investment quotes (money/locked-quotes.ts): `getDualQuote` issues one per call; `buyDualProduct` with
 * its id charges exactly its amount and holds its days, once. A put's share costs a tenth of the coin's price, which
 * moves every second: the quote is what the confirmation shows.
 */
import type Big from 'big.js';
import type { SandboxTools } from '../domain.ts';
import { lockedQuotes } from '../money/locked-quotes.ts';
import type { UserState } from '../state/types.ts';

type DualTerms = {
  productId: number;
  shares: number;
  /** One share's cost, in the coin the product is paid in. */
  sharePrice: string;
  /** The coin's USDT price the share price was read at (the order's purchase price). */
  coinPrice: string;
  days: number;
};

const dualQuotes = lockedQuotes<DualTerms>({ slice: 'dual-quotes', counter: 'dual-quote', idPrefix: 'D' });

/** Issues a quote of these terms for the user. */
export function issueDualQuote(
  tools: SandboxTools & { user: UserState },
  terms: { productId: number; shares: number; sharePrice: Big; coinPrice: Big; days: number },
) {
  return dualQuotes.issue(tools, {
    ...terms,
    sharePrice: terms.sharePrice.toFixed(),
    coinPrice: terms.coinPrice.toFixed(2),
  });
}

/** The user's quote of that id, refused unless it was issued for this product and these shares. */
export const dualQuoteFor = (
  tools: SandboxTools & { user: UserState },
  id: string,
  purchase: { productId: number; shares: number },
) => dualQuotes.take(tools, id, (quote) => quote.productId === purchase.productId && quote.shares === purchase.shares);
