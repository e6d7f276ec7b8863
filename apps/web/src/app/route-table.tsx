import type { PageKey, PageTable } from '@rrsp/contract';
import { type ComponentType, lazy as lazyComponent, type ReactNode, Suspense } from 'react';
import { withChunkTimeout } from '../lib/lazy-chunk.ts';

/**
 * The web half of the route table: for each page of the contract's page table (path, title, layout, access, parent)
 * the screen that shows it and, where it has one, its entry in the layout's left menu. The router, the menus, the
 * breadcrumbs and the guards are derived from the two; TypeScript refuses a page without a screen.
 */

export interface MenuEntry {
  label: string;
  icon: ReactNode;
  order: number;
  /**
   * A figure beside the label (e.g. how many applications wait), shown once the user may open the page; loaded on
   * demand, so the pages that have no menu carry none of it.
   */
  badge?: ComponentType;
}

export interface Screen {
  /** The page component, loaded on demand (120 s limit, SPEC.md §8). */
  load: () => Promise<ComponentType>;
  menu?: MenuEntry;
}

/**
 * A menu icon, loaded with the menu that shows it rather than with every page: this table is part of the first load
 * (docs/decisions/016). A class given to it is passed on; until the icon arrives an empty box of the same size holds
 * its place.
 */
const LazyMenuIcon = ({
  icon: Icon,
  className,
}: {
  icon: ComponentType<{ className?: string }>;
  className?: string;
}) => (
  <Suspense
    fallback={
      <span
        className={className ? `anticon ${className}` : 'anticon'}
        style={{ width: '1em', height: '1em' }}
        aria-hidden="true"
      />
    }
  >
    <Icon className={className} />
  </Suspense>
);

const menuIcon = (load: () => Promise<{ default: ComponentType<{ className?: string }> }>): ReactNode => (
  <LazyMenuIcon icon={lazyComponent(load)} />
);

/** The settlement queue's badge: how many applications wait. */
const WaitingCountBadge = lazyComponent(async () => ({
  default: (await import('../features/settlement-review/components/waiting-count-badge.tsx'))
    .WaitingCountBadge,
}));

/** The shelf audit's badge: how many products and services wait. */
const ShelfWaitingBadge = lazyComponent(async () => ({
  default: (await import('../features/shelf-review/components/shelf-waiting-badge.tsx')).ShelfWaitingBadge,
}));

/** The reports' badge: how many reports wait for an operator. */
const OpenReportsBadge = lazyComponent(async () => ({
  default: (await import('../features/reports/components/open-reports-badge.tsx')).OpenReportsBadge,
}));

/** The cooperation page's badge: the chosen tenant's unread requests (none asked for a tenant that receives none). */
const CooperationMenuBadge = lazyComponent(async () => ({
  default: (await import('./components/cooperation-menu-badge.tsx')).CooperationMenuBadge,
}));

/** The message centre's badge: the signed-in user's unread messages. */
const MessagesMenuBadge = lazyComponent(async () => ({
  default: (await import('../features/messages/components/unread-messages-badge.tsx')).UnreadMessagesBadge,
}));

/** A component of a chunk loaded on demand (120 s limit, SPEC.md §8): a screen's or a layout's. */
export const loadComponent =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () =>
    pick(await withChunkTimeout(load()));

const screen = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  menu?: MenuEntry,
): Screen => ({
  load: loadComponent(load, pick),
  ...(menu ? { menu } : {}),
});

/** The pages both work areas have: exactly the servant area's pages (packages/contract pages.ts). */
type SharedWorkPage = keyof PageTable['servant'];

