import { paths } from '../../../config/paths.ts';
import { PasswordResetFlow } from '../../../features/auth/components/password-reset-flow.tsx';
import { EntryPage } from '../../components/entry-page.tsx';

export const PasswordResetRoute = () => (
  <EntryPage
    title={paths.entry.passwordReset.title}
    lead="通过账号绑定的手机号验证身份后，即可设置新密码。"
    wide
  >
    <PasswordResetFlow />
  </EntryPage>
);
