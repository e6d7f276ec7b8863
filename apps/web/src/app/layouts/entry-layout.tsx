import { Outlet } from 'react-router';
import entryIllustration from '../../assets/entry-village.svg';
import { usePlatformConfig } from '../../features/platform/api/get-platform-config.ts';
import { usePlatformName } from '../../features/platform/hooks/use-platform-name.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteBrand } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

/** Entry pages (LOOK.md): illustration and slogan on the left, the card on the right. */
export const EntryLayout = () => {
  const { data: config } = usePlatformConfig();
  const platformName = usePlatformName();
  return (
    <div className="layout layout--entry">
      <SkipLink />
      <header className="entry-header">
        <div className="container entry-header__inner">
          <SiteBrand />
        </div>
      </header>
      <div className="entry-body">
        <div className="container entry-body__inner">
          <section className="entry-hero" aria-label="平台介绍">
            <p className="entry-hero__name">{platformName}</p>
            <p className="entry-hero__slogan">{config?.slogan || '服务乡村产业，连接城乡市场'}</p>
            <img src={entryIllustration} alt="" className="entry-hero__art" width={560} height={420} />
          </section>
          <main id="main-content" tabIndex={-1} className="entry-card">
            <Outlet />
          </main>
        </div>
      </div>
      <SiteFooter compact />
    </div>
  );
};
