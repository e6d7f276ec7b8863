import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ShelfFilterChange, ShelfFilters, shelfFiltersOf } from '../utils/shelf-filters.ts';

type ShelfFilterHelpers<E extends Record<string, string>, S extends string> = ReturnType<
  typeof shelfFiltersOf<E, S>
>;

/**
 * A shelf's filters (products or services), read from and written to the URL query. Each change pushes a history
 * entry, so the browser's back button undoes a filter or a page turn.
 */
export const useShelfFilters = <E extends Record<string, string>, S extends string>(
  helpers: ShelfFilterHelpers<E, S>,
) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => helpers.parse(searchParams), [helpers, searchParams]);
  const update = useCallback(
    (change: ShelfFilterChange<E, S>) => setSearchParams(helpers.serialise(helpers.update(filters, change))),
    [helpers, filters, setSearchParams],
  );
  const reset = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);
  /** The address of another page of this view: the pager's links. */
  const hrefOf = useCallback(
    (page: number) => {
      const query = helpers
        .serialise(helpers.update(filters, { page } as ShelfFilterChange<E, S>))
        .toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [helpers, filters, pathname],
  );
  return { filters, update, reset, hrefOf } as {
    filters: ShelfFilters<E, S>;
    update: typeof update;
    reset: typeof reset;
    hrefOf: typeof hrefOf;
  };
};
