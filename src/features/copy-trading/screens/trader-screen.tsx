import { getRouteApi } from '@tanstack/react-router';
import { getGetCopyTraderQueryOptions } from '../../../gen/api/follow/follow';
import type { FollowTraderDetail } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RecordScreen } from '../../../shared/ui/layout/record-screen';
import { useSearchTabs } from '../../../shared/ui/layout/search-tabs';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { TraderPositions } from '../components/trader-positions';
import { TraderSummary } from '../components/trader-summary';
import { TRADER_SEARCH_TAB } from '../lib/copy-search';

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
  return (
    <>
      <TraderSummary detail={detail} />
      <Tabs {...tabs} sticky>
        <TraderPositions key={tabs.value} traderId={id} list={tabs.value} />
      </Tabs>
    </>
  );
}
