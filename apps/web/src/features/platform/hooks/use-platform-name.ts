import { DEFAULT_PLATFORM_NAME } from '@rrsp/contract';
import { storage } from '../../../lib/storage.ts';
import { usePlatformConfig } from '../api/get-platform-config.ts';

/** The platform name from the configuration, else the one stored last time, else the default (SPEC.md §1). */
export const usePlatformName = (): string => {
  const { data } = usePlatformConfig();
  return data?.platformName || storage.get('platformName') || DEFAULT_PLATFORM_NAME;
};
