import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ListScreen } from '../../../shared/ui/layout/list-screen';
import { useSearchTabs } from '../../../shared/ui/layout/search-tabs';
import { MyCopies, MyTraders } from '../components/my-copy-lists';
import { MY_COPY_SEARCH_TAB } from '../lib/copy-search';

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
