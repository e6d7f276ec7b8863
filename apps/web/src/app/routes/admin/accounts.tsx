import { paths } from '../../../config/paths.ts';
import { AccountList } from '../../../features/accounts/components/account-list.tsx';
import { ContentPage } from '../../components/content-page.tsx';

/** 账号管理 (账号管理 role): find an account, freeze or unfreeze it, end its sessions. */
export const AccountsRoute = () => (
  <ContentPage
    title={paths.admin.accounts.title}
    intro="查询平台账号，查看其所在主体、登录记录和安全事件；必要时冻结账号或结束其全部登录。手机号默认打码，查看完整号码会记入审计日志。"
  >
    <AccountList />
  </ContentPage>
);
