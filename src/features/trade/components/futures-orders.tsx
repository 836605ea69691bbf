import { useState } from 'react';
import {
  listFuturesOrders,
  useCancelFuturesOrder,
  useCloseAllFuturesPositions,
  useCloseFuturesPosition,
} from '../../../gen/api/trade/trade';
import type { CloseAllFuturesPositionsBodyType, LeverPosition } from '../../../gen/model';
import { anyKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { formatAmount } from '../../../shared/lib/format/number';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { trendColor } from '../../../shared/lib/format/trend';
import { Button } from '../../../shared/ui/button/button';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { fromPaginator } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { liveRow, useLeverLive } from '../api/use-lever-live';
import { PositionRow } from './position-row';
import { StopSheet } from './stop-sheet';
import styles from './trade.module.css';

export type FuturesListStatus = 'positions' | 'pending' | 'history';
const STATUS = { positions: 1, pending: 0, history: 3 } as const;

type PairFilter = { currency_id: number; legal_id: number };
type Pending =
  | { kind: 'close'; position: LeverPosition }
  | { kind: 'cancel'; position: LeverPosition }
  | { kind: 'all'; type: CloseAllFuturesPositionsBodyType };

/** The coin of the futures account every position's margin and P/L are in (USDT-margined futures). */
const MARGIN_COIN = 'USDT';

/**
 * The user's futures positions (live P/L and risk rate from `lever_trade`; set TP/SL, close one, close all, longs
 * or shorts), pending limit orders (cancel) or closed history, of one pair or of all.
 */
export function FuturesOrders({
  status,
  pair,
  pricePrecision = 8,
}: {
  status: FuturesListStatus;
  pair?: PairFilter;
  pricePrecision?: number;
}) {
  const { t } = useTranslation('trade');
  const live = useLeverLive();
  const [stops, setStops] = useState<LeverPosition | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [summary, setSummary] = useState<{ hazard_rate: number; profits_total: string } | null>(null);
  const close = useCloseFuturesPosition();
  const closeAll = useCloseAllFuturesPositions();
  const cancel = useCancelFuturesOrder();
  const busy = close.isPending || closeAll.isPending || cancel.isPending;
  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'close') await close.mutateAsync({ data: { id: pending.position.id } });
      else if (pending.kind === 'cancel') await cancel.mutateAsync({ data: { id: pending.position.id } });
      else await closeAll.mutateAsync({ data: { type: pending.type, ...pair } });
      showToast(t(`positions.done.${pending.kind}`));
    } catch {
      // the server's message was shown
    } finally {
      setPending(null);
    }
  };
  const hazard = live.hazardRate ?? summary?.hazard_rate;
  const profits = live.profitsAll ?? summary?.profits_total;
  return (
    <section aria-label={t(`positions.tabs.${status}`)}>
      {status === 'positions' && (
        <>
          <dl className={styles.estimate}>
            <div>
              <dt>{t('positions.riskRate')}</dt>
              <dd data-testid="risk-rate">{hazard === undefined ? '--' : `${formatAmount(hazard, 2)}%`}</dd>
            </div>
            <div>
              <dt>{t('positions.totalProfit')}</dt>
              <dd style={{ color: trendColor(profits) }}>{formatCoinAmount(profits, MARGIN_COIN)}</dd>
            </div>
          </dl>
          <div className={styles.rowActions} role="group" aria-label={t('positions.closeMany')}>
            {([0, 1, 2] as const).map((type) => (
              <Button key={type} size="small" variant="secondary" onClick={() => setPending({ kind: 'all', type })}>
                {t(`positions.closeAll.${type}`)}
              </Button>
            ))}
          </div>
        </>
      )}
      <PaginatedList<LeverPosition>
        key={status}
        label={t(`positions.tabs.${status}`)}
        queryKey={readQueryKey('listFuturesOrders', 'list', status, pair ?? 'all')}
        fetchPage={async (page, _limit, signal) => {
          const answer = await listFuturesOrders({ ...pair, status: STATUS[status], page }, undefined, { signal });
          if (page === 1) setSummary(answer.rate_profits_total);
          return fromPaginator(answer.message);
        }}
        itemKey={(row, index) => `${row.id}-${index}`}
        renderItem={(row) => {
          const shown = liveRow(live, row);
          return (
            <PositionRow
              position={shown}
              onStops={status === 'positions' ? () => setStops(shown) : undefined}
              onClose={status === 'positions' ? () => setPending({ kind: 'close', position: shown }) : undefined}
              onCancel={status === 'pending' ? () => setPending({ kind: 'cancel', position: shown }) : undefined}
            />
          );
        }}
        emptyText={t(`positions.empty.${status}`)}
      />
      <StopSheet position={stops} pricePrecision={pricePrecision} onClose={() => setStops(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending ? anyKey(t)(`positions.confirm.${pending.kind === 'all' ? `all${pending.type}` : pending.kind}`) : ''
        }
        message={
          pending && pending.kind !== 'all'
            ? t('positions.confirmOne', { symbol: pending.position.symbol, count: Number(pending.position.share) })
            : undefined
        }
        variant="danger"
        loading={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
