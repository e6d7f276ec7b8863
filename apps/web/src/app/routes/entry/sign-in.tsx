import { Alert, Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { SignInTabs } from '../../../features/auth/components/sign-in-tabs.tsx';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { safeRedirectOf } from '../../../features/auth/utils/redirect.ts';
import { chosenTenantOf, workbenchHrefOf } from '../../../features/auth/utils/work-area.ts';
import { EntryPage } from '../../components/entry-page.tsx';

/** Tells a user who is signed in already (another tab, the back button) where to go instead. */
const AlreadySignedIn = () => {
  const { tenantId } = useSession();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Alert
      type="success"
      showIcon
      className="form-alert"
      title={`您已登录：${user.nickName || user.username}`}
      description="可直接进入工作台；如需切换账号，请先在右上角退出登录，或在下方以其他账号登录。"
      action={
        <Button
          size="small"
          type="primary"
          onClick={() => navigate(workbenchHrefOf(chosenTenantOf(user, tenantId)))}
        >
          进入工作台
        </Button>
      }
    />
  );
};

export const SignInRoute = () => {
  const [searchParams] = useSearchParams();
  const redirect = safeRedirectOf(searchParams.get('redirect'));
  const { token } = useSession();
  return (
    <EntryPage
      title={paths.entry.signIn.title}
      lead={redirect ? '登录后将返回您刚才浏览的页面。' : '欢迎使用，请登录您的统一认证账号。'}
      redirect={redirect}
    >
      {token ? <AlreadySignedIn /> : null}
      <SignInTabs redirect={redirect} />
    </EntryPage>
  );
};
