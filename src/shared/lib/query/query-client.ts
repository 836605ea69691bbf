import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { isApiError, type ApiError } from '../http/api-error';
import { httpConfig } from '../http/http-config';
import { invalidateAfterWrite } from './invalidation';

/** Long enough to read a sentence that says what to do next. */
const UNANSWERED_TOAST_MS = 4_000;

/**
 * A write that got no answer (the network, the time limit) or an answer other than the contract's (a 5xx from a
 * gateway) says so in the user's language: the screen that sent it only knows it failed, and a sheet left open
 * with no word looks like a button that does nothing. The server words its own refusals, already shown. Writes
 * are never retried by themselves: one that timed out may have been done.
 */
function sayWhyUnanswered(error: unknown): void {
  if (!unanswered(error)) return;
  const config = httpConfig();
  config.toast(config.unansweredWriteMessage(error.kind, error.status), UNANSWERED_TOAST_MS);
}

/** No answer (the network, the time limit) or not the exchange's (a gateway's 5xx): nothing about the request. */
const unanswered = (error: unknown): error is ApiError & { kind: 'network' | 'timeout' | 'http' } =>
  isApiError(error) &&
  !error.message &&
  (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http');

/** A read that failed for want of the exchange: no answer, or a gateway's 5xx (a 4xx is about the request). */
const awayWhenLoading = ({ state }: Query) =>
  state.status === 'error' &&
  unanswered(state.error) &&
  (state.error.kind !== 'http' || (state.error.status ?? 500) >= 500);

/** When a screen that could not load tries again by itself: 5, 10 and 20 seconds after, then every 30. */
const RELOAD_AFTER_MS = [5_000, 10_000, 20_000, 30_000];

/**
 * A screen that failed because the exchange was away loads again by itself once it is back, without the user
 * tapping "retry": its read tries again at growing intervals while it is shown (TanStack Query's refetchInterval,
 * which stops when the screen closes or the page is hidden), and at once when another read gets an answer.
 */
function reloadWhileUnanswered(query: Query): number | false {
  if (!awayWhenLoading(query)) return false;
  return RELOAD_AFTER_MS[Math.min(query.state.errorUpdateCount, RELOAD_AFTER_MS.length) - 1];
}

/** An answer came: the exchange is reachable, the screens that could not load try again now. */
function reloadTheUnanswered(queryClient: QueryClient): void {
  void queryClient.refetchQueries({
    type: 'active',
    predicate: awayWhenLoading,
  });
}

/**
 * The app's client. A write that succeeded marks stale what its contract says it changes, here for every write:
 * each settles through its generated mutation hook, whose key names it. The mutation resolves only once the reads
 * on screen have their new answers (TanStack Query awaits the cache's onSuccess before the mutation's own and
 * before mutateAsync resolves), so a screen that moves on after a write shows what it changed.
 * @internal exported for its tests, which each want a client of their own
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onSuccess: () => reloadTheUnanswered(queryClient) }),
    mutationCache: new MutationCache({
      onError: sayWhyUnanswered,
      onSuccess: (_data, _variables, _context, mutation) => {
        reloadTheUnanswered(queryClient);
        return invalidateAfterWrite(queryClient, mutation.options.mutationKey);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchInterval: reloadWhileUnanswered,
        // business errors were already shown to the user; retrying them only repeats the toast
        retry: (failureCount, error) =>
          failureCount < 2 && isApiError(error) && ['network', 'timeout'].includes(error.kind),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export const queryClient = createQueryClient();
