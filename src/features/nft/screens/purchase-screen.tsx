import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { listMyNftOrders } from '../../../gen/api/nft/nft';
import type { NftPendingOrder } from '../../../gen/model';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromItems } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { useReplaceSearch } from '../../../shared/lib/navigation/use-replace-search';
import { OrderRow } from '../components/order-row';
import { PURCHASE_TABS } from '../lib/nft-search';
import { ORDER_STATUS } from '../lib/order-state';
import styles from '../components/nft.module.css';

const route = getRouteApi('/_authed/pages/nft/purchase');

/** Auctions the user won: to pay within the day, paid, and expired (margin lost). */
export function PurchaseScreen() {
  const { t } = useTranslation('nft');
  const { tab = 'pending' } = route.useSearch();
  const replaceSearch = useReplaceSearch(route);
  return (
    <main className={styles.page}>
      <PageHeader title={t('order.title')} back />
      <Tabs
        label={t('order.title')}
        tabs={PURCHASE_TABS.map((key) => ({ key, label: t(`order.${key}`) }))}
        value={tab}
        onChange={(next) => void replaceSearch({ tab: next })}
      >
        <PaginatedList<NftPendingOrder>
          queryKey={readQueryKey('listMyNftOrders', 'list', tab)}
          fetchPage={(page, limit, signal) =>
            listMyNftOrders({ status: ORDER_STATUS[tab], page, limit }, undefined, { signal }).then((rows) =>
              fromItems(rows, limit),
            )
          }
          itemKey={(order) => order.id}
          renderItem={(order) => <OrderRow order={order} />}
          label={t(`order.${tab}`)}
          emptyText={t('order.empty')}
        />
      </Tabs>
    </main>
  );
}
