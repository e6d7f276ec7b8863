import { Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PageBreadcrumbs } from '../components/page-breadcrumbs.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

/** Public pages: header, breadcrumbs (not on the home page), centred content, full footer. */
export const MainLayout = () => {
  const { pathname } = useLocation();
  const isHome = pathname === paths.home.path;
  return (
    <div className="layout layout--main">
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="layout__main">
        {isHome ? (
          <Outlet />
        ) : (
          <div className="container main-content">
            <PageBreadcrumbs root={{ title: paths.home.title, href: paths.home.getHref() }} />
            <Outlet />
          </div>
        )}
      </main>
      <SiteFooter />
    </div>
  );
};
