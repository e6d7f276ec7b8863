import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { SignUpForm } from '../../../features/auth/components/sign-up-form.tsx';
import { safeRedirectOf } from '../../../features/auth/utils/redirect.ts';
import { EntryPage } from '../../components/entry-page.tsx';

export const SignUpRoute = () => {
  const [searchParams] = useSearchParams();
  const redirect = safeRedirectOf(searchParams.get('redirect'));
  return (
    <EntryPage
      title={paths.entry.signUp.title}
      lead="注册统一认证账号，一个账号即可使用平台及合作平台的服务。"
      redirect={redirect}
    >
      <SignUpForm redirect={redirect} />
    </EntryPage>
  );
};
