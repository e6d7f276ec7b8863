import { type Delivery, listDelivering as deliveringEndpoint } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './query-keys.ts';

export const listDelivering = (signal?: AbortSignal): Promise<Delivery[]> =>
  api.request(deliveringEndpoint, { showLoading: false, signal });

export const getDeliveringQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.delivering(),
    queryFn: ({ signal }) => listDelivering(signal),
    // Deliveries move: refresh every two minutes while the home page stays open.
    refetchInterval: 2 * 60_000,
  });

export const useDelivering = () => useQuery(getDeliveringQueryOptions());
