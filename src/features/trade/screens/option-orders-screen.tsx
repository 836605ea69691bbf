import { getRouteApi } from '@tanstack/react-router';
import { OptionOrders } from '../components/option-orders';
import { OPTION_LISTS } from '../lib/list-search';
import { RoutedOrderListScreen } from './routed-order-list-screen';

const route = getRouteApi('/_authed/pages/transaction/seconds_order');

/** Seconds options of every pair: in progress (countdown) and complete (result), five a page. */
export function OptionOrdersScreen() {
  return (
    <RoutedOrderListScreen route={route} texts="optionOrders" lists={OPTION_LISTS}>
      {(list) => <OptionOrders status={list} />}
    </RoutedOrderListScreen>
  );
}
