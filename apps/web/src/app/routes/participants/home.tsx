import {
  AppstoreOutlined,
  BulbOutlined,
  CustomerServiceOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { PageAccess } from '@rrsp/contract';
import { Skeleton, Space, Tag } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { paths, type WorkArea } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { useMyInvitations } from '../../../features/auth/api/members.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { useSettledTenant } from '../../../features/auth/hooks/use-settled-tenant.ts';
import { useCooperationUnread } from '../../../features/cooperation/api/list-received-cooperation.ts';
import { RecentMessagesCard } from '../../../features/messages/components/recent-messages-card.tsx';
import { useHomeNews } from '../../../features/news/api/get-home-news.ts';
import { type AccessContext, decidePageAccess, ROLE_NAME } from '../../../lib/access.ts';
import { formatDate } from '../../../lib/format.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';

// What only some users see loads when it is drawn: the invitations (a list with buttons) only when there are some,
// the settlement steps only for a user not yet settled, the members (a form, its mobile field and confirmations) only
// for a tenant's admin. Each would otherwise weigh on every workbench's first screen, and antd's Card in them brings
// Tabs, a menu and a dropdown (docs/decisions/034).
const InvitationsCard = lazyPart(
  async () => (await import('../../../features/auth/components/invitations-card.tsx')).InvitationsCard,
);
const MembersCard = lazyPart(
  async () => (await import('../../../features/auth/components/members-card.tsx')).MembersCard,
);
const SettleGuidanceCard = lazyPart(
  async () =>
    (await import('../../../features/settlement/components/settle-guidance-card.tsx')).SettleGuidanceCard,
);

interface Shortcut {
  title: string;
  text: string;
  href: string;
  icon: ReactNode;
  access: PageAccess;
}

/** What the 合作申请 shortcut says: the unread count of a tenant that receives requests, else what it leads to. */
const cooperationTextOf = (receives: boolean, unread: number | undefined): string => {
  if (!receives) return '跟进我发出的合作申请';
  return unread === undefined ? '查看收到和发出的合作申请' : `${unread} 条未读`;
};

const shortcutsOf = (area: WorkArea, cooperationText: string): Shortcut[] => [
  {
    title: '发布服务',
    text: '发布新服务并提交审核',
    href: paths[area].servicePublish.getHref(),
    icon: <CustomerServiceOutlined />,
    access: paths[area].servicePublish.access,
  },
  {
    title: '服务中心',
    text: '浏览平台上的各类服务',
    href: paths[area].service.getHref(),
    icon: <AppstoreOutlined />,
    access: paths[area].service.access,
  },
  {
    title: '合作申请',
    text: cooperationText,
    href: paths[area].cooperation.getHref(),
    icon: <TeamOutlined />,
    access: paths[area].cooperation.access,
  },
  {
    title: '方案与案例',
    text: '查看解决方案与合作案例',
    href: paths[area].solutions.getHref(),
    icon: <BulbOutlined />,
    access: paths[area].solutions.access,
  },
  ...(area === 'participants'
    ? [
        {
          title: '产品中心',
          text: '管理本主体发布的产品',
          href: paths.participants.product.getHref(),
          icon: <ShopOutlined />,
          access: paths.participants.product.access,
        },
      ]
    : []),
];

const TenantCard = ({ access }: { access: AccessContext }) =>
  access.tenant ? (
    <Panel className="workbench-card" title="当前主体">
      <p className="workbench-card__tenant">{access.tenant.tenantName}</p>
      <p>
        {access.tenant.roles.length > 0 ? <Tag color="green">已入驻</Tag> : null}
        {access.tenant.roles.map((role) => (
          <Tag key={role} color="green">
            {ROLE_NAME[role]}
          </Tag>
        ))}
        {access.tenant.isAdmin ? <Tag color="gold">主体管理员</Tag> : <Tag>成员</Tag>}
      </p>
      <Space size="large" wrap>
        <Link to={paths.participants.settled.getHref()}>入驻信息</Link>
        <Link to={`${paths.participants.settled.getHref()}?tab=partners`}>合作平台入驻</Link>
      </Space>
      {access.tenantsWith.participant.length + access.tenantsWith.servant.length > 1 ? (
        <p className="workbench-card__hint">您属于多个主体，可在右上角的用户菜单中切换。</p>
      ) : null}
    </Panel>
  ) : null;

/** The latest platform news: what a settled user looks at between tasks. */
const LatestNews = () => {
  const { data, isPending, isError } = useHomeNews();
  return (
    <Panel
      className="workbench-card"
      title="平台资讯"
      extra={<Link to={paths.news.list.getHref()}>更多资讯</Link>}
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : isError ? (
        <p>资讯暂时无法加载，请稍后刷新页面。</p>
      ) : data && data.length > 0 ? (
        // antd's small List as it looks (global.css), without its code
        <ul className="workbench-news">
          {data.slice(0, 6).map((item) => (
            <li key={item.newsId} className="workbench-news__item">
              <Link to={paths.news.detail.getHref(item.newsId)}>{item.title}</Link>
              <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="workbench-news__empty">暂无资讯</p>
      )}
    </Panel>
  );
};

/** The invitations to the user's mobile, drawn (and their code loaded) only when there are some. */
const Invitations = () => {
  const { data } = useMyInvitations();
  if (!data || data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <InvitationsCard />
    </Suspense>
  );
};

/**
 * 工作台 of a work area (the servant area shows the same screen). A user without an approved tenant is shown where
 * their application stands and how to settle, and only the shortcuts they can use; nobody is offered a page their
 * role cannot open. The latest messages (review results, cooperation requests, member changes) sit beside the news.
 */
export const WorkbenchRoute = () => {
  const area = useWorkArea();
  const access = useAccess();
  const session = useSession();
  const { data: user } = useCurrentUser();
  const name = user?.nickName || user?.username;
  const settled = access.roles.size > 0;
  const receives = Boolean(useSettledTenant());
  const { data: unread } = useCooperationUnread({ enabled: receives });
  const shortcuts = shortcutsOf(area, cooperationTextOf(receives, unread)).filter(
    (item) => decidePageAccess(item.access, access) === null,
  );
  return (
    <ContentPage title={paths[area].home.title} intro={name ? `${name}，欢迎回来。` : '欢迎回来。'}>
      {access.loading ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {!access.loading ? <Invitations /> : null}
      {!access.loading && !settled ? (
        <Suspense fallback={null}>
          <SettleGuidanceCard access={access} />
        </Suspense>
      ) : null}
      {!access.loading ? (
        <nav aria-label="常用入口">
          <ul className="shortcut-grid">
            {shortcuts.map((item) => (
              <li key={item.title}>
                <Link to={item.href} className="shortcut">
                  <span className="shortcut__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                  <span className="shortcut__title">{item.title}</span>
                  <span className="shortcut__text">{item.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {!access.loading ? (
        <div className="workbench-columns">
          <LatestNews />
          <div>
            {settled ? <TenantCard access={access} /> : null}
            <RecentMessagesCard area={area} />
          </div>
        </div>
      ) : null}
      {/* tenant-scoped calls carry the stored tenant: until the session holds the one shown, ask nothing */}
      {!access.loading && access.tenant?.isAdmin && access.tenant.tenantId === session.tenantId && user ? (
        <Suspense fallback={null}>
          <MembersCard tenantId={access.tenant.tenantId} selfUserId={user.userId} />
        </Suspense>
      ) : null}
    </ContentPage>
  );
};
