import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseShelfQueueFilters,
  type ShelfQueueChange,
  type ShelfQueueFilters,
  serialiseShelfQueueFilters,
  updateShelfQueueFilters,
} from '../utils/queue-filters.ts';

/**
 * The queue's filters, read from and written to the URL query. Each change pushes a history entry, so the browser's
 * back button undoes a filter or a page turn.
 */
export const useShelfQueueFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseShelfQueueFilters(searchParams), [searchParams]);
  const update = useCallback(
    (change: ShelfQueueChange) =>
      setSearchParams(serialiseShelfQueueFilters(updateShelfQueueFilters(filters, change))),
    [filters, setSearchParams],
  );
  /** Clears the filters of the kind shown, keeping the kind. */
  const reset = useCallback(
    () =>
      setSearchParams(
        serialiseShelfQueueFilters(parseShelfQueueFilters(new URLSearchParams({ kind: filters.kind }))),
      ),
    [filters.kind, setSearchParams],
  );
  return { filters, update, reset } as {
    filters: ShelfQueueFilters;
    update: typeof update;
    reset: typeof reset;
  };
};
