import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

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
 *
 * The address changes only once the route's loaders have run; a second change made meanwhile (Enter in the search
 * box, then at once a click on a row still shown) builds on the address asked for, not on the one still shown, so
 * the first change is not lost.
 */
export const useUrlFilters = <F, C>({ parse, serialise, update }: UrlFilterRules<F, C>) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const requested = useRef<string | null>(null);
  // every arrival (a new history entry, even at the same address) settles the request it fulfils
  useEffect(() => {
    if (requested.current === new URLSearchParams(location.search).toString()) requested.current = null;
  }, [location]);
  const filters = useMemo(() => parse(searchParams), [parse, searchParams]);
  const show = useCallback(
    (next: F) => {
      const params = serialise(next);
      requested.current = params.toString();
      setSearchParams(params);
    },
    [serialise, setSearchParams],
  );
  const change = useCallback(
    (step: C) => {
      const base = requested.current === null ? filters : parse(new URLSearchParams(requested.current));
      show(update(base, step));
    },
    [show, update, parse, filters],
  );
  /** The address a change leads to, for a link (a tab that opens in a new tab, or before the page is hydrated). */
  const hrefWith = useCallback(
    (step: C) => {
      const query = serialise(update(filters, step)).toString();
      return query ? `${location.pathname}?${query}` : location.pathname;
    },
    [serialise, update, filters, location.pathname],
  );
  return { filters, update: change, show, hrefWith };
};
