import { ownedSearch, oneOf, positiveInt, text } from '../../../shared/lib/navigation/search-params';

export const SALE_MODES = ['all', 'normal', 'auction', 'blindBox'] as const;
export type SaleModeFilter = (typeof SALE_MODES)[number];
export const STATE_FILTERS = ['onSale', 'notStarted', 'ended'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

/** The contract's `pay_type` of a sale-mode filter (undefined: every mode). */
export const PAY_TYPE = { all: undefined, normal: 1, auction: 2, blindBox: 3 } as const;
/** The contract's `status` of a state filter. */
export const STATUS = { onSale: 1, notStarted: 2, ended: 0 } as const;

/** Query of the market and the artwork list: the sale mode and state shown. */
export const parseMarketSearch = (search: Record<string, unknown>) =>
  ownedSearch({ mode: oneOf(SALE_MODES)(search.mode), state: oneOf(STATE_FILTERS)(search.state) });

export const parseIdSearch = (search: Record<string, unknown>) => ownedSearch({ id: positiveInt(search.id) });
export const parseUidSearch = (search: Record<string, unknown>) => ownedSearch({ uid: positiveInt(search.uid) });
export const parseKeywordSearch = (search: Record<string, unknown>) =>
  ownedSearch({ keyword: text(50)(search.keyword) });

const CODE = /^[0-9a-f]{32}$/;
export const parseCodeSearch = (search: Record<string, unknown>) =>
  ownedSearch({ code: typeof search.code === 'string' && CODE.test(search.code) ? search.code : undefined });

export const PURCHASE_TABS = ['pending', 'paid', 'expired'] as const;
export const parsePurchaseSearch = (search: Record<string, unknown>) =>
  ownedSearch({ tab: oneOf(PURCHASE_TABS)(search.tab) });

export const MINE_TABS = ['bids', 'purchases', 'messages'] as const;
export const parseMineSearch = (search: Record<string, unknown>) => ownedSearch({ tab: oneOf(MINE_TABS)(search.tab) });
