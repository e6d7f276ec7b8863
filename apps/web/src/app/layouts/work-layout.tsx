import {
  AppstoreOutlined,
  BarChartOutlined,
  BulbOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  IdcardOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths, type WorkArea } from '../../config/paths.ts';
import { PageBreadcrumbs } from '../components/page-breadcrumbs.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

interface AreaMenuItem {
  key: string;
  title: string;
  href: string;
  icon: ReactNode;
  /** Pathname prefixes that belong to this item. */
  matches: string[];
}

const participantsMenu: AreaMenuItem[] = [
  {
    key: 'home',
    title: '工作台',
    href: paths.participants.home.path,
    icon: <DashboardOutlined />,
    matches: [],
  },
  {
    key: 'product',
    title: '产品',
    href: paths.participants.product.path,
    icon: <ShopOutlined />,
    matches: ['/participants/product'],
  },
  {
    key: 'service',
    title: '服务',
    href: paths.participants.service.path,
    icon: <CustomerServiceOutlined />,
    matches: ['/participants/service'],
  },
  {
    key: 'solution',
    title: '方案',
    href: paths.participants.solutions.path,
    icon: <BulbOutlined />,
    matches: ['/participants/server-solution', '/participants/solution', '/participants/CaseDetail'],
  },
  {
    key: 'settled',
    title: '入驻',
    href: paths.participants.settled.path,
    icon: <AppstoreOutlined />,
    matches: ['/participants/settled'],
  },
  {
    key: 'data-center',
    title: '数据中心',
    href: paths.participants.dataCenter.path,
    icon: <BarChartOutlined />,
    matches: ['/participants/data-center'],
  },
  {
    key: 'account',
    title: '账户',
    href: paths.participants.account.path,
    icon: <IdcardOutlined />,
    matches: ['/participants/account'],
  },
];

const servantMenu: AreaMenuItem[] = [
  { key: 'home', title: '工作台', href: paths.servant.home.path, icon: <DashboardOutlined />, matches: [] },
  {
    key: 'service',
    title: '服务',
    href: paths.servant.service.path,
    icon: <CustomerServiceOutlined />,
    matches: ['/servant/service'],
  },
  {
    key: 'solution',
    title: '方案',
    href: paths.servant.solutions.path,
    icon: <BulbOutlined />,
    matches: ['/servant/server-solution', '/servant/solution', '/servant/CaseDetail'],
  },
  {
    key: 'account',
    title: '账户',
    href: paths.servant.account.path,
    icon: <IdcardOutlined />,
    matches: ['/servant/account'],
  },
];

const AREA_LABEL: Record<WorkArea, string> = { participants: '参与主体工作台', servant: '服务商工作台' };

/** Work areas (LOOK.md): portal header, left menu, breadcrumbs, content as white cards on grey. */
const WorkLayout = ({ area }: { area: WorkArea }) => {
  const { pathname } = useLocation();
  const menu = area === 'participants' ? participantsMenu : servantMenu;
  const selected =
    menu.find((item) => item.matches.some((prefix) => pathname.startsWith(prefix)))?.key ??
    (pathname === paths[area].home.path ? 'home' : undefined);
  const items: MenuProps['items'] = menu.map((item) => ({
    key: item.key,
    icon: item.icon,
    label: <Link to={item.href}>{item.title}</Link>,
  }));
  return (
    <div className="layout layout--work">
      <SkipLink />
      <SiteHeader wide />
      <div className="work-body">
        <aside className="work-sider" aria-label={AREA_LABEL[area]}>
          <div className="work-sider__title">{AREA_LABEL[area]}</div>
          <Menu mode="inline" selectedKeys={selected ? [selected] : []} items={items} />
        </aside>
        <main id="main-content" tabIndex={-1} className="work-main">
          <PageBreadcrumbs root={{ title: paths[area].home.title, href: paths[area].home.getHref() }} />
          <Outlet />
        </main>
      </div>
      <SiteFooter compact />
    </div>
  );
};

export const ParticipantsLayout = () => <WorkLayout area="participants" />;
export const ServantLayout = () => <WorkLayout area="servant" />;
