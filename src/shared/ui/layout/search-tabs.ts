import { useSearchReplacer, type SearchRoute } from '../../lib/navigation/use-replace-search';
import type { TabsProps } from '../tabs/tabs';

/**
 * The route of a screen that keeps its shown tab in the query parameter `P`: `getRouteApi(id)` of that route.
 * A route whose search has no such parameter, or other values in it, does not fit.
 */
type SearchTabRoute<P extends string, K extends string, Kept extends object> = SearchRoute<
  Kept & { [key in P]: K },
  { [key in P]?: K }
>;

/** Where a screen keeps its tab: the query parameter, the tabs in their order, and the one shown while it is absent. */
type SearchTab<P extends string, K extends string> = {
  param: P;
  keys: readonly K[];
  initial: K;
};

/** What `Tabs` (or a `ListScreen`'s `tabs`) takes: the chosen tab is `value`. */
type SearchTabs<K extends string> = Omit<TabsProps<K>, 'children' | 'sticky'>;

/**
 * Tabs whose choice lives in the address, so that a reload, a link or the way back keeps it: another tab
 * replaces the page's entry in the history rather than adding one, as a tab of the page is not a page.
 */
export function useSearchTabs<P extends string, K extends string, Kept extends object = object>(
  route: NoInfer<SearchTabRoute<P, K, Kept>>,
  { param, keys, initial }: SearchTab<P, K>,
  /** Accessible name of the tab list. */
  label: string,
  labelOf: (key: K) => string,
  /** The page's other query parameters, which another tab keeps (the record the page shows). */
  kept?: Kept,
): SearchTabs<K> {
  const value = route.useSearch()[param] ?? initial;
  const replaceSearch = useSearchReplacer(route);
  // a computed key is typed by TypeScript as any string; it is `param`, of type P
  const searchOf = (next: K) => ({ ...kept, [param]: next }) as Kept & { [key in P]: K };
  return {
    label,
    tabs: keys.map((key) => ({ key, label: labelOf(key) })),
    value,
    onChange: (next) => void replaceSearch(searchOf(next)),
  };
}
