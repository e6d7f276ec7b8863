import { type DataOf, type ExportView, listPlatformExports, listTenantExports } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { type DataCenterScope, dataCenterKeys, type ExportListRequest, ownerOf } from './query-keys.ts';

export type ExportPage = DataOf<typeof listTenantExports>;

/** How often the list is read again while an export runs and the live channel cannot say how far it has come. */
export const EXPORT_POLL_MS = 10_000;
/**
 * …and while one runs that this browser hears nothing of (asked by a colleague, or joined while it was being made
 * during the request): slowly, whatever the channel.
 */
export const EXPORT_SLOW_POLL_MS = 30_000;

export const getExports = (
  scope: DataCenterScope,
  query: ExportListRequest,
  signal?: AbortSignal,
): Promise<ExportPage> =>
  scope === 'tenant'
    ? api.request(listTenantExports, { query, showLoading: false, signal })
    : api.request(listPlatformExports, { query, showLoading: false, signal });

export const hasRunningExport = (page: ExportPage | undefined): boolean =>
  page?.rows.some((row: ExportView) => row.status === 'running') ?? false;

/** One page of the exports, newest first; the previous page stays on screen (dimmed) while the next loads. */
export const getExportsQueryOptions = (scope: DataCenterScope, owner: string, query: ExportListRequest) =>
  queryOptions({
    queryKey: dataCenterKeys.exportList(owner, query),
    queryFn: ({ signal }) => getExports(scope, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/**
 * The exports list. Running exports move on the live channel's progress frames (use-export-live-updates.ts); where no
 * frame can come (the channel polls once a minute, or is not connected) the list is read again every 10 s while one
 * runs, and every 30 s otherwise (frames reach only whoever asked).
 */
export const useExports = (
  scope: DataCenterScope,
  query: ExportListRequest,
  options: { pollWhileRunning: boolean; enabled?: boolean },
) =>
  useQuery({
    ...getExportsQueryOptions(scope, ownerOf(scope, useTenantScope()), query),
    enabled: options.enabled ?? true,
    refetchInterval: (current) =>
      hasRunningExport(current.state.data)
        ? options.pollWhileRunning
          ? EXPORT_POLL_MS
          : EXPORT_SLOW_POLL_MS
        : false,
  });
