import { type DataOf, listRegionChildren } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { settlementReviewKeys } from './query-keys.ts';

export type RegionOption = DataOf<typeof listRegionChildren>[number];

export const getRegionChildrenQueryOptions = (parentCode: string) =>
  queryOptions({
    queryKey: settlementReviewKeys.regions(parentCode),
    queryFn: ({ signal }) =>
      api.request(listRegionChildren, { query: { parentCode }, showLoading: false, silent: true, signal }),
    // the division table changes a few times a year
    staleTime: 24 * 60 * 60_000,
  });

/** The regions one level below a code (province → prefectures → counties); nothing without a parent. */
export const useRegionChildren = (parentCode: string | undefined) =>
  useQuery({ ...getRegionChildrenQueryOptions(parentCode ?? ''), enabled: Boolean(parentCode) });
