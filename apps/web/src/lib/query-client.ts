import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** Only failures that may pass on their own are retried, once; the client has already told the user. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
