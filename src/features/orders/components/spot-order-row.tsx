import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SpotOrder } from '../../../gen/model';
import { formatAmount, formatPrice } from '../../../shared/lib/format/number';
import styles from '../../../shared/ui/list-row/list-row.module.css';

/** One spot order: pair and side, price (fill price once done), amount, status and time. */
export function SpotOrderRow({ order }: { order: SpotOrder }) {
  const { t } = useTranslation('orders');
  const buy = order.type === 1;
  const done = order.status === 2;
  const price = done && order.trade_price !== '0' ? order.trade_price : order.target_price;
  return (
    <article className={styles.row} aria-label={t('spot.label', { symbol: order.symbol, id: order.id })}>
      <span className={styles.strong}>
        <span className={buy ? 'up' : 'down'}>{t(buy ? 'spot.buy' : 'spot.sell')}</span> {order.symbol}
      </span>
      <span className={`${styles.right} ${styles.muted}`}>{t(done ? 'spot.done' : 'spot.pending')}</span>
      <span className={styles.muted}>
        {t('spot.price', { price: price === '0' ? t('spot.market') : formatPrice(price) })}
      </span>
      <span className={styles.right}>{t('spot.amount', { amount: formatAmount(order.trade_amount, 4) })}</span>
      <span className={styles.muted}>{order.created_at}</span>
      <span className={`${styles.right} ${styles.muted}`}>
        {t('spot.fee', { fee: formatAmount(order.charge_fee, 4) })}
      </span>
    </article>
  );
}
