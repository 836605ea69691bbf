import { getRouteApi } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListMyNftOrders } from '../../../gen/api/nft/nft';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { EmptyState } from '../../../shared/ui/state/empty-state';
import { QueryView } from '../../../shared/ui/state/query-view';
import { PayOrder } from '../components/pay-order';
import styles from '../components/nft.module.css';

const route = getRouteApi('/_authed/pages/nft/purchase_one');

/** One won auction (`id`) to pay before its deadline, or its outcome. */
export function PurchaseOneScreen() {
  const { t } = useTranslation('nft');
  const { id } = route.useSearch();
  return (
    <main className={styles.page}>
      <PageHeader title={t('order.payTitle')} back />
      {id === undefined ? <Missing /> : <WonAuction id={id} />}
    </main>
  );
}

/** No such won auction: the way to the list of them. */
function Missing() {
  const { t } = useTranslation('nft');
  return (
    <EmptyState text={t('order.missing')}>
      <Link to="/pages/nft/purchase" className={styles.link}>
        {t('order.title')}
      </Link>
    </EmptyState>
  );
}

/** The won auction the address names (its id checked by the route), among the user's. */
function WonAuction({ id }: { id: number }) {
  // the contract's largest page: every won auction the user has
  const orders = useListMyNftOrders({ limit: 100 });
  return (
    <QueryView query={orders}>
      {(rows) => {
        const order = rows.find((row) => row.id === id);
        return order ? <PayOrder order={order} onChange={() => void orders.refetch()} /> : <Missing />;
      }}
    </QueryView>
  );
}
