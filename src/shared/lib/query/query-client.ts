import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../http/api-error';

export const queryClient = new QueryClient({
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
