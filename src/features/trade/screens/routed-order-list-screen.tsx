import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchReplacer, type SearchReplacingRoute } from '../../../shared/lib/navigation/use-replace-search';
import { OrderListScreen } from './order-list-screen';

/** An order page's route: the list its `?list=` names, and the way to another of its lists in place of it. */
type ListRoute<K extends string> = SearchReplacingRoute<{ list: K }> & { useSearch: () => { list?: K } };

type RoutedOrderListScreenProps<K extends string> = {
  route: ListRoute<K>;
  /** Where the page's title and tab labels are ("spotOrders": `spotOrders.title`, `spotOrders.tabs.pending`). */
  texts: 'positions' | 'optionOrders' | 'spotOrders';
  /** The page's lists, the first shown when the URL names none. */
  lists: readonly [K, ...K[]];
  children: (list: K) => ReactNode;
};

/** An order page whose shown list is the one its URL names, so that a reload or a link keeps it. */
export function RoutedOrderListScreen<K extends string>(props: RoutedOrderListScreenProps<K>) {
  const { route, texts, lists, children } = props;
  const { t } = useTranslation('trade');
  const list = route.useSearch().list ?? lists[0];
  const replaceSearch = useSearchReplacer(route);
  return (
    <OrderListScreen
      title={t(`${texts}.title`)}
      labels={`${texts}.tabs`}
      lists={lists}
      list={list}
      onList={(next) => void replaceSearch({ list: next })}
    >
      {children(list)}
    </OrderListScreen>
  );
}
