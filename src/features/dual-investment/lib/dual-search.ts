import { ownedSearch, oneOf, positiveInt } from '../../../shared/lib/navigation/search-params';

/** The products' tabs: invested in the coin (call) or in USDT (put). */
export const DUAL_TYPES = ['call', 'put'] as const;
export type DualType = (typeof DUAL_TYPES)[number];

export const parseProductsSearch = (search: Record<string, unknown>): { type?: DualType } =>
  ownedSearch({ type: oneOf(DUAL_TYPES)(search.type) });

/** The purchase page's query: the product id. */
export const parseDualProductSearch = (search: Record<string, unknown>): { id?: number } =>
  ownedSearch({ id: positiveInt(search.id) });

/** My investments' tabs: products still running, products that ended (the API's product state 1 and 0). */
export const DUAL_ORDER_TABS = ['holding', 'ended'] as const;
export type DualOrderTab = (typeof DUAL_ORDER_TABS)[number];
export const ORDER_TAB_STATUS: Record<DualOrderTab, 0 | 1> = { holding: 1, ended: 0 };

export const parseMineSearch = (search: Record<string, unknown>): { tab?: DualOrderTab } =>
  ownedSearch({ tab: oneOf(DUAL_ORDER_TABS)(search.tab) });
