import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateNftQueries } from '../../../shared/lib/query/nft-queries';

/**
 * After a purchase, a bid, an opening or a resale, every NFT list, detail and balance reloads, so what the user
 * did shows at once wherever they look next.
 */
export function useNftRefresh() {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateNftQueries(queryClient), [queryClient]);
}
