import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type CooperationFilterChange,
  type CooperationFilters,
  parseCooperationFilters,
  serialiseCooperationFilters,
  updateCooperationFilters,
} from '../utils/cooperation-filters.ts';

/**
 * The cooperation page's tab, state and page, read from and written to the URL query. Each change pushes a history
 * entry, so the browser's back button undoes a filter or a page turn.
 */
export const useCooperationFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseCooperationFilters(searchParams), [searchParams]);
  const update = useCallback(
    (change: CooperationFilterChange) =>
      setSearchParams(serialiseCooperationFilters(updateCooperationFilters(filters, change))),
    [filters, setSearchParams],
  );
  return { filters, update } as { filters: CooperationFilters; update: typeof update };
};
