import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseQueueFilters,
  type QueueFilterChange,
  type QueueFilters,
  serialiseQueueFilters,
  updateQueueFilters,
} from '../utils/queue-filters.ts';

/**
 * The queue's filters, read from and written to the URL query. Each change pushes a history entry, so the browser's
 * back button undoes a filter or a page turn.
 */
export const useQueueFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseQueueFilters(searchParams), [searchParams]);
  const update = useCallback(
    (change: QueueFilterChange) =>
      setSearchParams(serialiseQueueFilters(updateQueueFilters(filters, change))),
    [filters, setSearchParams],
  );
  const reset = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);
  return { filters, update, reset } as {
    filters: QueueFilters;
    update: typeof update;
    reset: typeof reset;
  };
};
