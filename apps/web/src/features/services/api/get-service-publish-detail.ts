import { getServicePublishDetail as detailEndpoint } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { ownItemQueryOptions } from '../../shelf/api/shelf-item-queries.ts';
import { serviceKeys } from './query-keys.ts';

// Silent: the page shows a missing service as a 404 and any other failure with 重试.
export const getServicePublishDetail = (id: string, signal?: AbortSignal) =>
  api.request(detailEndpoint, { query: { id }, showLoading: false, silent: true, signal });

export const getServicePublishDetailQueryOptions = (tenantId: string, id: string) =>
  ownItemQueryOptions(serviceKeys.publishDetail(tenantId, id), (signal) =>
    getServicePublishDetail(id, signal),
  );

/** One of the chosen tenant's services as its publisher sees it: working and listed versions, states, reasons. */
export const useServicePublishDetail = (id: string | undefined) =>
  useQuery({ ...getServicePublishDetailQueryOptions(useTenantScope(), id ?? ''), enabled: Boolean(id) });
