import { getListMyIeoOrdersQueryKey, listMyIeoOrders } from '../../../gen/api/ieo/ieo';
import type { IeoMyOrder } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromPageData } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { localTime } from '../../../shared/lib/format/server-time';

const STATUS_KEYS = { 1: 'orders.applied', 2: 'orders.paid', 3: 'orders.completed' } as const;

/** My IEO subscriptions: applied quantity, passed (issued) quantity, listing time. */
export function IeoOrdersScreen() {
  const { t } = useTranslation('ieo');
  return (
    <main className={card.page}>
      <PageHeader title={t('orders.title')} back />
      <PaginatedList<IeoMyOrder>
        label={t('orders.title')}
        className={card.list}
        queryKey={getListMyIeoOrdersQueryKey()}
        fetchPage={async (page, limit, signal) => fromPageData(await listMyIeoOrders({ page, limit }, { signal }))}
        itemKey={(order) => order.id}
        renderItem={(order) => (
          <article className={card.card} aria-label={t('orders.label', { coin: order.name, id: order.id })}>
            <div className={card.head}>
              <h2 className={card.title}>{order.name}</h2>
              <span className={order.status === 3 ? `${card.badge} ${card.badgeActive}` : card.badge}>
                {t(STATUS_KEYS[order.status])}
              </span>
            </div>
            <Facts
              facts={[
                {
                  label: t('orders.appliedQuantity'),
                  value: `${formatCoinAmount(order.coin_amount, order.name)} ${order.name}`,
                },
                {
                  label: t('orders.passedQuantity'),
                  value: `${formatCoinAmount(order.give_amount, order.name)} ${order.name}`,
                },
                { label: t('orders.listing'), value: order.sell_begin ?? t('orders.listingUnknown') },
                { label: t('orders.time'), value: localTime(order.created_at) },
              ]}
            />
          </article>
        )}
        emptyText={t('orders.empty')}
      />
    </main>
  );
}
