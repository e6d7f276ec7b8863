import { type DataOf, getPlatformFigures, getTenantFigures } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { type DataCenterScope, dataCenterKeys, type FiguresRequest, ownerOf } from './query-keys.ts';

export type TenantFigures = DataOf<typeof getTenantFigures>;
export type PlatformFigures = DataOf<typeof getPlatformFigures>;
export type DataCenterFigures = TenantFigures | PlatformFigures;

/**
 * The figures of a range. Quiet: every chart card says a failure itself, with 重试, and a toast on top of six
 * cards would say it a seventh time.
 */
export const getFigures = (
  scope: DataCenterScope,
  { from, to, granularity, ...filters }: FiguresRequest,
  signal?: AbortSignal,
): Promise<DataCenterFigures> =>
  scope === 'tenant'
    ? api.request(getTenantFigures, {
        query: { from, to, granularity },
        showLoading: false,
        silent: true,
        signal,
      })
    : api.request(getPlatformFigures, {
        query: { from, to, granularity, ...filters },
        showLoading: false,
        silent: true,
        signal,
      });

/**
 * The figures for one choice of range and filters. While another range loads, the previous figures stay on screen
 * (dimmed), but only the same owner's: another tenant's figures are never shown in their place.
 */
export const getFiguresQueryOptions = (scope: DataCenterScope, owner: string, query: FiguresRequest) =>
  queryOptions({
    queryKey: dataCenterKeys.figures(owner, query),
    queryFn: ({ signal }) => getFigures(scope, query, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === owner ? previous : undefined,
    staleTime: 60_000,
  });

/** Only once the range is one the server takes (the toolbar says what to change otherwise). */
export const useFigures = (scope: DataCenterScope, query: FiguresRequest, options: { enabled: boolean }) =>
  useQuery({
    ...getFiguresQueryOptions(scope, ownerOf(scope, useTenantScope()), query),
    enabled: options.enabled,
  });
