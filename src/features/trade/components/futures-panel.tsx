import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetFuturesTradeInfo } from '../../../gen/api/trade/trade';
import type { QuotationPair } from '../../../gen/model';
import { formatAmount, formatPrice } from '../../../shared/lib/format/number';
import { QueryView } from '../../../shared/ui/state/query-view';
import styles from './trade.module.css';

/** Futures facts of the pair: last price, available margin, lot limits, leverages, fees and open positions. */
export function FuturesPanel({ pair }: { pair: QuotationPair }) {
  const { t } = useTranslation('trade');
  const query = useGetFuturesTradeInfo({ currency_id: pair.currency_id, legal_id: pair.legal_id });
  return (
    <section aria-labelledby="trade-futures">
      <h2 id="trade-futures" className={styles.sectionTitle}>
        {t('futures.title')}
      </h2>
      <QueryView query={query}>
        {(info) => (
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('futures.lastPrice')}</dt>
              <dd>{formatPrice(info.last_price)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('futures.available')}</dt>
              <dd>{`${formatAmount(info.user_lever)} ${pair.legal_name}`}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('futures.lots')}</dt>
              <dd>
                {info.lever_share_limit.max > 0
                  ? t('futures.lotRange', { min: info.lever_share_limit.min, max: info.lever_share_limit.max })
                  : t('futures.lotMin', { min: info.lever_share_limit.min })}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('futures.leverage')}</dt>
              <dd>{info.multiple.muit.map((item) => `${item.value}x`).join(' / ') || '--'}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('futures.fee')}</dt>
              <dd>{`${formatPrice(pair.lever_trade_fee)}%`}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('futures.positions')}</dt>
              <dd>{info.my_transaction.length}</dd>
            </div>
          </dl>
        )}
      </QueryView>
    </section>
  );
}
