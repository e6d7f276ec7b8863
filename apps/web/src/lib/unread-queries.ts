import type { QueryClient } from '@tanstack/react-query';

type CachedQuery = ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number];

/** A query's `enabled`, which may be a function of the query (TanStack Query 5). */
const isEnabled = (query: CachedQuery): boolean => {
  const { enabled } = query.options as { enabled?: boolean | ((query: CachedQuery) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/** The queries a pass asked for that have not been read yet (and may be: a disabled query stays unread, as in the browser). */
export const unreadQueries = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        isEnabled(query) &&
        typeof query.options.queryFn === 'function',
    );
