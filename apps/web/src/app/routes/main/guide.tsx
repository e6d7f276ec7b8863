// the detail pages' layout (DetailLayout), which 关于平台 and 入驻指南 share
import '../../../styles/content.css';
import { paths } from '../../../config/paths.ts';
import { SettlementGuide } from '../../../features/about/components/settlement-guide.tsx';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { usePlatformConfig } from '../../../features/platform/api/get-platform-config.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const GuideRoute = () => {
  const { token } = useSession();
  const { data: config, isPending } = usePlatformConfig();
  return (
    <ContentPage
      title={paths.guide.title}
      intro="企业、农民专业合作社、家庭农场和个体工商户申请入驻平台的条件、材料、流程和审核说明。"
    >
      <SettlementGuide signedIn={Boolean(token)} config={config} loading={isPending} />
    </ContentPage>
  );
};
