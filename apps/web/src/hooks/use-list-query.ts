import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListQueryRules,
  type ListQueryState,
  parseListQuery,
  serialiseListQuery,
  updateListQuery,
} from '../lib/list-query.ts';

/**
 * A list page's filters, read from and written to the URL query. Filter changes push a history entry, so the
 * browser's back button undoes a search or a page turn.
 */
export const useListQuery = (rules: ListQueryRules) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const { isCategory, dates } = rules;
  const state = useMemo(
    () => parseListQuery(searchParams, { isCategory, dates }),
    [searchParams, isCategory, dates],
  );
  const update = useCallback(
    (change: Parameters<typeof updateListQuery>[1]) => {
      setSearchParams(serialiseListQuery(updateListQuery(state, change)));
    },
    [setSearchParams, state],
  );
  const reset = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);
  return { state, update, reset } as { state: ListQueryState; update: typeof update; reset: typeof reset };
};
