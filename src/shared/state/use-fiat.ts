import { useEffect } from 'react';
import { useListFiatRates } from '../../gen/api/common/common';
import { FIAT_CACHE_MS } from '../config/constants';
import { isFiatStale, refreshedFiat } from './fiat';
import { usePreferencesStore, type SelectedFiat } from './preferences-store';

/**
 * The selected display fiat (JPY at 153 until the user picks another). When its rate is older than an hour,
 * /currency/legales is fetched and the rate is updated.
 */
export function useSelectedFiat(): SelectedFiat {
  const fiat = usePreferencesStore((state) => state.fiat);
  const stale = isFiatStale(fiat);
  const query = useListFiatRates(undefined, { query: { enabled: stale, staleTime: FIAT_CACHE_MS } });
  useEffect(() => {
    if (!query.data) return;
    const preferences = usePreferencesStore.getState();
    if (!isFiatStale(preferences.fiat)) return;
    preferences.setFiat(refreshedFiat(preferences.fiat, query.data) ?? preferences.fiat);
  }, [query.data]);
  return fiat;
}
