import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { getListIeoProjectsQueryKey, listIeoProjects } from '../../../gen/api/ieo/ieo';
import type { IeoProject } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { invalidateReads } from '../../../shared/lib/query/invalidation';
import card from '../../../shared/ui/card/card.module.css';
import { ListScreen } from '../../../shared/ui/layout/list-screen';
import { useSearchTabs } from '../../../shared/ui/layout/search-tabs';
import { fromItems } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { ProjectCard } from '../components/project-card';
import { IEO_PHASE_SEARCH_TAB, PHASE_STATUS } from '../lib/ieo-search';

const route = getRouteApi('/_authed/pages/ieo/ieo');

/** IEO projects by phase: warm-up, in progress, ended. */
export function IeoListScreen() {
  const { t } = useTranslation('ieo');
  const tabs = useSearchTabs(route, IEO_PHASE_SEARCH_TAB, t('list.phases'), (key) => t(`phase.${key}`));
  const phase = tabs.value;
  const queryClient = useQueryClient();
  const timeStatus = PHASE_STATUS[phase];
  // a countdown reaching zero moves the project to the next phase: read the lists again
  const refresh = () => void invalidateReads(queryClient, ['listIeoProjects']);
  return (
    <ListScreen title={t('title')} link={{ to: '/pages/ieo/order', label: t('orders.link') }} tabs={tabs}>
      <PaginatedList<IeoProject>
        key={phase}
        label={t(`phase.${phase}`)}
        className={card.list}
        queryKey={getListIeoProjectsQueryKey({ time_status: timeStatus })}
        fetchPage={async (page, limit, signal) =>
          fromItems((await listIeoProjects({ time_status: timeStatus, page, limit }, { signal })).list, limit)
        }
        itemKey={(project) => project.id}
        renderItem={(project) => <ProjectCard project={project} onPhaseEnd={refresh} />}
        emptyText={t('list.empty')}
      />
    </ListScreen>
  );
}
