import { useState } from 'react';
import type { QuotationPair } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SpotOrderForm } from '../forms/spot-order-form';
import { SPOT_LISTS } from '../lib/list-search';
import { OrderListSwitch } from './order-list-switch';
import { SpotOrders, type SpotListStatus } from './spot-orders';
import styles from './trade.module.css';

/** Spot trading of the pair: the order form, then the user's pending orders (cancel) and history on it. */
export function CoinsPanel({ pair, pickedPrice }: { pair: QuotationPair; pickedPrice?: string }) {
  const { t } = useTranslation('trade');
  const [list, setList] = useState<SpotListStatus>('pending');
  if (pair.open_coin_trade !== 1) return <p className={styles.closedNote}>{t('spot.closed')}</p>;
  return (
    <section aria-label={t('sections.coins')}>
      <SpotOrderForm key={pair.id} pair={pair} pickedPrice={pickedPrice} />
      <OrderListSwitch texts="spotOrders" lists={SPOT_LISTS} value={list} onChange={setList} />
      <SpotOrders status={list} pair={{ currency_id: pair.currency_id, legal_id: pair.legal_id }} />
    </section>
  );
}
