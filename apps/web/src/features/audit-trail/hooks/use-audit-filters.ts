import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import { parseAuditFilters, serialiseAuditFilters, updateAuditFilters } from '../utils/audit-filters.ts';

const RULES = { parse: parseAuditFilters, serialise: serialiseAuditFilters, update: updateAuditFilters };

/** The trail's filters and page in the address: the back button undoes a filter or a page turn. */
export const useAuditFilters = () => useUrlFilters(RULES);
