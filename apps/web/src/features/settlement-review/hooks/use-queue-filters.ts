import { useCallback } from 'react';
import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import { parseQueueFilters, serialiseQueueFilters, updateQueueFilters } from '../utils/queue-filters.ts';

const RULES = { parse: parseQueueFilters, serialise: serialiseQueueFilters, update: updateQueueFilters };

/** The queue's filters in the address: the back button undoes a filter or a page turn; 重置 clears them all. */
export const useQueueFilters = () => {
  const { filters, update, show, hrefWith } = useUrlFilters(RULES);
  const reset = useCallback(() => show(parseQueueFilters(new URLSearchParams())), [show]);
  return { filters, update, reset, hrefWith };
};
