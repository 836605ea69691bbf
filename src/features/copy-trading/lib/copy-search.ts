import { ownedSearch, oneOf, positiveInt } from '../../../shared/lib/navigation/search-params';

/** A trader's pages (detail, follow form): the trader's user id. */
export const parseTraderSearch = (search: Record<string, unknown>): { id?: number } =>
  ownedSearch({ id: positiveInt(search.id) });

/** My copy trading: the traders I follow or followed, the copies open now, the copies closed. */
const MY_COPY_TABS = ['traders', 'current', 'history'] as const;
export type MyCopyTab = (typeof MY_COPY_TABS)[number];
/** My copy trading's tab in the address, `?tab=`: the traders while it names none. */
export const MY_COPY_SEARCH_TAB = { param: 'tab', keys: MY_COPY_TABS, initial: 'traders' } as const;

export const parseMyCopySearch = (search: Record<string, unknown>): { tab?: MyCopyTab } =>
  ownedSearch({ tab: oneOf(MY_COPY_TABS)(search.tab) });

/** The trader page's lists: positions open now and closed ones. */
const TRADER_TABS = ['positions', 'history'] as const;
export type TraderTab = (typeof TRADER_TABS)[number];
/** The trader page's list in the address, `?tab=`: the open positions while it names none. */
export const TRADER_SEARCH_TAB = { param: 'tab', keys: TRADER_TABS, initial: 'positions' } as const;

export const parseTraderPageSearch = (search: Record<string, unknown>): { id?: number; tab?: TraderTab } =>
  ownedSearch({ id: positiveInt(search.id), tab: oneOf(TRADER_TABS)(search.tab) });
