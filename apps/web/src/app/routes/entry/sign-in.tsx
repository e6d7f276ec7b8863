import { Alert } from 'antd';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { EntryPage } from '../../components/entry-page.tsx';

/** Only same-site paths are honoured as a return address. */
export const safeRedirectOf = (value: string | null): string | undefined =>
  value?.startsWith('/') && !value.startsWith('//') ? value : undefined;

export const SignInRoute = () => {
  const [searchParams] = useSearchParams();
  const redirect = safeRedirectOf(searchParams.get('redirect'));
  return (
    <EntryPage
      title={paths.entry.signIn.title}
      description="登录表单将在统一认证模块上线后在此提供：账号密码登录与短信验证码登录，登录后返回原来访问的页面。"
    >
      {redirect ? (
        <Alert type="info" showIcon title="该页面需要登录后访问" description={`登录后将返回：${redirect}`} />
      ) : null}
    </EntryPage>
  );
};
