import { getRouteApi } from '@tanstack/react-router';
import { getListMyDualOrdersQueryKey, listMyDualOrders } from '../../../gen/api/invest/invest';
import type { DualOrder } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
import { ListScreen } from '../../../shared/ui/layout/list-screen';
import { useSearchTabs } from '../../../shared/ui/layout/search-tabs';
import { fromItems } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { DualOrderCard } from '../components/dual-order-card';
import { DUAL_ORDER_SEARCH_TAB, ORDER_TAB_STATUS } from '../lib/dual-search';

const route = getRouteApi('/_authed/pages/invest/mine');

/** My dual investments: those of running products (purchased, settling) and those settled (success, fail). */
export function MineScreen() {
  const { t } = useTranslation('dual-investment');
  const tabs = useSearchTabs(route, DUAL_ORDER_SEARCH_TAB, t('orders.tabs'), (key) => t(`orders.${key}`));
  const tab = tabs.value;
  const status = ORDER_TAB_STATUS[tab];
  return (
    <ListScreen
      title={t('orders.title')}
      link={{ to: '/pages/invest/invest', label: t('orders.products') }}
      tabs={tabs}
    >
      <PaginatedList<DualOrder>
        key={tab}
        label={t(`orders.${tab}`)}
        className={card.list}
        queryKey={getListMyDualOrdersQueryKey({ status })}
        fetchPage={async (page, limit, signal) =>
          fromItems((await listMyDualOrders({ page, limit, status }, undefined, { signal })).list, limit)
        }
        itemKey={(order) => order.id}
        renderItem={(order) => <DualOrderCard order={order} />}
        emptyText={t('orders.empty')}
      />
    </ListScreen>
  );
}
