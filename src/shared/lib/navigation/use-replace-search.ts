import type { RegisteredRouter, RouteById, RouteIds } from '@tanstack/react-router';

type RouteTree = RegisteredRouter['routeTree'];
type RouteId = RouteIds<RouteTree>;

/** The search parameters a route's `validateSearch` gives (and takes back when navigating to it). */
type SearchOf<TId extends RouteId> = RouteById<RouteTree, TId>['types']['fullSearchSchema'];

/**
 * A route's API (`getRouteApi(id)`) seen only as the way to replace its own search with a `TSearch`: its navigation
 * is given no destination, so it stays on the route (checked where the route is passed, with the route known).
 */
type SearchReplacingRoute<TSearch> = {
  useNavigate: () => (options: { search: TSearch; replace: true }) => Promise<void>;
};

/**
 * A route seen as its search: what it reads (`TRead`, where a parameter may be absent and the screen shows its
 * default) and what it replaces it with (`TSearch`). For a piece that serves several routes (the tabs kept in the
 * address, a trading pair, the NFT filters).
 */
export type SearchRoute<TSearch, TRead = TSearch> = SearchReplacingRoute<TSearch> & { useSearch: () => TRead };

/**
 * Replaces the current page's search parameters (a tab, a filter, a search) with others of the same route, in place
 * of the page: a reload or a shared link keeps them, and back leaves the page rather than the tab. For a piece that
 * serves several routes and knows the part of the search it replaces (tabs kept in the address, a trading pair).
 */
export function useSearchReplacer<TSearch>(route: SearchReplacingRoute<TSearch>) {
  const navigate = route.useNavigate();
  return (search: TSearch) => navigate({ search, replace: true });
}

/** `useSearchReplacer` for a screen's own route, the search typed by the route's `validateSearch`. */
export function useReplaceSearch<TId extends RouteId>(
  route: { id: TId } & SearchReplacingRoute<NoInfer<SearchOf<TId>>>,
): (search: SearchOf<TId>) => Promise<void> {
  return useSearchReplacer(route);
}
