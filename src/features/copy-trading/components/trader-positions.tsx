import {
  getListCopyTraderHistoryQueryKey,
  getListCopyTraderPositionsQueryKey,
  listCopyTraderHistory,
  listCopyTraderPositions,
} from '../../../gen/api/follow/follow';
import type { LeverPosition } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
import { fromPaginator } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import type { TraderTab } from '../lib/copy-search';
import styles from './copy.module.css';
import { PositionCard } from './position-card';

/** A trader's positions open now, or closed ones, fifteen a page as the original app reads them. */
export function TraderPositions({ traderId, list }: { traderId: number; list: TraderTab }) {
  const { t } = useTranslation('copy-trading');
  const read = list === 'positions' ? listCopyTraderPositions : listCopyTraderHistory;
  const key =
    list === 'positions'
      ? getListCopyTraderPositionsQueryKey({ trader_user_id: traderId })
      : getListCopyTraderHistoryQueryKey({ trader_user_id: traderId });
  return (
    <PaginatedList<LeverPosition>
      label={t(`detail.${list}`)}
      className={`${card.list} ${styles.feed}`}
      queryKey={key}
      limit={15}
      fetchPage={async (page, _limit, signal) =>
        fromPaginator(await read({ trader_user_id: traderId, page }, { signal }))
      }
      itemKey={(position) => position.id}
      renderItem={(position) => <PositionCard position={position} />}
      emptyText={t(`detail.${list}Empty`)}
    />
  );
}
