import { getListCopyTradersQueryKey, listCopyTraders, useListCopyTraders } from '../../../gen/api/follow/follow';
import type { FollowTrader } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromPaginator } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { StatsNote } from '../components/stats-note';
import { TraderCard } from '../components/trader-card';
import styles from '../components/copy.module.css';

const KEY = [...getListCopyTradersQueryKey(), 'pages'];

/** Every trader that can be copied, best total profit first, page after page. */
export function TradersScreen() {
  const { t } = useTranslation('copy-trading');
  // the first page (shared with the copy-trading home) tells when the figures were computed
  const statsTime = useListCopyTraders({ page: 1 }).data?.data[0]?.stats_time;
  return (
    <main className={card.page}>
      <PageHeader title={t('list.title')} back link={{ to: '/pages/copytrade/my', label: t('my.short') }} />
      <StatsNote time={statsTime} />
      <PaginatedList<FollowTrader>
        label={t('list.title')}
        className={`${card.list} ${styles.feed}`}
        queryKey={KEY}
        limit={15}
        fetchPage={async (page, _limit, signal) => fromPaginator(await listCopyTraders({ page }, { signal }))}
        itemKey={(trader) => trader.id}
        renderItem={(trader) => <TraderCard trader={trader} />}
        emptyText={t('list.empty')}
      />
    </main>
  );
}
