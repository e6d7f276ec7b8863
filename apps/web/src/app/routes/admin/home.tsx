import {
  ApiOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  BulbOutlined,
  EditOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FlagOutlined,
  HomeOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { type CountData, FEEDS, type Feed, type OperatorRole, type PageSpec } from '@rrsp/contract';
import { Button, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LazyResult } from '../../../components/ui/lazy-result.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { AppealsTodoCard } from '../../../features/appeals/components/appeals-todo.tsx';
import { RecentActionsCard } from '../../../features/audit-trail/components/recent-actions-card.tsx';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { useCountData } from '../../../features/dashboard/api/get-count-data.ts';
import { FeedNote } from '../../../features/dashboard/components/feed-note.tsx';
import { ReportsTodoCard } from '../../../features/reports/components/reports-todo.tsx';
import { SettlementTodoCard } from '../../../features/settlement-review/components/settlement-todo.tsx';
import { ShelfTodoCard } from '../../../features/shelf-review/components/shelf-todo.tsx';
import { decidePageAccess } from '../../../lib/access.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ContentPage } from '../../components/content-page.tsx';
import '../../../features/settlement-review/components/settlement-review.css';

/** 累计成交 is fed by an outside system; the rest the platform counts from its own tables. */
const FIGURES: { key: keyof Omit<CountData, 'updatedAt' | 'feeds' | 'feedStaleHours'>; label: string }[] = [
  { key: 'settledEntities', label: '入驻主体' },
  { key: 'serviceProviders', label: '其中服务商' },
  { key: 'solutions', label: '已发布解决方案' },
  { key: 'cases', label: '已发布合作案例' },
  { key: 'products', label: '产品' },
  { key: 'services', label: '服务' },
  { key: 'deals', label: '累计成交' },
];

/** What each feed of the ingest API brings, as the operator knows it. */
const FEED_NAMES: Record<Feed, string> = {
  deals: '累计成交',
  sales: '销售排行',
  deliveries: '配送动态',
  controlCenters: '调度中心',
};

interface Entry {
  /** The page it opens, when its access decides who sees the entry. */
  page?: PageSpec;
  title: string;
  /** What it leads to, in the words of what this operator's roles do there. */
  text: string | ((roles: ReadonlySet<OperatorRole>) => string);
  icon: ReactNode;
  to: string;
  /** Opens outside the portal's router (the API reference is served by the server). */
  external?: boolean;
}

const ENTRIES: Entry[] = [
  {
    title: '内容管理',
    // an auditor (内容审核) does not write, an editor (内容编辑) does not publish
    text: (roles) => {
      const writes = roles.has('contentEditor');
      const reviews = roles.has('contentReviewer');
      if (writes && !reviews) return '撰写资讯、方案和案例并提交审核';
      if (reviews && !writes) return '审核并发布资讯、方案和案例';
      return '撰写、审核与发布资讯、方案和案例';
    },
    icon: <EditOutlined />,
    to: paths.admin.content.getHref(),
    page: paths.admin.content,
  },
  {
    title: '入驻审核',
    text: '审核主体的入驻申请',
    icon: <AuditOutlined />,
    to: paths.admin.settlement.getHref(),
    page: paths.admin.settlement,
  },
  {
    title: '产品服务审核',
    text: '审核产品与服务的发布和修改',
    icon: <SafetyCertificateOutlined />,
    to: paths.admin.shelf.getHref(),
    page: paths.admin.shelf,
  },
  {
    title: '举报处理',
    text: '核实用户举报，下架违规内容',
    icon: <FlagOutlined />,
    to: paths.admin.reports.getHref(),
    page: paths.admin.reports,
  },
  {
    title: '账号管理',
    text: '查询、冻结与解冻账号',
    icon: <UserSwitchOutlined />,
    to: paths.admin.accounts.getHref(),
    page: paths.admin.accounts,
  },
  {
    title: '申诉审核',
    text: '核实账号申诉，改绑手机号或驳回',
    icon: <SolutionOutlined />,
    to: paths.admin.appeals.getHref(),
    page: paths.admin.appeals,
  },
  {
    title: '运营人员',
    text: '为运营人员分配角色',
    icon: <TeamOutlined />,
    to: paths.admin.operators.getHref(),
    page: paths.admin.operators,
  },
  {
    title: '审计日志',
    text: '查询运营人员的每一次决定',
    icon: <FileSearchOutlined />,
    to: paths.admin.audit.getHref(),
    page: paths.admin.audit,
  },
  {
    title: '数据中心',
    text: '全平台数据统计、图表与导出',
    icon: <BarChartOutlined />,
    to: paths.admin.dataCenter.getHref(),
    page: paths.admin.dataCenter,
  },
  { title: '门户首页', text: '以访客视角查看平台首页', icon: <HomeOutlined />, to: paths.home.getHref() },
  { title: '资讯动态', text: '查看已发布的资讯', icon: <FileTextOutlined />, to: paths.news.list.getHref() },
  {
    title: '解决方案',
    text: '查看已发布的解决方案',
    icon: <BulbOutlined />,
    to: paths.solutions.list.getHref(),
  },
  {
    title: '合作案例',
    text: '查看已发布的合作案例',
    icon: <TrophyOutlined />,
    to: paths.cases.list.getHref(),
  },
  {
    title: '接口文档',
    text: '平台开放接口与数据接入说明',
    icon: <ApiOutlined />,
    to: '/docs',
    external: true,
  },
  {
    title: '消息中心',
    text: '查看待审核事项提醒与账号安全提醒',
    icon: <BellOutlined />,
    to: paths.admin.messages.getHref(),
    page: paths.admin.messages,
  },
  {
    title: '账户设置',
    text: '修改资料、手机号与登录密码',
    icon: <IdcardOutlined />,
    to: paths.admin.account.getHref(),
  },
];

const Figures = () => {
  const { data, isPending, isError, refetch } = useCountData();
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isError || !data) {
    return (
      <LazyResult
        status="warning"
        title="平台数据暂时无法加载"
        extra={<Button onClick={() => refetch()}>重试</Button>}
      />
    );
  }
  return (
    <>
      <div className="admin-figures">
        {FIGURES.map((figure) => (
          <Statistic key={figure.key} title={figure.label} value={data[figure.key]} />
        ))}
      </div>
      <p className="workbench-card__hint">
        入驻主体、服务商、方案、案例、产品与服务由平台实时统计，截至 {formatDateTime(data.updatedAt)}
      </p>
      {FEEDS.map((feed) => (
        <FeedNote
          key={feed}
          feed={data.feeds[feed]}
          staleHours={data.feedStaleHours}
          subject={FEED_NAMES[feed]}
        />
      ))}
    </>
  );
};

