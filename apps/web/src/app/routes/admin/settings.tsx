import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { platformKeys } from '../../../features/platform/api/query-keys.ts';
import { PlatformSettings } from '../../../features/settings/components/platform-settings.tsx';
import { ContentPage } from '../../components/content-page.tsx';

/** 平台设置 (超级管理员): the portal's name, contacts, record numbers, footer, banner and partner platforms. */
export const PlatformSettingsRoute = () => {
  const queryClient = useQueryClient();
  return (
    <ContentPage
      title={paths.admin.settings.title}
      intro="设置门户的名称、联系方式、备案信息、页脚链接、首页轮播和合作平台。保存后立即在所有页面生效，每次保存都会记为新版本，可随时恢复。"
    >
      {/* this page's own title and footer show the settings: they follow a save at once */}
      <PlatformSettings onSaved={() => queryClient.invalidateQueries({ queryKey: platformKeys.config() })} />
    </ContentPage>
  );
};
