import { Link } from '../../../shared/ui/link/link';
import { listMyBuyCryptoOrders } from '../../../gen/api/buy/buy';
import type { BuyCryptoOrder } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import list from '../../../shared/ui/list-row/list-row.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromPageData } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { localTime } from '../../../shared/lib/format/server-time';

function OrderRow({ order }: { order: BuyCryptoOrder }) {
  const { t } = useTranslation('buy');
  const payable = order.status === 0 && order.payment_type === 'bank' && !order.screenshot;
  return (
    <div className={list.row}>
      <span className={list.strong}>{`${formatCoinAmount(order.usdt_amount, 'USDT')} USDT`}</span>
      <span className={list.right}>
        {t(order.status === 0 && order.screenshot ? 'awaitingSettlement' : `status.${order.status}`)}
      </span>
      <span className={list.muted}>
        {`${formatAmount(order.amount, 0)} ${order.currency} · ${t(`methods.${order.payment_type}`, { name: '' })}`}
      </span>
      <span className={`${list.right} ${list.muted}`}>{localTime(order.created_at)}</span>
      <span className={list.muted}>{t('orderNo', { no: order.order_no })}</span>
      {payable && (
        <Link className={list.right} to="/pages/buy/bank" search={{ id: order.id }}>
          {t('payNow')}
        </Link>
      )}
    </div>
  );
}

/** My quick purchases, newest first: to be paid (with the way to pay) or payment successful. */
export function OrdersScreen() {
  const { t } = useTranslation('buy');
  return (
    <main>
      <PageHeader title={t('orders')} back />
      <PaginatedList
        queryKey={readQueryKey('listMyBuyCryptoOrders', 'pages')}
        fetchPage={(page, limit, signal) => listMyBuyCryptoOrders({ page, limit }, { signal }).then(fromPageData)}
        itemKey={(row) => row.id}
        label={t('orders')}
        emptyText={t('noOrders')}
        renderItem={(order) => <OrderRow order={order} />}
      />
    </main>
  );
}
