/**
 * The site's catalogues the app keeps between visits (specification section 3 "client state"): site config
 * (name, logos, switches, download links), the coin list and the fiat currency list.
 *
 * Why zustand persist and not TanStack Query persistence: the other client state (session, preferences) already
 * lives in persisted zustand stores, it needs no extra package, and it persists exactly these small, shared
 * catalogues instead of the whole query cache (which also holds user data and fast-moving prices that must not
 * survive a reload). The queries stay the source of truth; the store is what shows until they answer.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Currency, FiatRate, SiteConfig } from '../../gen/model';
import { STORAGE_PREFIX } from './storage-version';

type CatalogState = {
  siteConfig: SiteConfig | null;
  coins: Currency[];
  fiatRates: FiatRate[];
  setSiteConfig: (siteConfig: SiteConfig) => void;
  setCoins: (coins: Currency[]) => void;
  setFiatRates: (fiatRates: FiatRate[]) => void;
};

export const useCatalogStore = create<CatalogState>()(
  persist(
    (set) => ({
      siteConfig: null,
      coins: [],
      fiatRates: [],
      setSiteConfig: (siteConfig) => set({ siteConfig }),
      setCoins: (coins) => set({ coins }),
      setFiatRates: (fiatRates) => set({ fiatRates }),
    }),
    { name: `${STORAGE_PREFIX}catalog`, storage: createJSONStorage(() => localStorage) },
  ),
);
