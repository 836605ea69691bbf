import { useState } from 'react';
import { listSpotOrders, useCancelSpotOrder } from '../../../gen/api/trade/trade';
import type { SpotOrder } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { formatPrice } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { toBig } from '../../../shared/lib/format/decimal';
import { coinsOfPair } from '../../../shared/lib/market/quotations';
import { Button } from '../../../shared/ui/button/button';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { fromItems } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { Facts } from './facts';
import styles from './trade.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

export type SpotListStatus = 'pending' | 'history';
type PairFilter = { currency_id: number; legal_id: number };

/** The user's pending spot orders (each can be cancelled) or finished ones (filled or cancelled), of one pair or of all. */
export function SpotOrders({ status, pair }: { status: SpotListStatus; pair?: PairFilter }) {
  const { t } = useTranslation('trade');
  const [cancelling, setCancelling] = useState<SpotOrder | null>(null);
  const cancel = useCancelSpotOrder();
  const confirm = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync({ data: { id: cancelling.id } });
      showToast(t('spotOrders.cancelled'));
    } catch {
      // the server's message was shown
    } finally {
      setCancelling(null);
    }
  };
  return (
    <>
      <PaginatedList<SpotOrder>
        key={status}
        label={t(`spotOrders.tabs.${status}`)}
        queryKey={readQueryKey('listSpotOrders', 'list', status, pair ?? 'all')}
        fetchPage={async (page, limit, signal) =>
          fromItems(
            await listSpotOrders(
              { ...pair, ...(status === 'pending' ? { status: 1 } : { history: 1 }), page, limit },
              { signal },
            ),
            limit,
          )
        }
        itemKey={(order, index) => `${order.id}-${index}`}
        renderItem={(order) => (
          <SpotOrderRow order={order} onCancel={status === 'pending' ? () => setCancelling(order) : undefined} />
        )}
        emptyText={t(`spotOrders.empty.${status}`)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('spotOrders.confirmCancel')}
        message={
          cancelling
            ? t('spotOrders.confirmCancelMessage', { symbol: cancelling.symbol, amount: cancelling.trade_amount })
            : undefined
        }
        variant="danger"
        loading={cancel.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}

/** A pending order that holds its fee (a buy; a server without the field shows the fee charged, "0"). */
const holdsFee = (order: SpotOrder): order is SpotOrder & { frozen_fee: string } =>
  order.status === 1 && toBig(order.frozen_fee)?.gt(0) === true;

function SpotOrderRow({ order, onCancel }: { order: SpotOrder; onCancel?: () => void }) {
  const { t } = useTranslation('trade');
  const buy = order.type === 1;
  const done = order.status === 2;
  const price = done && Number(order.trade_price) > 0 ? order.trade_price : order.target_price;
  const state = done ? 'done' : order.status === 3 ? 'statusCancelled' : 'pending';
  // the quantity is in the pair's coin, the fee in its quote
  const { coin, quote } = coinsOfPair(order.symbol);
  return (
    <article className={styles.position} aria-label={t('spotOrders.rowLabel', { symbol: order.symbol, id: order.id })}>
      <header className={styles.positionHead}>
        <strong>
          <span className={buy ? 'up' : 'down'}>{t(buy ? 'spot.buy' : 'spot.sell')}</span> {order.symbol}
        </strong>
        <span className={styles.muted}>{t(`spotOrders.${state}`)}</span>
      </header>
      <Facts
        items={[
          { label: t('spot.price'), value: Number(price) > 0 ? formatPrice(price, 8) : t('spot.marketPrice') },
          { label: t('spot.amount'), value: formatCoinAmount(order.trade_amount, coin) },
          ...(order.status === 3 && order.filled_amount !== undefined
            ? [
                {
                  label: t('spotOrders.filled'),
                  value: formatCoinAmount(order.filled_amount, coin),
                },
              ]
            : []),
          // a pending buy has paid no fee yet but holds it with its quote amount: the figure the balance misses
          holdsFee(order)
            ? { label: t('spotOrders.frozenFee'), value: formatCoinAmount(order.frozen_fee, quote) }
            : { label: t('spot.fee'), value: formatCoinAmount(order.charge_fee, quote) },
          { label: t('optionOrders.time'), value: localTime(order.created_at) },
        ]}
      />
      {onCancel && (
        <div className={styles.rowActions}>
          <Button size="small" variant="secondary" onClick={onCancel}>
            {t('positions.cancel')}
          </Button>
        </div>
      )}
    </article>
  );
}
