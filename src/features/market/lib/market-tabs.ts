import type { QuotationPair } from '../../../gen/model';
import { ownedSearch, oneOf } from '../../../shared/lib/navigation/search-params';

/** The market tab's lists: favourites, coins and stocks (QuotationPair.market_type). */
const MARKET_TABS = ['favourites', 'coin', 'stock'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];
const DEFAULT_MARKET_TAB: MarketTab = 'coin';
/** The market tab's list in the address, `?tab=`. */
export const MARKET_SEARCH_TAB = { param: 'tab', keys: MARKET_TABS, initial: DEFAULT_MARKET_TAB } as const;

/** The market tab's query: `tab` (coins when missing or unknown). */
export const parseMarketSearch = (search: Record<string, unknown>): { tab?: MarketTab } =>
  ownedSearch({ tab: oneOf(MARKET_TABS)(search.tab) });

/** Pairs shown under a tab: coins or stocks by `market_type`, or the favourite ones. */
export function pairsOfTab(pairs: QuotationPair[], tab: MarketTab, isFavourite: (currencyId: number) => boolean) {
  if (tab === 'favourites') return pairs.filter((pair) => isFavourite(pair.currency_id));
  return pairs.filter((pair) => pair.market_type === tab);
}
