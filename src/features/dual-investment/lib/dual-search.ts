import { ownedSearch, oneOf, positiveInt } from '../../../shared/lib/navigation/search-params';

/** The products' tabs: invested in the coin (call) or in USDT (put). */
const DUAL_TYPES = ['call', 'put'] as const;
export type DualType = (typeof DUAL_TYPES)[number];
/** The products' tab in the address, `?type=`: invested in the coin while it names none. */
export const DUAL_TYPE_SEARCH_TAB = { param: 'type', keys: DUAL_TYPES, initial: 'call' } as const;

export const parseProductsSearch = (search: Record<string, unknown>): { type?: DualType } =>
  ownedSearch({ type: oneOf(DUAL_TYPES)(search.type) });

/** The purchase page's query: the product id. */
export const parseDualProductSearch = (search: Record<string, unknown>): { id?: number } =>
  ownedSearch({ id: positiveInt(search.id) });

/** My investments' tabs: products still running, products that ended (the API's product state 1 and 0). */
const DUAL_ORDER_TABS = ['holding', 'ended'] as const;
export type DualOrderTab = (typeof DUAL_ORDER_TABS)[number];
export const ORDER_TAB_STATUS: Record<DualOrderTab, 0 | 1> = { holding: 1, ended: 0 };
/** My investments' tab in the address, `?tab=`: the running products while it names none. */
export const DUAL_ORDER_SEARCH_TAB = { param: 'tab', keys: DUAL_ORDER_TABS, initial: 'holding' } as const;

export const parseMineSearch = (search: Record<string, unknown>): { tab?: DualOrderTab } =>
  ownedSearch({ tab: oneOf(DUAL_ORDER_TABS)(search.tab) });
