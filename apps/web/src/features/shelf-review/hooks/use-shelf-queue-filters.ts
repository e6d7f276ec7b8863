import { useCallback } from 'react';
import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import {
  parseShelfQueueFilters,
  serialiseShelfQueueFilters,
  updateShelfQueueFilters,
} from '../utils/queue-filters.ts';

const RULES = {
  parse: parseShelfQueueFilters,
  serialise: serialiseShelfQueueFilters,
  update: updateShelfQueueFilters,
};

/** The queue's filters in the address: the back button undoes a filter or a page turn. */
export const useShelfQueueFilters = () => {
  const { filters, update, show, hrefWith } = useUrlFilters(RULES);
  /** Clears the filters of the kind shown, keeping the kind. */
  const reset = useCallback(
    () => show(parseShelfQueueFilters(new URLSearchParams({ kind: filters.kind }))),
    [show, filters.kind],
  );
  return { filters, update, reset, hrefWith };
};
