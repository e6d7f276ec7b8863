// the detail pages' layout (DetailLayout), which 关于平台 and 入驻指南 share
import '../../../styles/content.css';
import { paths } from '../../../config/paths.ts';
import { AboutPage } from '../../../features/about/components/about-page.tsx';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { usePlatformConfig } from '../../../features/platform/api/get-platform-config.ts';
import { usePlatformName } from '../../../features/platform/hooks/use-platform-name.ts';
import { accessContextOf, workAreaOf } from '../../../lib/access.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const AboutRoute = () => {
  const { data: config, isPending } = usePlatformConfig();
  const platformName = usePlatformName();
  // 服务中心 of the signed-in user's area, as in the header; a visitor goes through sign-in.
  const { tenantId } = useSession();
  const { data: user } = useCurrentUser();
  const serviceHref = paths[workAreaOf(accessContextOf(user, tenantId))].service.getHref();
  return (
    <ContentPage title={paths.about.title} intro="平台的定位、主办单位、服务对象、主要功能和联系方式。">
      <AboutPage platformName={platformName} serviceHref={serviceHref} config={config} loading={isPending} />
    </ContentPage>
  );
};
