import { getServicePublishDetail as detailEndpoint, type ServicePublishDetail } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './query-keys.ts';

// Silent: the page shows a missing service as a 404 and any other failure with 重试.
export const getServicePublishDetail = (id: string, signal?: AbortSignal): Promise<ServicePublishDetail> =>
  api.request(detailEndpoint, { query: { id }, showLoading: false, silent: true, signal });

export const getServicePublishDetailQueryOptions = (tenantId: string, id: string) =>
  queryOptions({
    queryKey: serviceKeys.publishDetail(tenantId, id),
    queryFn: ({ signal }) => getServicePublishDetail(id, signal),
    // an operator may decide meanwhile: read it again on opening
    staleTime: 0,
  });

/** One of the chosen tenant's services as its publisher sees it: working and listed versions, states, reasons. */
export const useServicePublishDetail = (id: string | undefined) =>
  useQuery({ ...getServicePublishDetailQueryOptions(useTenantScope(), id ?? ''), enabled: Boolean(id) });
