import type { ComponentProps } from 'react';
import { useSearchReplacer, type SearchRoute } from '../../../shared/lib/navigation/use-replace-search';
import type { TradeSearch } from '../lib/trade-search';
import { TradeView } from './trade-view';

/** A trading page's route: the pair and section its address names, and the way to others in place of them. */
type TradeRoute = SearchRoute<TradeSearch>;

type RoutedTradeViewProps = Omit<ComponentProps<typeof TradeView>, 'search' | 'onSearch'> & { route: TradeRoute };

/**
 * A trading page whose pair and section are the ones its address names, so that a reload or a link keeps them;
 * another pair or section replaces the page's entry in the history.
 */
export function RoutedTradeView({ route, ...view }: RoutedTradeViewProps) {
  const replaceSearch = useSearchReplacer(route);
  return <TradeView {...view} search={route.useSearch()} onSearch={(search) => void replaceSearch(search)} />;
}
