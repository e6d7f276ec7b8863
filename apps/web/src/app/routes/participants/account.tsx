import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../components/content-page.tsx';

export const AccountRoute = () => (
  <ContentPage title={paths.participants.account.title}>
    <ComingSoon
      heading="账户设置"
      description="账户设置将在账户模块上线后在此提供：修改个人资料、验证并更换手机号、修改登录密码。"
    />
  </ContentPage>
);
