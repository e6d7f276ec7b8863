import { Tabs } from 'antd';
import { CodeSignInForm } from './code-sign-in-form.tsx';
import './auth.css';
import { PasswordSignInForm } from './password-sign-in-form.tsx';

/** The three ways to sign in (SPEC.md §7 single sign-on), one tab each; each form keeps its own state. */
export const SignInTabs = ({ redirect }: { redirect: string | undefined }) => (
  <Tabs
    className="sign-in-tabs"
    defaultActiveKey="password"
    destroyOnHidden={false}
    items={[
      { key: 'password', label: '密码登录', children: <PasswordSignInForm redirect={redirect} /> },
      { key: 'sms', label: '短信登录', children: <CodeSignInForm channel="sms" redirect={redirect} /> },
      { key: 'email', label: '邮箱登录', children: <CodeSignInForm channel="email" redirect={redirect} /> },
    ]}
  />
);
