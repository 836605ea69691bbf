import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OptionOrders } from '../components/option-orders';
import { OPTION_LISTS } from '../lib/list-search';
import { OrderListScreen } from './order-list-screen';

const route = getRouteApi('/_authed/pages/transaction/seconds_order');

/** Seconds options of every pair: in progress (countdown) and complete (result), five a page. */
export function OptionOrdersScreen() {
  const { t } = useTranslation('trade');
  const list = route.useSearch().list ?? 'open';
  const navigate = route.useNavigate();
  return (
    <OrderListScreen
      title={t('optionOrders.title')}
      labels="optionOrders.tabs"
      lists={OPTION_LISTS}
      list={list}
      onList={(next) => void navigate({ search: { list: next }, replace: true })}
    >
      <OptionOrders status={list} />
    </OrderListScreen>
  );
}
