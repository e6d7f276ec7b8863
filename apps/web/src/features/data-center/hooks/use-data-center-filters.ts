import { useMemo } from 'react';
import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import {
  parseDataCenterFilters,
  serialiseDataCenterFilters,
  updateDataCenterFilters,
} from '../utils/data-center-filters.ts';
import { chinaToday } from '../utils/date-range.ts';

/**
 * The data centre's range and filters in the address: a reload keeps them, the back button undoes a change. `today`
 * is China's date when the page opened (the default range and the quick ranges end on it).
 */
export const useDataCenterFilters = () => {
  const today = useMemo(() => chinaToday(), []);
  const rules = useMemo(
    () => ({
      parse: (params: URLSearchParams) => parseDataCenterFilters(params, today),
      serialise: serialiseDataCenterFilters,
      update: updateDataCenterFilters,
    }),
    [today],
  );
  return { ...useUrlFilters(rules), today };
};
