import { type DataOf, listReceivedCooperation } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { cooperationKeys, type ReceivedCooperationQuery } from './query-keys.ts';

export type ReceivedCooperationPage = DataOf<typeof listReceivedCooperation>;

export const getReceivedCooperation = (
  query: ReceivedCooperationQuery,
  signal?: AbortSignal,
): Promise<ReceivedCooperationPage> =>
  api.request(listReceivedCooperation, { body: query, showLoading: false, signal });

/** One page of what the chosen tenant received; the previous page stays on screen (dimmed) while a new one loads. */
export const getReceivedCooperationQueryOptions = (tenantId: string, query: ReceivedCooperationQuery) =>
  queryOptions({
    queryKey: cooperationKeys.receivedList(tenantId, query),
    queryFn: ({ signal }) => getReceivedCooperation(query, signal),
    placeholderData: keepPreviousData,
    // new requests arrive on their own
    staleTime: 15_000,
  });

/** Only for a settled tenant (the call's access): the caller says whether the chosen tenant is one. */
export const useReceivedCooperation = (query: ReceivedCooperationQuery, options: { enabled: boolean }) =>
  useQuery({ ...getReceivedCooperationQueryOptions(useTenantScope(), query), enabled: options.enabled });

const UNREAD_QUERY: ReceivedCooperationQuery = { pageNum: 1, pageSize: 1 };

/**
 * The unread count alone (menu badge, workbench, tab): quiet, because a figure that cannot load is not worth a
 * toast; read again every few minutes while the user works, so new requests show up.
 */
export const getCooperationUnreadQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: cooperationKeys.unread(tenantId),
    queryFn: ({ signal }) =>
      api.request(listReceivedCooperation, { body: UNREAD_QUERY, showLoading: false, silent: true, signal }),
    select: (page) => page.unread,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const useCooperationUnread = (options: { enabled: boolean }) =>
  useQuery({ ...getCooperationUnreadQueryOptions(useTenantScope()), enabled: options.enabled });
