import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { preloadAlert } from '../../components/ui/lazy-alert.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../features/platform/hooks/use-page-title.ts';
import './entry-page.css';

interface EntryPageProps {
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** Multi-step flows get a wider card. */
  wide?: boolean;
  /** Carried on to sign-in and sign-up so the user still comes back where they started. */
  redirect?: string;
  children?: ReactNode;
}

/**
 * The card of an entry page: its h1, the form, and the way to the other entry pages. The forms' alerts load when
 * first shown (lazy-alert.tsx); the first focus inside the card fetches them, before any submit can bring one.
 */
export const EntryPage = ({ title, lead, wide = false, redirect, children }: EntryPageProps) => {
  usePageTitle(title);
  const links = [
    { title: '账号登录', href: paths.entry.signIn.getHref(redirect), page: paths.entry.signIn.title },
    { title: '注册账号', href: paths.entry.signUp.getHref(redirect), page: paths.entry.signUp.title },
    { title: '忘记密码', href: paths.entry.passwordReset.getHref(), page: paths.entry.passwordReset.title },
    { title: '账号申诉', href: paths.entry.appeal.getHref(), page: paths.entry.appeal.title },
    { title: '申诉进度查询', href: paths.entry.appealSearch.getHref(), page: paths.entry.appealSearch.title },
  ].filter((link) => link.page !== title);
  return (
    <div className={wide ? 'entry-page entry-page--wide' : 'entry-page'} onFocusCapture={preloadAlert}>
      <h1 className="entry-page__title">{title}</h1>
      {lead ? <p className="entry-page__lead">{lead}</p> : null}
      {/* '登录' stays '登录': no letter-spacing inserted between two characters, for readers and tests alike. */}
      <ConfigProvider button={{ autoInsertSpace: false }}>{children}</ConfigProvider>
      <nav aria-label="其他入口" className="entry-page__links">
        {links.map((link) => (
          <Link key={link.page} to={link.href}>
            {link.title}
          </Link>
        ))}
        <Link to={paths.home.getHref()}>返回首页</Link>
      </nav>
    </div>
  );
};
