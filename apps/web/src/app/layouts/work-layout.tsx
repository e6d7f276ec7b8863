import { type PageKey, pageEntries } from '@rrsp/contract';
import { Link, Outlet, useMatches } from 'react-router';
import { pageOf, trailOf } from '../../config/paths.ts';
import { useAccess } from '../../features/auth/hooks/use-access.ts';
import { MessageBell } from '../../features/messages/components/message-bell.tsx';
import { useMessageLiveEvents } from '../../features/messages/hooks/use-message-live-events.tsx';
import { decidePageAccess, workAreaOf, workbenchHrefOf } from '../../lib/access.ts';
import { PageBreadcrumbs } from '../components/page-breadcrumbs.tsx';
import { isRouteHandle } from '../route-handle.ts';
import { type MenuEntry, SCREENS } from '../route-table.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';
import { WorkMenu } from './work-menu.tsx';

type WorkLayoutArea = 'participants' | 'servant' | 'admin';

const AREA_LABEL: Record<WorkLayoutArea, string> = {
  participants: '参与主体工作台',
  servant: '服务商工作台',
  admin: '平台运营',
};

/**
 * The left menu of an area: its pages that have a menu entry, in order. A service provider's menu also holds 入驻
 * (主体入驻 sits under the participants' path, open to every applicant), so the provider settles in its own area.
 */
const menuOf = (area: WorkLayoutArea) =>
  pageEntries()
    .filter(
      ([key, spec]) =>
        (spec.layout === area || (area === 'servant' && spec.access === 'applicant')) && SCREENS[key].menu,
    )
    .map(([key, spec]) => ({ key, spec, menu: SCREENS[key].menu as MenuEntry }))
    .sort((a, b) => a.menu.order - b.menu.order);

/** The page shown now, from its route's handle. */
const useCurrentPage = (): PageKey | undefined =>
  useMatches()
    .map((match) => match.handle)
    .find(isRouteHandle)?.page;

/** The menu entry of the current page: the page itself, or the nearest page above it that has one. */
const selectedEntryOf = (current: PageKey | undefined, keys: Set<PageKey>): PageKey | undefined => {
  if (!current) return undefined;
  return trailOf(current)
    .map((entry) => entry.key)
    .reverse()
    .find((key) => keys.has(key));
};

/**
 * Work areas (LOOK.md): portal header, a left menu (only the pages the user's role may open), breadcrumbs, content
 * as white cards on grey. Menus, crumbs and titles all come from the route table.
 */
const WorkLayout = ({ area: layoutArea }: { area: WorkLayoutArea }) => {
  const access = useAccess();
  const page = useCurrentPage();
  // a page every applicant uses (主体入驻), seen by a service provider: framed by the provider's own area, not by
  // the participants' menu of pages it cannot open
  const area: WorkLayoutArea =
    layoutArea === 'participants' &&
    page !== undefined &&
    pageOf(page).access === 'applicant' &&
    !access.loading &&
    workAreaOf(access) === 'servant'
      ? 'servant'
      : layoutArea;
  const entries = menuOf(area).filter(
    ({ spec }) => access.loading || decidePageAccess(spec.access, access) === null,
  );
  const selected = selectedEntryOf(page, new Set(entries.map((entry) => entry.key)));
  // new messages while the user works: a notification each, and the lists and the bell follow
  const notifications = useMessageLiveEvents(area);
  const home = entries.find((entry) => entry.menu.order === 0)?.spec ?? menuOf(area)[0]?.spec;
  return (
    <div className="layout layout--work">
      <SkipLink />
      {notifications}
      <SiteHeader wide extra={<MessageBell area={area} />} />
      <div className="work-body">
        <aside className="work-sider" aria-label={AREA_LABEL[area]}>
          <div className="work-sider__title">{AREA_LABEL[area]}</div>
          {entries.length > 0 ? (
            <WorkMenu
              label={`${AREA_LABEL[area]}菜单`}
              items={entries}
              current={page}
              selected={selected}
              showBadges={!access.loading}
            />
          ) : (
            // an area none of whose pages the user may open (the 403 page beside it says why)
            <p className="work-sider__empty">
              此工作台不适用于您当前的身份。
              <Link to={workbenchHrefOf(access)}>前往我的工作台</Link>
            </p>
          )}
        </aside>
        <main id="main-content" tabIndex={-1} className="work-main">
          {home ? <PageBreadcrumbs root={{ title: home.title, href: home.path }} /> : null}
          <Outlet />
        </main>
      </div>
      <SiteFooter compact />
    </div>
  );
};

export const ParticipantsLayout = () => <WorkLayout area="participants" />;
export const ServantLayout = () => <WorkLayout area="servant" />;
export const AdminLayout = () => <WorkLayout area="admin" />;