/** Screens both work areas show: the servant area reuses the participant screens (SPEC.md §2). */
const WORK_SCREENS: Record<SharedWorkPage, Screen> = {
  home: screen(
    () => import('./routes/participants/home.tsx'),
    (m) => m.WorkbenchRoute,
    {
      label: '工作台',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/DashboardOutlined')),
      order: 0,
    },
  ),
  caseDetail: screen(
    () => import('./routes/participants/case-detail.tsx'),
    (m) => m.WorkCaseDetailRoute,
  ),
  service: screen(
    () => import('./routes/participants/service.tsx'),
    (m) => m.ServiceCentreRoute,
    {
      label: '服务',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/CustomerServiceOutlined')),
      order: 2,
    },
  ),
  serviceSearch: screen(
    () => import('./routes/participants/service-search.tsx'),
    (m) => m.ServiceSearchRoute,
  ),
  serviceDetail: screen(
    () => import('./routes/participants/service-detail.tsx'),
    (m) => m.ServiceDetailRoute,
  ),
  servicePublish: screen(
    () => import('./routes/participants/service-publish.tsx'),
    (m) => m.ServicePublishRoute,
  ),
  servicePublicDetail: screen(
    () => import('./routes/participants/service-public-detail.tsx'),
    (m) => m.ServicePublicDetailRoute,
  ),
  // beside 服务: requests are about services (and products), and they come in daily
  cooperation: screen(
    () => import('./routes/participants/cooperation.tsx'),
    (m) => m.CooperationRoute,
    {
      label: '合作申请',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/TeamOutlined')),
      order: 2.5,
      badge: CooperationMenuBadge,
    },
  ),
  solutions: screen(
    () => import('./routes/participants/server-solution.tsx'),
    (m) => m.WorkSolutionListRoute,
    // the page holds solutions and cooperation cases (SPEC.md §7); its title stays the contract's 解决方案
    {
      label: '方案与案例',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/BulbOutlined')),
      order: 3,
    },
  ),
  solutionSearch: screen(
    () => import('./routes/participants/server-solution-search.tsx'),
    (m) => m.WorkSolutionSearchRoute,
  ),
  solutionDetail: screen(
    () => import('./routes/participants/solution-detail.tsx'),
    (m) => m.WorkSolutionDetailRoute,
  ),
  // just above 账户 (LOOK.md's order of the work menus)
  messages: screen(
    () => import('./routes/participants/messages.tsx'),
    (m) => m.MessagesRoute,
    {
      label: '消息中心',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/BellOutlined')),
      order: 8,
      badge: MessagesMenuBadge,
    },
  ),
  account: screen(
    () => import('./routes/participants/account.tsx'),
    (m) => m.AccountRoute,
    { label: '账户', icon: menuIcon(() => import('@ant-design/icons/es/icons/IdcardOutlined')), order: 9 },
  ),
};

const workScreens = <A extends 'participants' | 'servant'>(area: A) =>
  Object.fromEntries(
    Object.entries(WORK_SCREENS).map(([name, entry]) => [`${area}.${name}`, entry]),
  ) as Record<`${A}.${SharedWorkPage}`, Screen>;

