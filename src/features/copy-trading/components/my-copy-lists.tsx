import { useState } from 'react';
import {
  getListMyCopyTradersQueryKey,
  listMyCopyTraders,
  useConvertCopiedPositionToSelfHold,
} from '../../../gen/api/follow/follow';
import { getListFuturesOrdersQueryKey, listFuturesOrders } from '../../../gen/api/trade/trade';
import type { FollowRelation, LeverPosition } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { fromPageData, fromPaginator } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { useConfirmedWrite } from '../../../shared/ui/toast/use-confirmed-write';
import { useCancelFollow } from '../api/use-cancel-follow';
import { PositionCard } from './position-card';
import { RelationCard } from './relation-card';
import { traderName } from '../lib/trader-name';
import styles from './copy.module.css';

/** The traders I follow or followed, each with the way to stop following. */
export function MyTraders() {
  const { t } = useTranslation('copy-trading');
  const [cancelling, setCancelling] = useState<FollowRelation | null>(null);
  const { cancel, isPending } = useCancelFollow();
  return (
    <>
      <PaginatedList<FollowRelation>
        label={t('my.traders')}
        className={`${card.list} ${styles.feed}`}
        queryKey={getListMyCopyTradersQueryKey()}
        fetchPage={async (page, limit, signal) => fromPageData(await listMyCopyTraders({ page, limit }, { signal }))}
        itemKey={(relation) => relation.id}
        renderItem={(relation) => <RelationCard relation={relation} onCancel={setCancelling} />}
        emptyText={t('my.tradersEmpty')}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={
          cancelling ? t('cancel.title', { name: traderName(t, cancelling.nickname, cancelling.follow_user_id) }) : ''
        }
        message={t('cancel.message')}
        confirmText={t('cancel.confirm')}
        variant="danger"
        loading={isPending}
        onConfirm={() => void (cancelling && cancel(cancelling.follow_user_id).finally(() => setCancelling(null)))}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}

/** My copied positions, open now (each may become my own) or closed. */
export function MyCopies({ status }: { status: 1 | 3 }) {
  const { t } = useTranslation('copy-trading');
  const { mutateAsync, isPending } = useConvertCopiedPositionToSelfHold();
  const conversion = useConfirmedWrite((position: LeverPosition) =>
    mutateAsync({ data: { transaction_id: position.id } }),
  );
  const converting = conversion.asking;
  const body = { order_type: 2, status } as const;

  return (
    <>
      <PaginatedList<LeverPosition>
        label={status === 1 ? t('my.current') : t('my.history')}
        className={`${card.list} ${styles.feed}`}
        queryKey={getListFuturesOrdersQueryKey(body)}
        fetchPage={async (page, limit, signal) =>
          fromPaginator((await listFuturesOrders({ ...body, page, limit }, undefined, { signal })).message)
        }
        itemKey={(position) => position.id}
        renderItem={(position) => <PositionCard position={position} onSelfHold={conversion.ask} />}
        emptyText={status === 1 ? t('my.currentEmpty') : t('my.historyEmpty')}
      />
      <ConfirmDialog
        open={converting !== null}
        title={t('selfHold.title')}
        message={converting ? t('selfHold.message', { symbol: converting.symbol }) : ''}
        confirmText={t('selfHold.confirm')}
        loading={isPending}
        onConfirm={() => void (converting && conversion.confirm(converting))}
        onCancel={conversion.close}
      />
    </>
  );
}
