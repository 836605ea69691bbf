import { useCallback, useEffect } from 'react';
import { useNow } from './use-now';

/** What a locked quote answers about its lock (conversions, dual investment purchases). */
type Lock = { expires_at: number; expires_in: number };

/** What a query answers of itself that the lock needs (a TanStack Query result). */
type LockedQuery<T> = {
  data?: T;
  isFetching: boolean;
  refetch: (options: { cancelRefetch: boolean }) => unknown;
};

/**
 * A quote the exchange locks for a while, as a confirmation sheet shows it: the quote while it holds (none while a
 * new one is being asked), the whole seconds it still holds, and whether it has expired, in which case a new one
 * is asked by itself. `askAgain` asks a new one after the exchange refused the quote.
 */
export function useLockedQuote<T extends Lock>(quote: LockedQuery<T>) {
  const now = useNow();
  const locked = quote.data && !quote.isFetching ? quote.data : undefined;
  // the server's clock is known to a second or so: never promise more than the lock the quote stated
  const left = locked
    ? Math.min(locked.expires_in, Math.max(0, Math.ceil((locked.expires_at * 1000 - now) / 1000)))
    : 0;
  const expired = locked !== undefined && left === 0;
  const { refetch } = quote;
  // a refusal and the countdown's end come together when the exchange's clock jumped: the second ask joins the
  // first instead of cancelling it, so one quote is asked and the one shown is the one answered
  const askAgain = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);
  useEffect(() => {
    if (expired) askAgain();
  }, [expired, askAgain]);
  return { locked, left, expired, askAgain };
}
