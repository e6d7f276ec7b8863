import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import {
  parseMessageFilters,
  serialiseMessageFilters,
  updateMessageFilters,
} from '../utils/message-filters.ts';

const RULES = {
  parse: parseMessageFilters,
  serialise: serialiseMessageFilters,
  update: updateMessageFilters,
};

/** The centre's tab, filters and page in the address: the back button undoes a filter or a page turn. */
export const useMessageFilters = () => useUrlFilters(RULES);
