import { paths } from '../../../config/paths.ts';
import { EntryPage } from '../../components/entry-page.tsx';

export const PasswordResetRoute = () => (
  <EntryPage
    title={paths.entry.passwordReset.title}
    description="找回密码将在统一认证模块上线后在此办理：输入账号、验证绑定的手机号，再设置新密码。"
  />
);
