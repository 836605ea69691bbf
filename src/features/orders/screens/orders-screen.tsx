import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  getListOptionOrdersQueryKey,
  getListSpotOrdersQueryKey,
  listOptionOrders,
  listSpotOrders,
} from '../../../gen/api/trade/trade';
import type { MicroOrder, SpotOrder } from '../../../gen/model';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromItems, fromPaginator } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { OptionOrderRow } from '../components/option-order-row';
import { SpotOrderRow } from '../components/spot-order-row';
import { DEFAULT_ORDER_KIND, ORDER_KINDS } from '../lib/orders-search';

const route = getRouteApi('/_authed/_tabs/pages/transaction/order');

/** The orders tab: the user's spot orders and seconds-option orders, page by page. */
export function OrdersScreen() {
  const { t } = useTranslation('orders');
  const kind = route.useSearch().kind ?? DEFAULT_ORDER_KIND;
  const navigate = route.useNavigate();
  const tabs = ORDER_KINDS.map((key) => ({ key, label: t(`kinds.${key}`) }));
  return (
    <main>
      <PageHeader title={t('title')} />
      <Tabs
        label={t('kinds.label')}
        tabs={tabs}
        value={kind}
        onChange={(next) => void navigate({ search: { kind: next }, replace: true })}
        sticky
      >
        {kind === 'spot' ? (
          <PaginatedList<SpotOrder>
            key="spot"
            label={t('kinds.spot')}
            queryKey={getListSpotOrdersQueryKey()}
            fetchPage={async (page, limit, signal) =>
              fromItems(await listSpotOrders({ page, limit }, { signal }), limit)
            }
            itemKey={(order, index) => `${order.id}-${index}`}
            renderItem={(order) => <SpotOrderRow order={order} />}
            emptyText={t('empty')}
          />
        ) : (
          <PaginatedList<MicroOrder>
            key="options"
            label={t('kinds.options')}
            queryKey={getListOptionOrdersQueryKey()}
            fetchPage={async (page, limit, signal) =>
              fromPaginator(await listOptionOrders({ page, limit }, { signal }))
            }
            itemKey={(order, index) => `${order.id}-${index}`}
            renderItem={(order) => <OptionOrderRow order={order} />}
            emptyText={t('empty')}
          />
        )}
      </Tabs>
    </main>
  );
}
