import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListOptionExpiries } from '../../../gen/api/trade/trade';
import { formatAmount, formatPrice } from '../../../shared/lib/format/number';
import { QueryView } from '../../../shared/ui/state/query-view';
import list from '../../../shared/ui/list-row/list-row.module.css';
import styles from './trade.module.css';

/** The seconds options' expiries: duration, payout on a win, loss on a loss and the stake limits. */
export function SecondsPanel() {
  const { t } = useTranslation('trade');
  const query = useListOptionExpiries();
  return (
    <section aria-labelledby="trade-expiries">
      <h2 id="trade-expiries" className={styles.sectionTitle}>
        {t('seconds.expiries')}
      </h2>
      <QueryView query={query} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <ul className={list.list} aria-label={t('seconds.expiries')}>
            {[...rows]
              .sort((a, b) => a.seconds - b.seconds)
              .map((row, index) => (
                <li key={`${row.id}-${index}`} className={list.row}>
                  <strong>{t('seconds.duration', { seconds: row.seconds })}</strong>
                  <span className={`${list.right} up`}>
                    {t('seconds.profit', { ratio: formatPrice(row.profit_ratio) })}
                  </span>
                  <span className={list.muted}>
                    {t('seconds.stake', { min: formatAmount(row.min_amount), max: formatAmount(row.max_amount) })}
                  </span>
                  <span className={`${list.right} ${list.muted}`}>
                    {t('seconds.loss', { ratio: formatPrice(row.loss_ratio) })}
                  </span>
                </li>
              ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
