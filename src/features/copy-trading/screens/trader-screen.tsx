import { getRouteApi } from '@tanstack/react-router';
import {
  getGetCopyTraderQueryOptions,
  getListCopyTraderHistoryQueryKey,
  getListCopyTraderPositionsQueryKey,
  listCopyTraderHistory,
  listCopyTraderPositions,
} from '../../../gen/api/follow/follow';
import type { FollowTraderDetail, LeverPosition } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import { RecordScreen } from '../../../shared/ui/layout/record-screen';
import { fromPaginator } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { useSearchTabs } from '../../../shared/ui/layout/search-tabs';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { CancelFollowButton } from '../components/cancel-follow-button';
import styles from '../components/copy.module.css';
import { PositionCard } from '../components/position-card';
import { StatsNote } from '../components/stats-note';
import { TraderAvatar } from '../components/trader-avatar';
import { TRADER_SEARCH_TAB } from '../lib/copy-search';
import { signed, toneOf } from '../lib/tone';
import { traderName } from '../lib/trader-name';
import { FollowLink } from '../components/follow-link';
import { totalProfitFact } from '../lib/trader-facts';

const route = getRouteApi('/_authed/pages/follow/trader');

/**
 * A trader's page: profile and figures, follow or stop following, positions open now and closed ones. Without a
 * trader in the address it says so, as the other detail pages do, instead of waiting for a trader it never asks for.
 */
export function TraderScreen() {
  const { t } = useTranslation('copy-trading');
  const { id } = route.useSearch();
  return (
    <RecordScreen
      title={t('detail.title')}
      id={id}
      notFound={t('detail.notFound')}
      query={(traderId) => getGetCopyTraderQueryOptions({ trader_user_id: traderId })}
    >
      {(detail, traderId) => <TraderPage detail={detail} id={traderId} />}
    </RecordScreen>
  );
}

function TraderPage({ detail, id }: { detail: FollowTraderDetail; id: number }) {
  const { t } = useTranslation('copy-trading');
  const tabs = useSearchTabs(route, TRADER_SEARCH_TAB, t('detail.tabs'), (key) => t(`detail.${key}`), { id });
  const tab = tabs.value;
  const list = tab === 'positions' ? listCopyTraderPositions : listCopyTraderHistory;
  const key =
    tab === 'positions'
      ? getListCopyTraderPositionsQueryKey({ trader_user_id: id })
      : getListCopyTraderHistoryQueryKey({ trader_user_id: id });
  return (
    <>
      <TraderSummary detail={detail} />
      <Tabs {...tabs} sticky>
        <PaginatedList<LeverPosition>
          key={tab}
          label={t(`detail.${tab}`)}
          className={`${card.list} ${styles.feed}`}
          queryKey={key}
          limit={15}
          fetchPage={async (page, _limit, signal) =>
            fromPaginator(await list({ trader_user_id: id, page }, { signal }))
          }
          itemKey={(position) => position.id}
          renderItem={(position) => <PositionCard position={position} />}
          emptyText={t(`detail.${tab}Empty`)}
        />
      </Tabs>
    </>
  );
}

function TraderSummary({ detail }: { detail: FollowTraderDetail }) {
  const { t } = useTranslation('copy-trading');
  const { trader_info: trader, data } = detail;
  const name = traderName(t, trader.nickname, trader.id);
  return (
    <section className={card.list} aria-label={name}>
      <div className={`${card.card} ${styles.surface}`}>
        <div className={card.head}>
          <TraderAvatar path={trader.head_portrait} />
          <div className={styles.name}>
            <h2 className={card.title}>{name}</h2>
            <span className={card.subtitle}>{t('trader.followers', { count: data.follow_num })}</span>
          </div>
          {detail.is_followed ? (
            <CancelFollowButton traderId={trader.id} name={name} />
          ) : (
            <FollowLink id={trader.id} name={name} />
          )}
        </div>
        <Facts
          columns={3}
          facts={[
            totalProfitFact(t, data.total_profits),
            {
              label: t('detail.totalReturn'),
              value: `${signed(data.total_income_rate)}%`,
              tone: toneOf(data.total_income_rate),
            },
            { label: t('trader.accuracy'), value: `${data.correct_rate}%` },
            { label: t('trader.profitableOrders'), value: data.profitCount },
            { label: t('detail.longOrders'), value: data.riseCount },
            { label: t('detail.shortOrders'), value: data.fallCount },
            {
              label: t('trader.yesterday'),
              value: `${signed(data.yesterday_profits)}%`,
              tone: toneOf(data.yesterday_profits),
            },
            { label: t('detail.openPositions'), value: data.position_count },
            { label: t('detail.totalOrders'), value: data.total_count },
          ]}
        />
      </div>
      <StatsNote />
    </section>
  );
}
