import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  type ListQueryRules,
  type ListQueryState,
  parseListQuery,
  pickParams,
  serialiseListQuery,
  updateListQuery,
} from '../lib/list-query.ts';

const NONE: readonly string[] = [];

/**
 * A list page's filters, read from and written to the URL query. Filter changes push a history entry, so the
 * browser's back button undoes a search or a page turn. `keep` names the parameters a page around the list owns (its
 * own tabs): they stay as they are when the filters change or are reset. Pass a constant, not a new array each render.
 */
export const useListQuery = (rules: ListQueryRules, keep: readonly string[] = NONE) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { isCategory, dates } = rules;
  const state = useMemo(
    () => parseListQuery(searchParams, { isCategory, dates }),
    [searchParams, isCategory, dates],
  );
  const update = useCallback(
    (change: Parameters<typeof updateListQuery>[1]) => {
      setSearchParams(serialiseListQuery(updateListQuery(state, change), pickParams(searchParams, keep)));
    },
    [setSearchParams, state, searchParams, keep],
  );
  const reset = useCallback(
    () => setSearchParams(pickParams(searchParams, keep)),
    [setSearchParams, searchParams, keep],
  );
  /** The address of this view after a change: the pager's and the tabs' links. */
  const hrefWith = useCallback(
    (change: Parameters<typeof updateListQuery>[1]) => {
      const query = serialiseListQuery(
        updateListQuery(state, change),
        pickParams(searchParams, keep),
      ).toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [state, searchParams, keep, pathname],
  );
  /** The address of another page of this view: the pager's links. */
  const hrefOf = useCallback((page: number) => hrefWith({ page }), [hrefWith]);
  return { state, update, reset, hrefOf, hrefWith } as {
    state: ListQueryState;
    update: typeof update;
    reset: typeof reset;
    hrefOf: typeof hrefOf;
    hrefWith: typeof hrefWith;
  };
};
