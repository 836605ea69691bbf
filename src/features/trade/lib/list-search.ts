import { ownedSearch, oneOf } from '../../../shared/lib/navigation/search-params';

/** `?list=` of an order page: which of its lists is shown. */
export const listSearch =
  <K extends string>(lists: readonly K[]) =>
  (search: Record<string, unknown>): { list?: K } =>
    ownedSearch({ list: oneOf(lists)(search.list) });

export const SPOT_LISTS = ['pending', 'history'] as const;
export const FUTURES_LISTS = ['positions', 'pending', 'history'] as const;
export const OPTION_LISTS = ['open', 'done'] as const;
