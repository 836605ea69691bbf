import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SpotOrders } from '../components/spot-orders';
import { SPOT_LISTS } from '../lib/list-search';
import { OrderListScreen } from './order-list-screen';

const route = getRouteApi('/_authed/pages/transaction/currency_order');

/** Spot orders of every pair: pending (cancel) and history. */
export function SpotOrdersScreen() {
  const { t } = useTranslation('trade');
  const list = route.useSearch().list ?? 'pending';
  const navigate = route.useNavigate();
  return (
    <OrderListScreen
      title={t('spotOrders.title')}
      labels="spotOrders.tabs"
      lists={SPOT_LISTS}
      list={list}
      onList={(next) => void navigate({ search: { list: next }, replace: true })}
    >
      <SpotOrders status={list} />
    </OrderListScreen>
  );
}
