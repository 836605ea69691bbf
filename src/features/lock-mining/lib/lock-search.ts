import { ownedSearch, oneOf, positiveInt } from '../../../shared/lib/navigation/search-params';

/** The purchase page's query: the product id. */
export const parseProductSearch = (search: Record<string, unknown>): { id?: number } =>
  ownedSearch({ id: positiveInt(search.id) });

/** The orders page's tabs: orders in progress and orders redeemed (at term or early). */
const LOCK_ORDER_TABS = ['progress', 'redeemed'] as const;
export type LockOrderTab = (typeof LOCK_ORDER_TABS)[number];
/** The orders page's tab in the address, `?tab=`: the orders in progress while it names none. */
export const LOCK_ORDER_SEARCH_TAB = { param: 'tab', keys: LOCK_ORDER_TABS, initial: 'progress' } as const;

export const parseOrdersSearch = (search: Record<string, unknown>): { tab?: LockOrderTab } =>
  ownedSearch({ tab: oneOf(LOCK_ORDER_TABS)(search.tab) });
