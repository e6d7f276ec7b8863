import { type FetchQueryOptions, type QueryKey, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { RegionNode } from './region-path.ts';

/**
 * Where one level of the division table is read (the provinces for no parent): the query options of the endpoint,
 * which the app hands down (app/provider.tsx), so shared code reads regions without fetching anything itself and
 * every page asks the server once per level.
 */
export type RegionChildrenQueryOptions = (
  parentCode: string | undefined,
) => FetchQueryOptions<RegionNode[], Error, RegionNode[], QueryKey>;

const RegionSource = createContext<RegionChildrenQueryOptions | undefined>(undefined);

/** Gives the region picker and the region filters below it the table to read. */
export const RegionSourceProvider = ({
  queryOptions,
  children,
}: {
  queryOptions: RegionChildrenQueryOptions;
  children: ReactNode;
}) => <RegionSource.Provider value={queryOptions}>{children}</RegionSource.Provider>;

/** The query options of one level of the table, as the app gave them. */
export const useRegionQueryOptions = (): RegionChildrenQueryOptions => {
  const queryOptions = useContext(RegionSource);
  if (!queryOptions) throw new Error('useRegionQueryOptions needs a RegionSourceProvider above it');
  return queryOptions;
};

/** The regions directly below a code (a filter's prefectures, then counties); nothing without a parent. */
export const useRegionChildren = (parentCode: string | undefined) => {
  const queryOptions = useRegionQueryOptions();
  return useQuery({ ...queryOptions(parentCode), enabled: Boolean(parentCode) });
};
