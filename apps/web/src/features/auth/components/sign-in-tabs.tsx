import { Suspense, useState } from 'react';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import './auth.css';
import { PasswordSignInForm } from './password-sign-in-form.tsx';

/**
 * The code forms (短信登录, 邮箱登录: the send button, its countdown and the mobile field) load when their tab is first
 * chosen, or earlier once the user works in the password form; the page opens on 密码登录 (docs/decisions/034).
 */
const loadCodeForm = () => import('./code-sign-in-form.tsx');
const CodeSignInForm = lazyPart(async () => (await loadCodeForm()).CodeSignInForm);
const preloadCodeForm = () => {
  void loadCodeForm().catch(() => undefined);
};

type SignInWay = 'password' | 'sms' | 'email';

const WAYS: readonly { key: SignInWay; label: string }[] = [
  { key: 'password', label: '密码登录' },
  { key: 'sms', label: '短信登录' },
  { key: 'email', label: '邮箱登录' },
];

/**
 * The three ways to sign in (SPEC.md §7 single sign-on), one tab each, drawn by the app's tabs (list-tabs.tsx) rather
 * than antd's, whose overflow menu the entry pages do not need (docs/decisions/034). A form is drawn the first time
 * its tab is chosen and then kept, hidden while another tab is open, so each keeps what was typed in it.
 */
export const SignInTabs = ({ redirect }: { redirect: string | undefined }) => {
  const [active, setActive] = useState<SignInWay>('password');
  const [opened, setOpened] = useState<ReadonlySet<SignInWay>>(() => new Set(['password']));
  const choose = (key: string) => {
    const way = WAYS.find((item) => item.key === key)?.key;
    if (!way) return;
    setActive(way);
    setOpened((before) => (before.has(way) ? before : new Set([...before, way])));
  };
  const formOf = (way: SignInWay) =>
    way === 'password' ? (
      <PasswordSignInForm redirect={redirect} />
    ) : (
      <Suspense fallback={null}>
        <CodeSignInForm channel={way} redirect={redirect} />
      </Suspense>
    );
  return (
    <ListTabs className="sign-in-tabs" aria-label="登录方式" tabs={WAYS} activeKey={active} onChange={choose}>
      {WAYS.filter((way) => opened.has(way.key)).map((way) => (
        <div
          key={way.key}
          hidden={way.key !== active}
          onFocusCapture={way.key === 'password' ? preloadCodeForm : undefined}
        >
          {formOf(way.key)}
        </div>
      ))}
    </ListTabs>
  );
};
