import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** How a page's filters live in the URL query: read, written, and changed one step at a time. */
export interface UrlFilterRules<F, C> {
  parse: (params: URLSearchParams) => F;
  serialise: (filters: F) => URLSearchParams;
  update: (filters: F, change: C) => F;
}

/**
 * A page's filters, read from and written to the URL query. Each change pushes a history entry, so the browser's
 * back button undoes a filter or a page turn. `show` puts whole filters in the address (a reset). Pass rules made
 * once, not a new object each render.
 */
export const useUrlFilters = <F, C>({ parse, serialise, update }: UrlFilterRules<F, C>) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parse(searchParams), [parse, searchParams]);
  const show = useCallback((next: F) => setSearchParams(serialise(next)), [serialise, setSearchParams]);
  const change = useCallback((step: C) => show(update(filters, step)), [show, update, filters]);
  return { filters, update: change, show };
};
