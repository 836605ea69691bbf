import Big from 'big.js';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listOptionOrders } from '../../../gen/api/trade/trade';
import type { MicroOrder } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount, formatPrice } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { trendColor } from '../../../shared/lib/format/trend';
import { invalidateAfterEvent, readQueryKey } from '../../../shared/lib/query/invalidation';
import { Countdown } from '../../../shared/ui/countdown/countdown';
import { fromPaginator } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { Facts } from './facts';
import styles from './trade.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

/** What a win pays: the stake times the duration's profit ratio (a percent). */
const expectedProfit = (order: Pick<MicroOrder, 'number' | 'profit_ratio'>) =>
  new Big(order.number).times(order.profit_ratio).div(100);

export type OptionListStatus = 'open' | 'done';
/** Seconds-option lists load five orders a page (specification section 9). */
const OPTION_PAGE = 5;

/** The seconds options in progress (each with its countdown) or complete (with their result). */
export function OptionOrders({ status, matchId }: { status: OptionListStatus; matchId?: number }) {
  const { t } = useTranslation('trade');
  return (
    <PaginatedList<MicroOrder>
      key={status}
      label={t(`optionOrders.tabs.${status}`)}
      limit={OPTION_PAGE}
      queryKey={readQueryKey('listOptionOrders', 'list', status, matchId ?? 'all')}
      fetchPage={async (page, limit, signal) =>
        fromPaginator(
          await listOptionOrders({ status: status === 'open' ? 1 : 3, page, limit, match_id: matchId }, { signal }),
        )
      }
      itemKey={(order, index) => `${order.id}-${index}`}
      renderItem={(order) => <OptionOrderRow order={order} />}
      emptyText={t(`optionOrders.empty.${status}`)}
    />
  );
}

function OptionOrderRow({ order }: { order: MicroOrder }) {
  const { t } = useTranslation('trade');
  const queryClient = useQueryClient();
  // the server says how long is left; counted from when the row arrived
  const [endsAt] = useState(() => Date.now() + (order.remain_milli_seconds ?? 0));
  const settled = order.status === 3;
  const up = order.type === 1;
  return (
    <article
      className={styles.position}
      aria-label={t('optionOrders.rowLabel', { symbol: order.symbol_name, id: order.show_micro_id })}
    >
      <header className={styles.positionHead}>
        <strong>
          <span className={up ? 'up' : 'down'}>{t(up ? 'seconds.up' : 'seconds.down')}</span> {order.symbol_name}
        </strong>
        {settled ? (
          <span style={{ color: trendColor(order.fact_profits) }} data-testid="option-result">
            {t('optionOrders.result', { result: order.profit_result_name, profit: formatAmount(order.fact_profits) })}
          </span>
        ) : (
          <Countdown
            endsAt={endsAt}
            className={styles.countdown}
            // it settles at its expiry: what the settlement's push (closed_microorder) changes, should the push be missed
            onEnd={() => void invalidateAfterEvent(queryClient, 'closed_microorder')}
          />
        )}
      </header>
      <Facts
        items={[
          {
            label: t('seconds.amount'),
            value: `${formatCoinAmount(order.number, order.currency_name)} ${order.currency_name}`,
          },
          { label: t('seconds.durationLabel'), value: t('seconds.duration', { seconds: order.seconds }) },
          { label: t('optionOrders.openPrice'), value: formatPrice(order.open_price, 8) },
          { label: t('optionOrders.endPrice'), value: order.end_price ? formatPrice(order.end_price, 8) : '--' },
          {
            label: t('optionOrders.expected'),
            value: `${formatCoinAmount(expectedProfit(order), order.currency_name)} ${order.currency_name}`,
          },
          { label: t('optionOrders.time'), value: localTime(order.created_at) },
        ]}
      />
    </article>
  );
}
