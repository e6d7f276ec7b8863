import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseReportFilters,
  type ReportFilterChange,
  type ReportFilters,
  serialiseReportFilters,
  updateReportFilters,
} from '../utils/report-filters.ts';

/**
 * The queue's tab and page, read from and written to the URL query. Each change pushes a history entry, so the
 * browser's back button undoes a tab or a page turn.
 */
export const useReportFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseReportFilters(searchParams), [searchParams]);
  const update = useCallback(
    (change: ReportFilterChange) =>
      setSearchParams(serialiseReportFilters(updateReportFilters(filters, change))),
    [filters, setSearchParams],
  );
  return { filters, update } as { filters: ReportFilters; update: typeof update };
};
