import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const SettledRoute = () => (
  <ContentPage title={paths.participants.settled.title}>
    <ComingSoon
      heading="主体入驻"
      description="入驻申请将在入驻模块上线后在此办理：填写企业信息（统一社会信用代码、法定代表人、所在地区），上传营业执照，选择入驻角色并查看审核进度；也可在此申请入驻合作平台。"
    />
  </ContentPage>
);
