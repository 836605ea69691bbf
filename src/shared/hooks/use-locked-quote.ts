import { useEffect } from 'react';
import { useNow } from './use-now';

/** What a locked quote answers about its lock (conversions, dual investment purchases). */
type Lock = { expires_at: number; expires_in: number };

/**
 * A quote the exchange locks for a while, as a confirmation sheet shows it: the quote while it holds (none while a
 * new one is being asked), the whole seconds it still holds, and whether it has expired, in which case a new one
 * is asked by itself.
 */
export function useLockedQuote<T extends Lock>(quote: { data?: T; isFetching: boolean; refetch: () => unknown }) {
  const now = useNow();
  const locked = quote.data && !quote.isFetching ? quote.data : undefined;
  // the server's clock is known to a second or so: never promise more than the lock the quote stated
  const left = locked
    ? Math.min(locked.expires_in, Math.max(0, Math.ceil((locked.expires_at * 1000 - now) / 1000)))
    : 0;
  const expired = locked !== undefined && left === 0;
  const { refetch } = quote;
  useEffect(() => {
    if (expired) void refetch();
  }, [expired, refetch]);
  return { locked, left, expired };
}
