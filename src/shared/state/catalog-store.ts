/**
 * The site's configuration the app keeps between visits (specification section 3 "client state"): name, logos,
 * switches, download links.
 *
 * Why zustand persist and not TanStack Query persistence: the other client state (session, preferences) already
 * lives in persisted zustand stores, it needs no extra package, and it persists exactly this small, shared
 * catalogue instead of the whole query cache (which also holds user data and fast-moving prices that must not
 * survive a reload). The queries stay the source of truth; the store is what shows until they answer.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SiteConfig } from '../../gen/model';
import { STORAGE_PREFIX } from './storage-version';

type CatalogState = {
  siteConfig: SiteConfig | null;
  setSiteConfig: (siteConfig: SiteConfig) => void;
};

export const useCatalogStore = create<CatalogState>()(
  persist(
    (set) => ({
      siteConfig: null,
      setSiteConfig: (siteConfig) => set({ siteConfig }),
    }),
    { name: `${STORAGE_PREFIX}catalog`, storage: createJSONStorage(() => localStorage) },
  ),
);
