import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import { parseAppealFilters, serialiseAppealFilters, updateAppealFilters } from '../utils/appeal-filters.ts';

const RULES = {
  parse: parseAppealFilters,
  serialise: serialiseAppealFilters,
  update: updateAppealFilters,
};

/** 申诉审核's tab, keyword, page and open appeal in the address: the back button undoes each. */
export const useAppealFilters = () => useUrlFilters(RULES);
