import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import { parseReportFilters, serialiseReportFilters, updateReportFilters } from '../utils/report-filters.ts';

const RULES = { parse: parseReportFilters, serialise: serialiseReportFilters, update: updateReportFilters };

/** The queue's tab and page in the address: the back button undoes a tab or a page turn. */
export const useReportFilters = () => useUrlFilters(RULES);
