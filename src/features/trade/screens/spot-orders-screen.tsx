import { getRouteApi } from '@tanstack/react-router';
import { SpotOrders } from '../components/spot-orders';
import { SPOT_LISTS } from '../lib/list-search';
import { RoutedOrderListScreen } from './routed-order-list-screen';

const route = getRouteApi('/_authed/pages/transaction/currency_order');

/** Spot orders of every pair: pending (cancel) and history. */
export function SpotOrdersScreen() {
  return (
    <RoutedOrderListScreen route={route} texts="spotOrders" lists={SPOT_LISTS}>
      {(list) => <SpotOrders status={list} />}
    </RoutedOrderListScreen>
  );
}
