import { paths } from '../../../config/paths.ts';
import { EntryPage } from '../../components/entry-page.tsx';

export const SignUpRoute = () => (
  <EntryPage
    title={paths.entry.signUp.title}
    description="注册表单将在统一认证模块上线后在此提供：验证手机号、设置用户名与密码，并阅读同意服务协议。"
  />
);
