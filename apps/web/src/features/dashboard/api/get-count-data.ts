import { type CountData, getCountData as countDataEndpoint } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './query-keys.ts';

export const getCountData = (signal?: AbortSignal): Promise<CountData> =>
  api.request(countDataEndpoint, { showLoading: false, signal });

export const getCountDataQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.countData(),
    queryFn: ({ signal }) => getCountData(signal),
    staleTime: 5 * 60_000,
  });

export const useCountData = () => useQuery(getCountDataQueryOptions());
