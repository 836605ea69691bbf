import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { NftPendingOrder } from '../../../gen/model';
import { imageUrl } from '../../../shared/lib/image-url';
import { parseTime } from '../../../shared/lib/format/relative-time';
import { Countdown } from '../../../shared/ui/countdown/countdown';
import { isPurchase, orderState } from '../lib/order-state';
import { priceText } from '../lib/price-text';
import styles from './nft.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

/** A won auction or a purchase: artwork, price, its state, and the time left to pay while it waits. */
export function OrderRow({ order }: { order: NftPendingOrder }) {
  const { t } = useTranslation('nft');
  const state = orderState(order);
  const deadline = parseTime(order.overtime)?.getTime();
  return (
    <Link to="/pages/nft/purchase_one" search={{ id: order.id }} className={styles.row}>
      <img className={styles.thumb} src={imageUrl(order.image)} alt="" />
      <span className={styles.rowText}>
        <strong>{order.name}</strong>
        <span className={styles.muted}>
          {t(isPurchase(order) ? 'order.bought' : 'order.won', { time: localTime(order.created) })}
        </span>
        {state === 'pending' && deadline !== undefined && (
          <span className={styles.muted}>
            {t('order.payWithin')} <Countdown className={styles.countdown} endsAt={deadline} />
          </span>
        )}
      </span>
      <span className={styles.right}>
        <strong>{priceText(order.price, order.currency_name)}</strong>
        <span className={state === 'expired' ? styles.warning : styles.muted}>{t(`order.${state}`)}</span>
      </span>
    </Link>
  );
}
