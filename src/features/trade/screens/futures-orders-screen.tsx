import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FuturesOrders } from '../components/futures-orders';
import { FUTURES_LISTS } from '../lib/list-search';
import { OrderListScreen } from './order-list-screen';

const route = getRouteApi('/_authed/pages/transaction/contract_order');

/** Futures of every pair: positions (TP/SL, close, close all), pending limit orders and history. */
export function FuturesOrdersScreen() {
  const { t } = useTranslation('trade');
  const list = route.useSearch().list ?? 'positions';
  const navigate = route.useNavigate();
  return (
    <OrderListScreen
      title={t('positions.title')}
      labels="positions.tabs"
      lists={FUTURES_LISTS}
      list={list}
      onList={(next) => void navigate({ search: { list: next }, replace: true })}
    >
      <FuturesOrders status={list} />
    </OrderListScreen>
  );
}
