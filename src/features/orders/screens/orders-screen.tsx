import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { useSearchTabs } from '../../../shared/ui/layout/search-tabs';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { HoldingRow } from '../components/holding-row';
import { HOLDING_KINDS } from '../lib/holding-kinds';
import { ORDER_KIND_SEARCH_TAB } from '../lib/orders-search';

const route = getRouteApi('/_authed/_tabs/pages/transaction/order');

/**
 * The orders tab: every kind of order (spot, futures, seconds options) and financial holding (IEO, lock-up
 * mining, dual investment, copy trading, NFT), page by page, each row opening its detail.
 */
export function OrdersScreen() {
  const { t } = useTranslation('orders');
  const tabs = useSearchTabs(route, ORDER_KIND_SEARCH_TAB, t('kinds.label'), (key) => t(`kinds.${key}`));
  const kind = tabs.value;
  const source = HOLDING_KINDS[kind];
  return (
    <main>
      <PageHeader title={t('title')} />
      <Tabs {...tabs} sticky>
        <PaginatedList<unknown>
          key={kind}
          label={t(`kinds.${kind}`)}
          queryKey={readQueryKey(source.read, 'orders-tab', kind)}
          fetchPage={source.fetchPage}
          itemKey={(_item, index) => `${kind}-${index}`}
          renderItem={(item) => <HoldingRow view={source.view(t, item)} />}
          emptyText={t('empty')}
        />
      </Tabs>
    </main>
  );
}
