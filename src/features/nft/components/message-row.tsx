import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { NftPendingOrder } from '../../../gen/model';
import { orderState } from '../lib/order-state';
import { priceText } from '../lib/price-text';
import styles from './nft.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

/** A won-auction message: what was won, at what price, and until when to pay; unread ones carry a dot. */
export function MessageRow({ order }: { order: NftPendingOrder }) {
  const { t } = useTranslation('nft');
  const state = orderState(order);
  return (
    <Link to="/pages/nft/purchase_one" search={{ id: order.id }} className={styles.row}>
      {order.is_read === 0 ? (
        <span className={styles.unread} role="img" aria-label={t('messages.unread')} />
      ) : (
        <span aria-hidden="true" />
      )}
      <span className={styles.rowText}>
        <strong>{t('messages.wonTitle')}</strong>
        <span>{t('messages.won', { name: order.name, price: priceText(order.price, order.currency_name) })}</span>
        <span className={styles.muted}>
          {state === 'pending' ? t('messages.payBy', { deadline: localTime(order.overtime) }) : t(`order.${state}`)}
        </span>
      </span>
      <span className={styles.muted}>{localTime(order.created)}</span>
    </Link>
  );
}
