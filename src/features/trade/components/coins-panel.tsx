import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListSpotOrders } from '../../../gen/api/trade/trade';
import type { QuotationPair } from '../../../gen/model';
import { formatAmount, formatCompact, formatPrice } from '../../../shared/lib/format/number';
import { QueryView } from '../../../shared/ui/state/query-view';
import list from '../../../shared/ui/list-row/list-row.module.css';
import styles from './trade.module.css';

const PENDING = 1;

/** Spot trading facts of the pair and the user's pending spot orders on it. */
export function CoinsPanel({ pair }: { pair: QuotationPair }) {
  const { t } = useTranslation('trade');
  const query = useListSpotOrders({
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    status: PENDING,
    page: 1,
    limit: 10,
  });
  return (
    <section aria-labelledby="trade-coins">
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('coins.volume')}</dt>
          <dd>{formatCompact(pair.volume)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('coins.status')}</dt>
          <dd>{t(pair.open_coin_trade === 1 ? 'coins.open' : 'coins.closed')}</dd>
        </div>
      </dl>
      <h2 id="trade-coins" className={styles.sectionTitle}>
        {t('coins.pending')}
      </h2>
      <QueryView query={query} isEmpty={(orders) => orders.length === 0} emptyText={t('coins.noPending')}>
        {(orders) => (
          <ul className={list.list} aria-label={t('coins.pending')}>
            {orders.map((order, index) => (
              <li key={`${order.id}-${index}`} className={list.row}>
                <strong className={order.type === 1 ? 'up' : 'down'}>
                  {t(order.type === 1 ? 'coins.buy' : 'coins.sell')}
                </strong>
                <span className={list.right}>{formatPrice(order.target_price)}</span>
                <span className={list.muted}>{order.created_at}</span>
                <span className={`${list.right} ${list.muted}`}>
                  {t('coins.amount', { amount: formatAmount(order.trade_amount, 4) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
