import { useEffect } from 'react';
import { useGetSiteConfig } from '../../gen/api/common/common';
import type { SiteConfig } from '../../gen/model';
import { useCatalogStore } from './catalog-store';

const CATALOG_STALE_MS = 10 * 60 * 1000;

/** The site config: the stored copy at once, refreshed from /getSiteConfig. */
export function useSiteConfig(): SiteConfig | null {
  const stored = useCatalogStore((state) => state.siteConfig);
  const query = useGetSiteConfig(undefined, {
    query: { staleTime: CATALOG_STALE_MS, placeholderData: stored ?? undefined },
  });
  const fresh = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (fresh) useCatalogStore.getState().setSiteConfig(fresh);
  }, [fresh]);
  return query.data ?? stored;
}