export const SCREENS = {
  home: screen(
    () => import('./routes/main/home.tsx'),
    (m) => m.HomeRoute,
  ),
  'news.list': screen(
    () => import('./routes/main/news-list.tsx'),
    (m) => m.NewsListRoute,
  ),
  'news.detail': screen(
    () => import('./routes/main/news-detail.tsx'),
    (m) => m.NewsDetailRoute,
  ),
  'solutions.list': screen(
    () => import('./routes/main/solution-list.tsx'),
    (m) => m.SolutionListRoute,
  ),
  'solutions.detail': screen(
    () => import('./routes/main/solution-detail.tsx'),
    (m) => m.SolutionDetailRoute,
  ),
  'cases.list': screen(
    () => import('./routes/main/case-list.tsx'),
    (m) => m.CaseListRoute,
  ),
  'cases.detail': screen(
    () => import('./routes/main/case-detail.tsx'),
    (m) => m.CaseDetailRoute,
  ),
  about: screen(
    () => import('./routes/main/about.tsx'),
    (m) => m.AboutRoute,
  ),
  preview: screen(
    () => import('./routes/main/preview.tsx'),
    (m) => m.PreviewRoute,
  ),
  guide: screen(
    () => import('./routes/main/guide.tsx'),
    (m) => m.GuideRoute,
  ),
  ...workScreens('participants'),
  'participants.settled': screen(
    () => import('./routes/participants/settled.tsx'),
    (m) => m.SettledRoute,
    { label: '入驻', icon: menuIcon(() => import('@ant-design/icons/es/icons/AppstoreOutlined')), order: 4 },
  ),
  'participants.product': screen(
    () => import('./routes/participants/product.tsx'),
    (m) => m.ProductListRoute,
    { label: '产品', icon: menuIcon(() => import('@ant-design/icons/es/icons/ShopOutlined')), order: 1 },
  ),
  'participants.productPublish': screen(
    () => import('./routes/participants/product-publish.tsx'),
    (m) => m.ProductPublishRoute,
  ),
  'participants.productSearch': screen(
    () => import('./routes/participants/product-search.tsx'),
    (m) => m.ProductSearchRoute,
  ),
  'participants.productDetail': screen(
    () => import('./routes/participants/product-detail.tsx'),
    (m) => m.ProductDetailRoute,
  ),
  'participants.dataCenter': screen(
    () => import('./routes/participants/data-center.tsx'),
    (m) => m.DataCenterRoute,
    {
      label: '数据中心',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/BarChartOutlined')),
      order: 5,
    },
  ),
  ...workScreens('servant'),
  'admin.home': screen(
    () => import('./routes/admin/home.tsx'),
    (m) => m.AdminHomeRoute,
    {
      label: '运营工作台',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/DashboardOutlined')),
      order: 0,
    },
  ),
  'admin.settlement': screen(
    () => import('./routes/admin/settlement.tsx'),
    (m) => m.SettlementQueueRoute,
    {
      label: '入驻审核',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/AuditOutlined')),
      order: 1,
      badge: WaitingCountBadge,
    },
  ),
  'admin.settlementReview': screen(
    () => import('./routes/admin/settlement-review.tsx'),
    (m) => m.SettlementReviewRoute,
  ),
  'admin.shelf': screen(
    () => import('./routes/admin/shelf.tsx'),
    (m) => m.ShelfQueueRoute,
    {
      label: '产品服务审核',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/SafetyCertificateOutlined')),
      order: 2,
      badge: ShelfWaitingBadge,
    },
  ),
  'admin.shelfReview': screen(
    () => import('./routes/admin/shelf-review.tsx'),
    (m) => m.ShelfReviewRoute,
  ),
  'admin.reports': screen(
    () => import('./routes/admin/reports.tsx'),
    (m) => m.ReportsRoute,
    {
      label: '举报处理',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/FlagOutlined')),
      order: 3,
      badge: OpenReportsBadge,
    },
  ),
  'admin.accounts': screen(
    () => import('./routes/admin/accounts.tsx'),
    (m) => m.AccountsRoute,
    {
      label: '账号管理',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/UserSwitchOutlined')),
      order: 4,
    },
  ),
  'admin.appeals': screen(
    () => import('./routes/admin/appeals.tsx'),
    (m) => m.AppealsRoute,
    {
      label: '申诉审核',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/SolutionOutlined')),
      // right after 账号管理, whose role it needs
      order: 4.5,
    },
  ),
  'admin.operators': screen(
    () => import('./routes/admin/operators.tsx'),
    (m) => m.OperatorsRoute,
    {
      label: '运营人员',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/TeamOutlined')),
      order: 5,
    },
  ),
  'admin.audit': screen(
    () => import('./routes/admin/audit.tsx'),
    (m) => m.AuditTrailRoute,
    {
      label: '审计日志',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/FileSearchOutlined')),
      order: 6,
    },
  ),
  'admin.settings': screen(
    () => import('./routes/admin/settings.tsx'),
    (m) => m.PlatformSettingsRoute,
    {
      label: '平台设置',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/SettingOutlined')),
      order: 7,
    },
  ),
  'admin.content': screen(
    () => import('./routes/admin/content.tsx'),
    (m) => m.EditorialListRoute,
    {
      label: '内容管理',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/EditOutlined')),
      order: 0.5,
    },
  ),
  'admin.contentEdit': screen(
    () => import('./routes/admin/content-edit.tsx'),
    (m) => m.EditorialEditRoute,
  ),
  'admin.dataCenter': screen(
    () => import('./routes/admin/data-center.tsx'),
    (m) => m.AdminDataCenterRoute,
    {
      label: '数据中心',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/BarChartOutlined')),
      // after the queues and the everyday tools, before the message centre (LOOK.md's order of the work menus)
      order: 7.5,
    },
  ),
  'admin.messages': screen(
    () => import('./routes/admin/messages.tsx'),
    (m) => m.AdminMessagesRoute,
    {
      label: '消息中心',
      icon: menuIcon(() => import('@ant-design/icons/es/icons/BellOutlined')),
      order: 8,
      badge: MessagesMenuBadge,
    },
  ),
  'admin.account': screen(
    () => import('./routes/participants/account.tsx'),
    (m) => m.AccountRoute,
    { label: '账户', icon: menuIcon(() => import('@ant-design/icons/es/icons/IdcardOutlined')), order: 9 },
  ),
  'entry.signIn': screen(
    () => import('./routes/entry/sign-in.tsx'),
    (m) => m.SignInRoute,
  ),
  'entry.signUp': screen(
    () => import('./routes/entry/sign-up.tsx'),
    (m) => m.SignUpRoute,
  ),
  'entry.passwordReset': screen(
    () => import('./routes/entry/password-reset.tsx'),
    (m) => m.PasswordResetRoute,
  ),
  'entry.appeal': screen(
    () => import('./routes/entry/appeal.tsx'),
    (m) => m.AppealRoute,
  ),
  'entry.appealSearch': screen(
    () => import('./routes/entry/appeal-search.tsx'),
    (m) => m.AppealSearchRoute,
  ),
} satisfies Record<PageKey, Screen>;

export const NOT_FOUND_SCREEN = screen(
  () => import('./routes/main/not-found.tsx'),
  (m) => m.NotFoundRoute,
);
