import { useEffect } from 'react';
import { usePlatformName } from './use-platform-name.ts';

/** Sets `<页面标题> - <平台名称>`, or just the platform name on the home page. */
export const usePageTitle = (title?: string): void => {
  const platformName = usePlatformName();
  useEffect(() => {
    document.title = title ? `${title} - ${platformName}` : platformName;
  }, [title, platformName]);
};
