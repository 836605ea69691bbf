import { useState } from 'react';
import { useListOptionExpiries, useListOptionPayCurrencies } from '../../../gen/api/trade/trade';
import type { QuotationPair } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryView } from '../../../shared/ui/state/query-view';
import { OptionOrderForm } from '../forms/option-order-form';
import { OptionOrders, type OptionListStatus } from './option-orders';
import { OPTION_LISTS } from '../lib/list-search';
import { OrderListSwitch } from './order-list-switch';
import styles from './trade.module.css';

/** Seconds options on the pair: the order form, then the user's orders on it in progress and complete. */
export function SecondsPanel({ pair }: { pair: QuotationPair }) {
  const { t } = useTranslation('trade');
  const expiries = useListOptionExpiries();
  const currencies = useListOptionPayCurrencies();
  const [list, setList] = useState<OptionListStatus>('open');
  if (pair.open_microtrade !== 1) return <p className={styles.closedNote}>{t('seconds.closed')}</p>;
  return (
    <section aria-label={t('sections.seconds')}>
      <QueryView skeleton="list" query={expiries} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <QueryView skeleton="list" query={currencies} isEmpty={(coins) => coins.length === 0}>
            {(coins) => <OptionOrderForm key={pair.id} pair={pair} expiries={rows} currencies={coins} />}
          </QueryView>
        )}
      </QueryView>
      <OrderListSwitch texts="optionOrders" lists={OPTION_LISTS} value={list} onChange={setList} />
      <OptionOrders status={list} matchId={pair.id} />
    </section>
  );
}
