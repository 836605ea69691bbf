import type { Query, QueryClient } from '@tanstack/react-query';

/** NFT reads (their keys name the /bind_box/ path, or `nft` for the paged lists) and the balances NFTs move. */
const touchedByNft = (query: Query) =>
  query.queryKey.some(
    (part) =>
      typeof part === 'string' && (part.startsWith('/bind_box/') || part.startsWith('/wallet/') || part === 'nft'),
  );

/**
 * Reloads every NFT list, detail and balance: after the user's purchase, bid, opening or resale, and when a push
 * says an auction moved (outbid, won), so it shows at once wherever they look next.
 */
export function invalidateNftQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: touchedByNft });
}
