import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OrderListScreen } from './order-list-screen';

/** An order page's route: the list its `?list=` names, and the way to another of its lists in place of it. */
type ListRoute<K extends string> = {
  useSearch: () => { list?: K };
  useNavigate: () => (options: { search: { list: K }; replace: true }) => Promise<void>;
};

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
  const navigate = route.useNavigate();
  return (
    <OrderListScreen
      title={t(`${texts}.title`)}
      labels={`${texts}.tabs`}
      lists={lists}
      list={list}
      onList={(next) => void navigate({ search: { list: next }, replace: true })}
    >
      {children(list)}
    </OrderListScreen>
  );
}
