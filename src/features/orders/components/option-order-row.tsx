import { useTranslation } from '../../../shared/i18n/use-translation';
import type { MicroOrder } from '../../../gen/model';
import { formatAmount, formatPrice } from '../../../shared/lib/format/number';
import { trendColor } from '../../../shared/lib/format/trend';
import styles from '../../../shared/ui/list-row/list-row.module.css';

/** One seconds-option order: pair, direction, stake, duration, status and the result once settled. */
export function OptionOrderRow({ order }: { order: MicroOrder }) {
  const { t } = useTranslation('orders');
  const settled = order.status === 3;
  return (
    <article
      className={styles.row}
      aria-label={t('options.label', { symbol: order.symbol_name, id: order.show_micro_id })}
    >
      <span className={styles.strong}>
        <span className={order.type === 1 ? 'up' : 'down'}>{t(order.type === 1 ? 'options.up' : 'options.down')}</span>{' '}
        {order.symbol_name}
      </span>
      <span className={`${styles.right} ${styles.muted}`}>{order.status_name}</span>
      <span className={styles.muted}>
        {t('options.stake', {
          stake: formatAmount(order.number),
          currency: order.currency_name,
          seconds: order.seconds,
        })}
      </span>
      <span className={styles.right} style={{ color: settled ? trendColor(order.fact_profits) : undefined }}>
        {settled
          ? t('options.profit', { profit: formatAmount(order.fact_profits) })
          : t('options.open', { price: formatPrice(order.open_price) })}
      </span>
      <span className={styles.muted}>{order.created_at}</span>
    </article>
  );
}
