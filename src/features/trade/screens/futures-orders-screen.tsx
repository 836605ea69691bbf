import { getRouteApi } from '@tanstack/react-router';
import { FuturesOrders } from '../components/futures-orders';
import { FUTURES_LISTS } from '../lib/list-search';
import { RoutedOrderListScreen } from './routed-order-list-screen';

const route = getRouteApi('/_authed/pages/transaction/contract_order');

/** Futures of every pair: positions (TP/SL, close, close all), pending limit orders and history. */
export function FuturesOrdersScreen() {
  return (
    <RoutedOrderListScreen route={route} texts="positions" lists={FUTURES_LISTS}>
      {(list) => <FuturesOrders status={list} />}
    </RoutedOrderListScreen>
  );
}
