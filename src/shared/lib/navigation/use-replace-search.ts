import type { RegisteredRouter, RouteById, RouteIds } from '@tanstack/react-router';

type RouteTree = RegisteredRouter['routeTree'];
type RouteId = RouteIds<RouteTree>;

/** The search parameters a route's `validateSearch` gives (and takes back when navigating to it). */
type SearchOf<TId extends RouteId> = RouteById<RouteTree, TId>['types']['fullSearchSchema'];

/**
 * A route's API (`getRouteApi(id)`), as far as replacing its search goes: the route named by its id, whose own
 * navigation takes that route's search parameters (checked where the hook is called, with the route known).
 */
type SearchRoute<TId extends RouteId> = {
  id: TId;
  useNavigate: () => (options: { search: NoInfer<SearchOf<TId>>; replace: true }) => Promise<void>;
};

/**
 * Replaces the current page's search parameters (a tab, a filter, a search) with others of the same route, typed by
 * it, in place of the page: a reload or a shared link keeps them, and back leaves the page rather than the tab. It
 * takes no destination, so it can only stay on the route it was given.
 */
export function useReplaceSearch<TId extends RouteId>(route: SearchRoute<TId>) {
  const navigate = route.useNavigate();
  return (search: SearchOf<TId>) => navigate({ search, replace: true });
}
