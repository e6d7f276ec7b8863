import { getProductPublishDetail as detailEndpoint } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { ownItemQueryOptions } from '../../shelf/api/shelf-item-queries.ts';
import { productKeys } from './query-keys.ts';

// Silent: the page shows a missing product as a 404 and any other failure with 重试.
export const getProductPublishDetail = (id: string, signal?: AbortSignal) =>
  api.request(detailEndpoint, { query: { id }, showLoading: false, silent: true, signal });

export const getProductPublishDetailQueryOptions = (tenantId: string, id: string) =>
  ownItemQueryOptions(productKeys.publishDetail(tenantId, id), (signal) =>
    getProductPublishDetail(id, signal),
  );

/** One of the chosen tenant's products as its owner sees it: working and listed versions, states, reasons. */
export const useProductPublishDetail = (id: string | undefined) =>
  useQuery({ ...getProductPublishDetailQueryOptions(useTenantScope(), id ?? ''), enabled: Boolean(id) });
