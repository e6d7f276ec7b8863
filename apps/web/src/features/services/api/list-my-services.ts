import { listMyServices } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { ownItemsQueryOptions } from '../../shelf/api/shelf-item-queries.ts';
import { type MyServicesQuery, serviceKeys } from './query-keys.ts';

export const getMyServices = (query: MyServicesQuery, signal?: AbortSignal) =>
  api.request(listMyServices, { body: query, showLoading: false, signal });

export const getMyServicesQueryOptions = (tenantId: string, query: MyServicesQuery) =>
  ownItemsQueryOptions(serviceKeys.myList(tenantId, query), (signal) => getMyServices(query, signal));

/** What the chosen tenant published, by state tab, with the count of every tab. */
export const useMyServices = (query: MyServicesQuery) =>
  useQuery(getMyServicesQueryOptions(useTenantScope(), query));
