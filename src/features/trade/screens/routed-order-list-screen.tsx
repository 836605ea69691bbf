import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchReplacer, type SearchRoute } from '../../../shared/lib/navigation/use-replace-search';
import { OrderListScreen } from './order-list-screen';

/** An order page's route: the list its `?list=` names, and the way to another of its lists in place of it. */
type ListRoute<K extends string> = SearchRoute<{ list: K }, { list?: K }>;

/** Where the page's title and tab labels are ("spotOrders": `spotOrders.title`, `spotOrders.tabs.pending`). */
type ListTexts = 'positions' | 'optionOrders' | 'spotOrders';

type RoutedOrderListScreenProps<K extends string> = {
  route: ListRoute<K>;
  texts: ListTexts;
  /** The page's lists, the first shown when the URL names none. */
  lists: readonly [K, ...K[]];
  children: (list: K) => ReactNode;
};

/** An order page whose shown list is the one its URL names, so that a reload or a link keeps it. */
function RoutedOrderListScreen<K extends string>(props: RoutedOrderListScreenProps<K>) {
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

/** An order page's component; written out where one is made, as the route tree's types are read from the pages'. */
export type OrderPage = () => ReactNode;

/**
 * The page of an order route: `List` showing the list the address names. The spot, futures and options order pages
 * differ only in their route, texts, lists and list.
 */
export function orderListPage<K extends string>(
  route: ListRoute<K>,
  texts: ListTexts,
  lists: readonly [K, ...K[]],
  List: ComponentType<{ status: K }>,
): OrderPage {
  return function OrderListPage() {
    return (
      <RoutedOrderListScreen route={route} texts={texts} lists={lists}>
        {(list) => <List status={list} />}
      </RoutedOrderListScreen>
    );
  };
}
