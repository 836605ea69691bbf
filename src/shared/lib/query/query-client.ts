import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../http/api-error';
import { httpConfig } from '../http/http-config';

/** Long enough to read a sentence that says what to do next. */
const UNANSWERED_TOAST_MS = 4_000;

/**
 * A write that got no answer (the network, the time limit) or an answer other than the contract's (a 5xx from a
 * gateway) says so in the user's language: the screen that sent it only knows it failed, and a sheet left open
 * with no word looks like a button that does nothing. The server words its own refusals, already shown. Writes
 * are never retried by themselves: one that timed out may have been done.
 */
function sayWhyUnanswered(error: unknown): void {
  if (!isApiError(error) || error.message) return;
  if (error.kind !== 'network' && error.kind !== 'timeout' && error.kind !== 'http') return;
  const config = httpConfig();
  config.toast(config.unansweredWriteMessage(error.kind, error.status), UNANSWERED_TOAST_MS);
}

export const queryClient = new QueryClient({
  mutationCache: new MutationCache({ onError: sayWhyUnanswered }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // business errors were already shown to the user; retrying them only repeats the toast
      retry: (failureCount, error) =>
        failureCount < 2 && isApiError(error) && ['network', 'timeout'].includes(error.kind),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
