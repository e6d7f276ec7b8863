import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import {
  parseCooperationFilters,
  serialiseCooperationFilters,
  updateCooperationFilters,
} from '../utils/cooperation-filters.ts';

const RULES = {
  parse: parseCooperationFilters,
  serialise: serialiseCooperationFilters,
  update: updateCooperationFilters,
};

/** The cooperation page's tab, state and page in the address: the back button undoes a filter or a page turn. */
export const useCooperationFilters = () => useUrlFilters(RULES);
