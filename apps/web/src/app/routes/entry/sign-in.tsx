import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { SignInTabs } from '../../../features/auth/components/sign-in-tabs.tsx';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { safeRedirectOf } from '../../../features/auth/utils/redirect.ts';
import { signInReasonOf } from '../../../features/auth/utils/sign-in-reason.ts';
import { workbenchHrefOf } from '../../../lib/access.ts';
import { hasSession } from '../../../lib/session.ts';
import { EntryPage } from '../../components/entry-page.tsx';

/** Tells a user who is signed in already (another tab, the back button) where to go instead. */
const AlreadySignedIn = () => {
  const { data: user } = useCurrentUser();
  const access = useAccess();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <LazyAlert
      type="success"
      showIcon
      className="form-alert"
      title={`您已登录：${user.nickName || user.username}`}
      description="可直接进入工作台；如需切换账号，请先在右上角退出登录，或在下方以其他账号登录。"
      action={
        <Button size="small" type="primary" onClick={() => navigate(workbenchHrefOf(access))}>
          进入工作台
        </Button>
      }
    />
  );
};

export const SignInRoute = () => {
  const [searchParams] = useSearchParams();
  const redirect = safeRedirectOf(searchParams.get('redirect'));
  // Decided once, on arrival: a sign-in completed on this page stores a token just before it navigates away, and
  // must not flash "您已登录" in between.
  const [signedInOnArrival] = useState(hasSession);
  return (
    <EntryPage title={paths.entry.signIn.title} lead={signInReasonOf(redirect)} redirect={redirect}>
      {signedInOnArrival ? <AlreadySignedIn /> : null}
      <SignInTabs redirect={redirect} />
      <p className="entry-note">
        为保障账号安全，同一账号同一时间只能在一处登录；在此登录会结束其他设备上的登录。
      </p>
    </EntryPage>
  );
};
