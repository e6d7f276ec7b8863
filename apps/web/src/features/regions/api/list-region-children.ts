import { listRegionChildren } from '@rrsp/contract';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { RegionNode } from '../../../components/form/region-path.ts';
import type { RegionChildrenQueryOptions } from '../../../components/form/region-source.tsx';
import { api } from '../../../lib/api.ts';

/** One level of the division table: the provinces without a parent, else the regions directly below it. */
export const listRegionChildrenOf = (parentCode: string | undefined, signal?: AbortSignal) =>
  api.request(listRegionChildren, {
    query: parentCode ? { parentCode } : {},
    showLoading: false,
    silent: true,
    signal,
  });

/**
 * The division table changes once a year and is the same for every user: each level is asked once per page life,
 * whichever page (a form's picker, a list's filters) asks first. The app hands these options to shared code
 * (components/form/region-source.tsx), which reads regions through them.
 */
export const getRegionChildrenQueryOptions: RegionChildrenQueryOptions = (parentCode) =>
  queryOptions<RegionNode[], Error, RegionNode[], QueryKey>({
    queryKey: ['regions', parentCode ?? 'provinces'],
    queryFn: ({ signal }) => listRegionChildrenOf(parentCode, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });
