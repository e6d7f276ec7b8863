import { type PlatformConfig, getPlatformConfig as platformConfigEndpoint } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';
import { platformKeys } from './query-keys.ts';

export const getPlatformConfig = async (signal?: AbortSignal): Promise<PlatformConfig> => {
  // Fetched once at start in the background: no 'please wait' message for it.
  const config = await api.request(platformConfigEndpoint, { showLoading: false, signal });
  if (config.platformName) storage.set('platformName', config.platformName);
  return config;
};

export const getPlatformConfigQueryOptions = () =>
  queryOptions({
    queryKey: platformKeys.config(),
    queryFn: ({ signal }) => getPlatformConfig(signal),
    // SPEC.md §7: fetched once at start; it changes only when an operator edits it.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const usePlatformConfig = () => useQuery(getPlatformConfigQueryOptions());
