import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback } from 'react';

/** NFT reads (their keys name the /bind_box/ path) and the balances an NFT payment or margin moves. */
const touchedByNft = (query: Query) =>
  query.queryKey.some(
    (part) =>
      typeof part === 'string' && (part.startsWith('/bind_box/') || part.startsWith('/wallet/') || part === 'nft'),
  );

/**
 * After a purchase, a bid, an opening or a resale, every NFT list, detail and balance reloads, so what the user
 * did shows at once wherever they look next.
 */
export function useNftRefresh() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: touchedByNft }), [queryClient]);
}
