import { Skeleton } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import logoMark from '../../assets/logo-mark.svg';
import { paths } from '../../config/paths.ts';
import { useAccess } from '../../features/auth/hooks/use-access.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { usePlatformConfig } from '../../features/platform/api/get-platform-config.ts';
import { usePlatformName } from '../../features/platform/hooks/use-platform-name.ts';
import { decidePageAccess, workAreaOf, workbenchHrefOf } from '../../lib/access.ts';
import { MobileNav } from './mobile-nav.tsx';
import type { NavItem } from './nav-item.ts';

/** Only a signed-in user sees it: visitors do not load its dropdown, menu and avatar (docs/decisions/016). */
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));

export const SiteBrand = () => {
  const { data: config, isPending } = usePlatformConfig();
  const platformName = usePlatformName();
  return (
    <Link to={paths.home.getHref()} className="site-brand" aria-label={`${platformName}首页`}>
      <img src={config?.logoUrl || logoMark} alt="" width={36} height={36} className="site-brand__logo" />
      {isPending && !platformName ? (
        <Skeleton.Input active size="small" />
      ) : (
        <span className="site-brand__name">{platformName}</span>
      )}
    </Link>
  );
};

/**
 * The header of every layout (LOOK.md): brand, main navigation, sign-in/up or the user menu; on a phone, a menu
 * button that opens all of these in a drawer. `extra` is what a layout adds before the user menu (the work areas'
 * message bell): it stays in the header on a phone, beside the menu button.
 */
export const SiteHeader = ({ wide = false, extra }: { wide?: boolean; extra?: ReactNode }) => {
  const { token } = useSession();
  const access = useAccess();
  const service = paths[workAreaOf(access)].service;
  const { pathname, search } = useLocation();
  // Sign-in and sign-up bring the visitor back to this page; home and the entry pages need no way back.
  const comeBack =
    pathname === paths.home.path ||
    pathname === paths.entry.signIn.path ||
    pathname.startsWith(`${paths.entry.signIn.path}/`)
      ? undefined
      : `${pathname}${search}`;

  const items: NavItem[] = [
    { title: paths.home.title, href: paths.home.getHref(), end: true },
    { title: paths.news.list.title, href: paths.news.list.getHref() },
    { title: paths.solutions.list.title, href: paths.solutions.list.getHref() },
    { title: paths.cases.list.title, href: paths.cases.list.getHref() },
  ];
  // Visitors are sent through sign-in by the area guard and come back here afterwards; a signed-in user sees the
  // entry only when their role may open it (an operator works in the operator area).
  if (!token || access.loading || decidePageAccess(service.access, access) === null) {
    items.push({ title: '服务中心', href: service.getHref() });
  }
  if (token) items.push({ title: '工作台', href: workbenchHrefOf(access), end: true });

  return (
    <header className="site-header">
      <div className={wide ? 'site-header__inner site-header__inner--wide' : 'site-header__inner container'}>
        <SiteBrand />
        <nav aria-label="主导航" className="site-nav">
          <ul>
            {items.map((item) => (
              <li key={item.title}>
                <NavLink
                  to={item.href}
                  end={item.end}
                  className={({ isActive }) => (isActive ? 'site-nav__link is-active' : 'site-nav__link')}
                >
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {extra ? <div className="site-header__extra">{extra}</div> : null}
        <div className="site-header__actions">
          {token ? (
            <Suspense fallback={<Skeleton.Button active size="small" style={{ width: 140 }} />}>
              <UserMenu />
            </Suspense>
          ) : (
            <>
              <Link to={paths.entry.signIn.getHref(comeBack)} className="link-button link-button--ghost">
                登录
              </Link>
              <Link to={paths.entry.signUp.getHref(comeBack)} className="link-button link-button--primary">
                注册
              </Link>
            </>
          )}
        </div>
        <MobileNav items={items} signedIn={Boolean(token)} comeBack={comeBack} />
      </div>
    </header>
  );
};
