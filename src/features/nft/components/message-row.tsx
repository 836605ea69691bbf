import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { NftPendingOrder } from '../../../gen/model';
import { formatPrice } from '../../../shared/lib/format/number';
import { orderState } from '../lib/order-state';
import styles from './nft.module.css';

/** A won-auction message: what was won, at what price, and until when to pay; unread ones carry a dot. */
export function MessageRow({ order }: { order: NftPendingOrder }) {
  const { t } = useTranslation('nft');
  const state = orderState(order);
  return (
    <Link to="/pages/nft/purchase_one" search={{ id: order.id }} className={styles.row}>
      <span
        className={order.is_read === 0 ? styles.unread : undefined}
        role="img"
        aria-label={t(order.is_read === 0 ? 'messages.unread' : 'messages.read')}
      />
      <span className={styles.rowText}>
        <strong>{t('messages.wonTitle')}</strong>
        <span>
          {t('messages.won', { name: order.name, price: `${formatPrice(order.price, 8)} ${order.currency_name}` })}
        </span>
        <span className={styles.muted}>
          {state === 'pending' ? t('messages.payBy', { deadline: order.overtime }) : t(`order.${state}`)}
        </span>
      </span>
      <span className={styles.muted}>{order.created}</span>
    </Link>
  );
}
