import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAddFavourite, useListFavourites, useRemoveFavourite } from '../../../gen/api/market/market';
import { invalidateAfter } from '../../../shared/lib/query/invalidation';

/** The user's favourite pairs (by base currency) and the way to add or remove one. */
export function useFavourites() {
  const queryClient = useQueryClient();
  const query = useListFavourites();
  const add = useAddFavourite({ mutation: { onSuccess: () => invalidateAfter(queryClient, 'addFavourite') } });
  const remove = useRemoveFavourite({ mutation: { onSuccess: () => invalidateAfter(queryClient, 'removeFavourite') } });
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
