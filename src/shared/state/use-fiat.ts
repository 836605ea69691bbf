import { useEffect } from 'react';
import { useListFiatRates } from '../../gen/api/common/common';
import type { FiatRate } from '../../gen/model';
import { FIAT_CACHE_MS } from '../config/constants';
import { useCatalogStore } from './catalog-store';
import { isFiatStale, refreshedFiat } from './fiat';
import { usePreferencesStore, type SelectedFiat } from './preferences-store';

/**
 * The selected display fiat (JPY at 153 until the user picks another). When its rate is older than an hour,
 * /currency/legales is fetched and the rate and the fiat list are updated.
 */
export function useSelectedFiat(): SelectedFiat {
  const fiat = usePreferencesStore((state) => state.fiat);
  const stale = isFiatStale(fiat);
  const query = useListFiatRates(undefined, { query: { enabled: stale, staleTime: FIAT_CACHE_MS } });
  useEffect(() => {
    if (!query.data) return;
    useCatalogStore.getState().setFiatRates(query.data);
    const preferences = usePreferencesStore.getState();
    if (!isFiatStale(preferences.fiat)) return;
    preferences.setFiat(refreshedFiat(preferences.fiat, query.data) ?? preferences.fiat);
  }, [query.data]);
  return fiat;
}

/** The fiat currencies the user can choose from (/currency/legales), stored between visits. */
export function useFiatList(): { rates: FiatRate[]; isLoading: boolean } {
  const stored = useCatalogStore((state) => state.fiatRates);
  const query = useListFiatRates(undefined, { query: { staleTime: FIAT_CACHE_MS } });
  useEffect(() => {
    if (query.data) useCatalogStore.getState().setFiatRates(query.data);
  }, [query.data]);
  return { rates: query.data ?? stored, isLoading: query.isPending && stored.length === 0 };
}

/** Chooses the display fiat currency. */
export const selectFiat = (rate: Pick<FiatRate, 'currency_code' | 'rate'>) =>
  usePreferencesStore.getState().setFiat({ currency_code: rate.currency_code, rate: rate.rate });
