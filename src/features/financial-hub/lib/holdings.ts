import Big from 'big.js';
import type { Page } from '../../../shared/ui/paginated-list/page';

export type CoinTotal = { coin: string; amount: Big };

/** Totals per coin, in the order each coin first appears: what the user holds of one product. */
export function totalsByCoin<T>(rows: T[], coinOf: (row: T) => string, amountOf: (row: T) => string): CoinTotal[] {
  const totals = new Map<string, Big>();
  for (const row of rows) totals.set(coinOf(row), (totals.get(coinOf(row)) ?? new Big(0)).plus(amountOf(row)));
  return [...totals].map(([coin, amount]) => ({ coin, amount }));
}

/** The smallest and largest of some rates ("0.30", "0.40"), or none. */
export function rateRange(rates: string[]): { min: string; max: string } | undefined {
  if (!rates.length) return undefined;
  const sorted = [...rates].sort((a, b) => new Big(a).cmp(b));
  return { min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** Pages beyond which a holdings summary stops reading (1,000 orders at 50 a page). */
const MAX_PAGES = 20;

/** Every row of a paged list, read page after page until one comes back short. */
export async function fetchAllPages<T>(fetchPage: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { items, hasMore } = await fetchPage(page);
    rows.push(...items);
    if (!hasMore) break;
  }
  return rows;
}
