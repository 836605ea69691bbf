import { ownedSearch, oneOf } from '../../../shared/lib/navigation/search-params';

/** The orders tab's lists: every order kind and financial holding. */
const ORDER_KINDS = ['spot', 'futures', 'options', 'ieo', 'lockming', 'invest', 'copy', 'nft'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
const DEFAULT_ORDER_KIND: OrderKind = 'spot';
/** The orders tab's kind in the address, `?kind=`. */
export const ORDER_KIND_SEARCH_TAB = { param: 'kind', keys: ORDER_KINDS, initial: DEFAULT_ORDER_KIND } as const;

/** The orders tab's query: `kind` (spot orders when missing or unknown). */
export const parseOrdersSearch = (search: Record<string, unknown>): { kind?: OrderKind } =>
  ownedSearch({ kind: oneOf(ORDER_KINDS)(search.kind) });
