import { getPlatformSettings, listPlatformSettingsVersions } from '@rrsp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { settingsKeys } from './query-keys.ts';

/** Another 超级管理员 may save meanwhile: read again on every opening. */
export const usePlatformSettings = () =>
  useQuery({
    queryKey: settingsKeys.current(),
    queryFn: ({ signal }) => api.request(getPlatformSettings, { showLoading: false, signal }),
    staleTime: 0,
  });

export const SETTINGS_VERSIONS_PAGE_SIZE = 10;

/** The saved versions, newest first. */
export const useSettingsVersions = (pageNum: number, enabled: boolean) =>
  useQuery({
    queryKey: settingsKeys.versions(pageNum),
    queryFn: ({ signal }) =>
      api.request(listPlatformSettingsVersions, {
        body: { pageNum, pageSize: SETTINGS_VERSIONS_PAGE_SIZE },
        showLoading: false,
        signal,
      }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
