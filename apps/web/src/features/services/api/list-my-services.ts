import { type DataOf, listMyServices } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { type MyServicesQuery, serviceKeys } from './query-keys.ts';

export type MyServicesPage = DataOf<typeof listMyServices>;
export type MyServiceCounts = MyServicesPage['counts'];

export const MY_SERVICES_PAGE_SIZE = 10;

export const getMyServices = (query: MyServicesQuery, signal?: AbortSignal): Promise<MyServicesPage> =>
  api.request(listMyServices, { body: query, showLoading: false, signal });

export const getMyServicesQueryOptions = (tenantId: string, query: MyServicesQuery) =>
  queryOptions({
    queryKey: serviceKeys.myList(tenantId, query),
    queryFn: ({ signal }) => getMyServices(query, signal),
    placeholderData: keepPreviousData,
    // an operator's decision changes a row on its own
    staleTime: 15_000,
  });

/** What the chosen tenant published, by state tab, with the count of every tab. */
export const useMyServices = (query: MyServicesQuery, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getMyServicesQueryOptions(useTenantScope(), query), enabled: options.enabled ?? true });
