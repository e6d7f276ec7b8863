import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import {
  parseAccountFilters,
  serialiseAccountFilters,
  updateAccountFilters,
} from '../utils/account-filters.ts';

const RULES = {
  parse: parseAccountFilters,
  serialise: serialiseAccountFilters,
  update: updateAccountFilters,
};

/** 账号管理's search, page and open account in the address: the back button undoes each. */
export const useAccountFilters = () => useUrlFilters(RULES);
