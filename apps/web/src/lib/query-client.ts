import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** Only failures that may pass on their own are retried, once; the client has already told the user. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/**
 * The meta of a query whose every read counts a view of its item (a detail). A page drawn on the server counted none,
 * so the browser reads such a query again when it takes the page over (entry-server.tsx).
 */
export const COUNTS_VIEW = { countsView: true } as const;

export const countsView = (meta: Record<string, unknown> | undefined): boolean => meta?.countsView === true;

/** A query cache with the app's defaults: the browser keeps one (`queryClient`), the server makes one per page. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
