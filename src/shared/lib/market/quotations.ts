import type { QuotationGroup, QuotationPair } from '../../../gen/model';

/** Every pair of every quote currency, each group's pairs in their `sort` order. */
export function allPairs(groups: QuotationGroup[] | undefined): QuotationPair[] {
  if (!groups) return [];
  return groups.flatMap((group) => [...group.quotation].sort((a, b) => a.sort - b.sort));
}

/** "BTC/USDT" */
export const pairLabel = (pair: Pick<QuotationPair, 'currency_name' | 'legal_name'>) =>
  `${pair.currency_name}/${pair.legal_name}`;

/** The two coins of a pair's label, the other way: "BTC/USDT" -> { coin: "BTC", quote: "USDT" }. */
export function coinsOfPair(label: string): { coin: string; quote: string | undefined } {
  const [coin, quote] = label.split('/');
  return { coin, quote };
}

/**
 * The pair an address asks for: the first with the ids it names (any pair for an id it leaves out), or undefined
 * when no listed pair has them, so that a screen says so instead of showing another pair.
 */
export const pairAskedFor = (pairs: QuotationPair[], currencyId?: number, legalId?: number) =>
  pairs.find(
    (pair) =>
      (currencyId === undefined || pair.currency_id === currencyId) &&
      (legalId === undefined || pair.legal_id === legalId),
  );

/** The pair with these ids, or the first pair when none matches. */
export const findPair = (pairs: QuotationPair[], currencyId?: number, legalId?: number): QuotationPair | undefined =>
  pairAskedFor(pairs, currencyId, legalId) ?? pairs[0];
