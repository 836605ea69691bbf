import { ownedSearch } from '../../../shared/lib/navigation/search-params';
import { useSearchReplacer, type SearchRoute } from '../../../shared/lib/navigation/use-replace-search';
import type { SaleModeFilter, StateFilter } from './nft-search';

type MarketSearch = { mode?: SaleModeFilter; state?: StateFilter };

/** A page listing the market's artworks (`getRouteApi(id)`), whose sale mode and state are in its address. */
type MarketRoute = SearchRoute<MarketSearch>;

/**
 * The market's filters as the page's address holds them (every sale mode until one is chosen), and the way to
 * choose others in place of them, so that a reload or a shared link shows the same artworks.
 */
export function useMarketSearch(route: MarketRoute) {
  const { mode = 'all', state } = route.useSearch();
  const replaceSearch = useSearchReplacer(route);
  return { mode, state, onChange: (next: MarketSearch) => void replaceSearch(ownedSearch(next)) };
}
