import { type ControlCenter, getControlCenterMap } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getControlCenters = (signal?: AbortSignal): Promise<ControlCenter[]> =>
  api.request(getControlCenterMap, { showLoading: false, signal });

export const getControlCentersQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'control-centers'],
    queryFn: ({ signal }) => getControlCenters(signal),
    staleTime: 5 * 60_000,
  });

export const useControlCenters = () => useQuery(getControlCentersQueryOptions());
