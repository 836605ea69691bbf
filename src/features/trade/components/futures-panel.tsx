import { useState } from 'react';
import { useGetFuturesTradeInfo } from '../../../gen/api/trade/trade';
import type { QuotationPair } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryView } from '../../../shared/ui/state/query-view';
import { FuturesOrderForm } from '../forms/futures-order-form';
import { pairPrecision } from '../lib/pair-precision';
import { FuturesOrders, type FuturesListStatus } from './futures-orders';
import { FUTURES_LISTS } from '../lib/list-search';
import { OrderListSwitch } from './order-list-switch';
import styles from './trade.module.css';

/** Futures on the pair: the opening form, then the user's positions, pending orders and history on it. */
export function FuturesPanel({ pair }: { pair: QuotationPair }) {
  const { t } = useTranslation('trade');
  const ids = { currency_id: pair.currency_id, legal_id: pair.legal_id };
  const query = useGetFuturesTradeInfo(ids);
  const [list, setList] = useState<FuturesListStatus>('positions');
  if (pair.open_lever !== 1) return <p className={styles.closedNote}>{t('futures.closed')}</p>;
  return (
    <section aria-label={t('sections.futures')}>
      <QueryView query={query}>{(info) => <FuturesOrderForm key={pair.id} pair={pair} info={info} />}</QueryView>
      <OrderListSwitch texts="positions" lists={FUTURES_LISTS} value={list} onChange={setList} />
      <FuturesOrders status={list} pair={ids} pricePrecision={pairPrecision(pair).price} />
    </section>
  );
}