/** The operator area's home: the platform at a glance and the operator's everyday entries. */
export const AdminHomeRoute = () => {
  const { data: user } = useCurrentUser();
  const access = useAccess();
  const name = user?.nickName || user?.username;
  // an operator sees the queues of the roles they hold, and asks for nothing else (it would be refused)
  const mayOpen = (page: PageSpec) => !access.loading && decidePageAccess(page.access, access) === null;
  const reviews = mayOpen(paths.admin.settlement);
  return (
    <ContentPage
      title={paths.admin.home.title}
      intro={`${name ? `${name}，` : ''}您好。这里汇总平台运行概况与运营常用入口。`}
    >
      {reviews ? (
        <>
          <SettlementTodoCard />
          <ShelfTodoCard />
          <ReportsTodoCard />
        </>
      ) : null}
      {mayOpen(paths.admin.appeals) ? <AppealsTodoCard /> : null}
      <RecentActionsCard />
      <Panel className="workbench-card" title="平台概况">
        <Figures />
      </Panel>
      <nav aria-label="运营常用入口">
        <ul className="shortcut-grid">
          {ENTRIES.filter((entry) => !entry.page || mayOpen(entry.page)).map((entry) => {
            const inner = (
              <>
                <span className="shortcut__icon" aria-hidden="true">
                  {entry.icon}
                </span>
                <span className="shortcut__title">{entry.title}</span>
                <span className="shortcut__text">
                  {typeof entry.text === 'function' ? entry.text(access.operatorRoles) : entry.text}
                </span>
              </>
            );
            return (
              <li key={entry.title}>
                {entry.external ? (
                  <a href={entry.to} className="shortcut" target="_blank" rel="noreferrer">
                    {inner}
                  </a>
                ) : (
                  <Link to={entry.to} className="shortcut">
                    {inner}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </ContentPage>
  );
};
