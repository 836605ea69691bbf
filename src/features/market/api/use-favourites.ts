import { useMemo } from 'react';
import { useAddFavourite, useListFavourites, useRemoveFavourite } from '../../../gen/api/market/market';

/** The user's favourite pairs (by base currency) and the way to add or remove one. */
export function useFavourites() {
  const query = useListFavourites();
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const entryByCurrency = useMemo(
    () => new Map((query.data ?? []).map((entry) => [entry.currency_id, entry.id])),
    [query.data],
  );
  const busy = add.isPending || remove.isPending;
  return {
    query,
    isFavourite: (currencyId: number) => entryByCurrency.has(currencyId),
    busy,
    toggle: (currencyId: number) => {
      if (busy) return;
      const entry = entryByCurrency.get(currencyId);
      if (entry === undefined) add.mutate({ data: { currency_id: currencyId } });
      else remove.mutate({ data: { id: entry } });
    },
  };
}
