import { getRouteApi } from '@tanstack/react-router';
import { FuturesOrders } from '../components/futures-orders';
import { OptionOrders } from '../components/option-orders';
import { SpotOrders } from '../components/spot-orders';
import { FUTURES_LISTS, OPTION_LISTS, SPOT_LISTS } from '../lib/list-search';
import { orderListPage, type OrderPage } from './routed-order-list-screen';

/** Spot orders of every pair: pending (cancel) and history. */
export const SpotOrdersScreen: OrderPage = orderListPage(
  getRouteApi('/_authed/pages/transaction/currency_order'),
  'spotOrders',
  SPOT_LISTS,
  SpotOrders,
);

/** Futures of every pair: positions (TP/SL, close, close all), pending limit orders and history. */
export const FuturesOrdersScreen: OrderPage = orderListPage(
  getRouteApi('/_authed/pages/transaction/contract_order'),
  'positions',
  FUTURES_LISTS,
  FuturesOrders,
);

/** Seconds options of every pair: in progress (countdown) and complete (result), five a page. */
export const OptionOrdersScreen: OrderPage = orderListPage(
  getRouteApi('/_authed/pages/transaction/seconds_order'),
  'optionOrders',
  OPTION_LISTS,
  OptionOrders,
);
