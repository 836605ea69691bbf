import { getRouteApi } from '@tanstack/react-router';
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
import { ListScreen } from '../../../shared/ui/layout/list-screen';
import { useSearchTabs } from '../../../shared/ui/layout/search-tabs';
import { fromPageData, fromPaginator } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { useCancelFollow } from '../api/use-cancel-follow';
import { PositionCard } from '../components/position-card';
import { RelationCard } from '../components/relation-card';
import { MY_COPY_SEARCH_TAB } from '../lib/copy-search';
import { traderName } from '../lib/trader-name';
import styles from '../components/copy.module.css';

const route = getRouteApi('/_authed/pages/copytrade/my');
/** Copied positions (order type 2): open now, or closed. */
const COPY_STATUS = { current: 1, history: 3 } as const;

/** My copy trading: the traders I follow or followed, my open copies (self-hold on offer), my closed copies. */
export function MyCopyScreen() {
  const { t } = useTranslation('copy-trading');
  const tabs = useSearchTabs(route, MY_COPY_SEARCH_TAB, t('my.tabs'), (key) => t(`my.${key}`));
  const tab = tabs.value;
  return (
    <ListScreen title={t('my.title')} link={{ to: '/pages/copytrade/copy', label: t('home.short') }} tabs={tabs}>
      {tab === 'traders' ? <MyTraders /> : <MyCopies key={tab} status={COPY_STATUS[tab]} />}
    </ListScreen>
  );
}

function MyTraders() {
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

function MyCopies({ status }: { status: 1 | 3 }) {
  const { t } = useTranslation('copy-trading');
  const [converting, setConverting] = useState<LeverPosition | null>(null);
  const { mutateAsync, isPending } = useConvertCopiedPositionToSelfHold();
  const body = { order_type: 2, status } as const;

  const convert = async (position: LeverPosition) => {
    try {
      showToast(await mutateAsync({ data: { transaction_id: position.id } }));
    } catch {
      return;
    } finally {
      setConverting(null);
    }
  };

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
        renderItem={(position) => <PositionCard position={position} onSelfHold={setConverting} />}
        emptyText={status === 1 ? t('my.currentEmpty') : t('my.historyEmpty')}
      />
      <ConfirmDialog
        open={converting !== null}
        title={t('selfHold.title')}
        message={converting ? t('selfHold.message', { symbol: converting.symbol }) : ''}
        confirmText={t('selfHold.confirm')}
        loading={isPending}
        onConfirm={() => void (converting && convert(converting))}
        onCancel={() => setConverting(null)}
      />
    </>
  );
}
