import { useEffect } from 'react';
import { useListCurrencies } from '../../gen/api/settings/settings';
import type { Currency } from '../../gen/model';
import { useCatalogStore } from './catalog-store';

const CATALOG_STALE_MS = 10 * 60 * 1000;

/** The coin list (/currency/list): the stored copy at once, refreshed from the server. */
export function useCoinList(): Currency[] {
  const stored = useCatalogStore((state) => state.coins);
  const query = useListCurrencies(undefined, { query: { staleTime: CATALOG_STALE_MS } });
  const fresh = query.data?.currency;
  useEffect(() => {
    if (fresh) useCatalogStore.getState().setCoins(fresh);
  }, [fresh]);
  return fresh ?? stored;
}
