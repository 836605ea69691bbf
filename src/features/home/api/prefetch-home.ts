import {
  getGetNewsPopupQueryOptions,
  getListHomeMenuQueryOptions,
  getListNewsQueryOptions,
  getListQuotationsQueryOptions,
} from '../../../gen/api/content/content';
import { getGetUnreadMessageCountsQueryOptions } from '../../../gen/api/support/support';
import { getGetWalletOverviewQueryOptions } from '../../../gen/api/wallet/wallet';
import { queryClient } from '../../../shared/lib/query/query-client';
import { ANNOUNCEMENT_NEWS, BANNER_NEWS } from './home-reads';

/**
 * Asks for everything the home tab shows, all at once, while its code and texts are still loading: rendered
 * first, the tab would ask only after React had laid it out (the banner, its largest picture, came half a second
 * later). The components read the same cache entries; what is fresh in the cache is not asked again.
 */
export function prefetchHome() {
  for (const options of [
    getListNewsQueryOptions(BANNER_NEWS),
    getListNewsQueryOptions(ANNOUNCEMENT_NEWS),
    getGetWalletOverviewQueryOptions(),
    getListHomeMenuQueryOptions(),
    getListQuotationsQueryOptions(),
    getGetNewsPopupQueryOptions(),
    getGetUnreadMessageCountsQueryOptions(),
  ])
    void queryClient.prefetchQuery(options as Parameters<typeof queryClient.prefetchQuery>[0]);
}
