import { type ControlCenter, getControlCenterMap } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './query-keys.ts';

export const getControlCenters = (signal?: AbortSignal): Promise<ControlCenter[]> =>
  api.request(getControlCenterMap, { showLoading: false, signal });

export const getControlCentersQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.controlCenters(),
    queryFn: ({ signal }) => getControlCenters(signal),
    staleTime: 5 * 60_000,
  });

export const useControlCenters = () => useQuery(getControlCentersQueryOptions());
