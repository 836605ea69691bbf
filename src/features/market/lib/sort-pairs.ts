import Big from 'big.js';
import type { QuotationPair } from '../../../gen/model';
import { toBig } from '../../../shared/lib/format/decimal';

export const SORT_KEYS = ['price', 'change', 'volume'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
type SortOrder = 'desc' | 'asc';
export type PairSort = { key: SortKey; order: SortOrder } | null;

type Quote = { now_price: string; change: string; volume: string };
const FIELD: Record<SortKey, keyof Quote> = { price: 'now_price', change: 'change', volume: 'volume' };

/**
 * The pairs in the order asked, by the live quote when one arrived (`quoteOf`) else the list's own figures,
 * compared as decimals; the list's order when no sort is chosen.
 */
export function sortPairs(pairs: QuotationPair[], sort: PairSort, quoteOf: (pair: QuotationPair) => Quote | undefined) {
  if (!sort) return pairs;
  const field = FIELD[sort.key];
  const valued = pairs.map((pair) => ({ pair, value: toBig((quoteOf(pair) ?? pair)[field]) ?? new Big(0) }));
  valued.sort((a, b) => (sort.order === 'desc' ? b.value.cmp(a.value) : a.value.cmp(b.value)));
  return valued.map((entry) => entry.pair);
}

/** Tapping a sort: descending first, then ascending, then the list's order. */
export function nextSort(current: PairSort, key: SortKey): PairSort {
  if (current?.key !== key) return { key, order: 'desc' };
  return current.order === 'desc' ? { key, order: 'asc' } : null;
}
