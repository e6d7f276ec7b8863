import { OPERATOR_ROLE_ACCESS } from './operator-roles.ts';

/**
 * Every page of the portal (SPEC.md §2 and the pages added since): its path, title, layout, who may open it and the
 * page above it. The web app builds its router, menus, breadcrumbs, links and guards from this table; the server
 * reads it to tell a page from a missing one (an unknown path answers 404). One table, so the two cannot disagree.
 */

/**
 * Who may open a page (the web's `decidePageAccess` applies it):
 * - public: anyone;
 * - signedIn: any signed-in user;
 * - applicant: a signed-in user who may apply to settle a tenant: anyone but an operator without a tenant;
 * - participantArea: a signed-in user who works in the participants area: a participant, or someone whose tenant is
 *   not (yet) approved, who is shown how to settle;
 * - participant / servant: a chosen tenant that holds that approved role;
 * - operator: a platform operator, whatever their roles;
 * - operator:<role>: a platform operator holding that role (operator-roles.ts);
 * - editorial: an operator who writes or reviews content (内容编辑 or 内容审核).
 */
export const PAGE_ACCESS = [
  'public',
  'signedIn',
  'applicant',
  'participantArea',
  'participant',
  'servant',
  'operator',
  ...OPERATOR_ROLE_ACCESS,
  'editorial',
] as const;
export type PageAccess = (typeof PAGE_ACCESS)[number];

export const PAGE_LAYOUTS = ['main', 'participants', 'servant', 'admin', 'entry'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

export interface PageSpec {
  /** Absolute path, the router's pattern; detail pages take their id in the query (SPEC.md §2). */
  readonly path: string;
  /** Chinese title: the h1, the document title and the breadcrumb. */
  readonly title: string;
  readonly layout: PageLayout;
  readonly access: PageAccess;
  /** Dotted key of the page above this one (breadcrumbs, and which menu entry is current). */
  readonly parent?: string;
  /** The query parameter a link to the page carries, and whether it may be left out. */
  readonly param?: { readonly name: string; readonly optional: boolean };
}

type WithParam<Optional extends boolean> = PageSpec & {
  readonly param: { readonly name: string; readonly optional: Optional };
};

/** A page reached by its path alone. */
const page = (
  path: string,
  title: string,
  layout: PageLayout,
  access: PageAccess,
  parent?: string,
): PageSpec => ({
  path,
  title,
  layout,
  access,
  ...(parent ? { parent } : {}),
});

/** A page whose link carries a value: required (a detail page's id) or optional (a keyword, a way back). */
const withParam =
  <Optional extends boolean>(optional: Optional) =>
  (
    path: string,
    title: string,
    layout: PageLayout,
    access: PageAccess,
    parent: string | undefined,
    param: string,
  ): WithParam<Optional> => ({
    ...page(path, title, layout, access, parent),
    param: { name: param, optional },
  });

const detail = withParam(false);
const optional = withParam(true);

/** The pages both work areas have; the servant area shows the participant screens (SPEC.md §2). */
const workPages = (area: 'participants' | 'servant') => {
  const root = `/${area}`;
  const browse: PageAccess = area === 'participants' ? 'participantArea' : 'servant';
  const own: PageAccess = area === 'participants' ? 'participant' : 'servant';
  return {
    home: page(root, '工作台', area, browse),
    caseDetail: detail(`${root}/CaseDetail`, '案例详情', area, browse, `${area}.solutions`, 'id'),
    service: page(`${root}/service`, '服务中心', area, browse),
    serviceSearch: optional(`${root}/service/search`, '服务搜索', area, browse, `${area}.service`, 'keyword'),
    serviceDetail: detail(`${root}/service/detail`, '服务详情', area, browse, `${area}.service`, 'id'),
    servicePublish: optional(`${root}/service/publish`, '发布服务', area, own, `${area}.service`, 'id'),
    servicePublicDetail: detail(
      `${root}/service/publicDetail`,
      '我发布的服务',
      area,
      own,
      `${area}.service`,
      'id',
    ),
    solutions: page(`${root}/server-solution`, '方案与案例', area, browse),
    solutionSearch: optional(
      `${root}/server-solution/search`,
      '方案搜索',
      area,
      browse,
      `${area}.solutions`,
      'keyword',
    ),
    solutionDetail: detail(`${root}/solution/detail`, '方案详情', area, browse, `${area}.solutions`, 'id'),
    /** Cooperation requests: those the tenant received, and those the user sent. */
    cooperation: optional(`${root}/cooperation`, '合作申请', area, browse, undefined, 'tab'),
    /** The message centre: every message, filtered by kind and read state; `tab=preferences` opens the settings. */
    messages: optional(`${root}/messages`, '消息中心', area, browse, undefined, 'tab'),
    account: page(`${root}/account`, '账户设置', area, browse),
  };
};

export const PAGES = {
  home: page('/', '首页', 'main', 'public'),
  news: {
    list: page('/home/infomation', '资讯动态', 'main', 'public'),
    detail: detail('/infomationDetail', '资讯详情', 'main', 'public', 'news.list', 'newsId'),
  },
  solutions: {
    list: page('/home/solution', '解决方案', 'main', 'public'),
    detail: detail('/solutionDetail', '方案详情', 'main', 'public', 'solutions.list', 'id'),
  },
  cases: {
    list: page('/home/case', '合作案例', 'main', 'public'),
    detail: detail('/caseDetail', '案例详情', 'main', 'public', 'cases.list', 'id'),
  },
  about: page('/about', '关于平台', 'main', 'public'),
  /** A draft as the portal will show it, opened by a preview link (issue 20); never listed, never indexed. */
  preview: detail('/preview', '内容预览', 'main', 'public', undefined, 'token'),
  guide: page('/guide', '入驻指南', 'main', 'public'),
  participants: {
    ...workPages('participants'),
    settled: page('/participants/settled', '主体入驻', 'participants', 'applicant'),
    product: page('/participants/product', '产品中心', 'participants', 'participant'),
    productPublish: optional(
      '/participants/product/publish',
      '发布产品',
      'participants',
      'participant',
      'participants.product',
      'id',
    ),
    // browsing every tenant's products: open to the whole area, unlike the list of one's own (participants.product)
    productSearch: optional(
      '/participants/product/search',
      '产品搜索',
      'participants',
      'participantArea',
      undefined,
      'keyword',
    ),
    productDetail: detail(
      '/participants/product/detail',
      '产品详情',
      'participants',
      'participantArea',
      'participants.productSearch',
      'id',
    ),
    dataCenter: optional(
      '/participants/data-center',
      '数据中心',
      'participants',
      'participant',
      undefined,
      'export',
    ),
  },
  servant: workPages('servant'),
  admin: {
    home: page('/admin', '运营工作台', 'admin', 'operator'),
    settlement: page('/admin/settlement', '入驻审核', 'admin', 'operator:marketReviewer'),
    settlementReview: detail(
      '/admin/settlement/review',
      '入驻申请审核',
      'admin',
      'operator:marketReviewer',
      'admin.settlement',
      'id',
    ),
    shelf: optional('/admin/shelf', '产品服务审核', 'admin', 'operator:marketReviewer', undefined, 'kind'),
    shelfReview: detail(
      '/admin/shelf/review',
      '审核详情',
      'admin',
      'operator:marketReviewer',
      'admin.shelf',
      'id',
    ),
    reports: page('/admin/reports', '举报处理', 'admin', 'operator:marketReviewer'),
    accounts: page('/admin/accounts', '账号管理', 'admin', 'operator:accountManager'),
    appeals: page('/admin/appeals', '申诉审核', 'admin', 'operator:accountManager'),
    operators: page('/admin/operators', '运营人员', 'admin', 'operator:superAdmin'),
    audit: page('/admin/audit', '审计日志', 'admin', 'operator:superAdmin'),
    settings: page('/admin/settings', '平台设置', 'admin', 'operator:superAdmin'),
    content: optional('/admin/content', '内容管理', 'admin', 'editorial', undefined, 'kind'),
    contentEdit: optional('/admin/content/edit', '编辑内容', 'admin', 'editorial', 'admin.content', 'id'),
    dataCenter: optional('/admin/data-center', '数据中心', 'admin', 'operator', undefined, 'export'),
    messages: optional('/admin/messages', '消息中心', 'admin', 'operator', undefined, 'tab'),
    account: page('/admin/account', '账户设置', 'admin', 'operator'),
  },
  entry: {
    signIn: optional('/entry', '登录', 'entry', 'public', undefined, 'redirect'),
    signUp: optional('/entry/sign-up', '注册', 'entry', 'public', undefined, 'redirect'),
    passwordReset: page('/entry/password-reset', '找回密码', 'entry', 'public'),
    appeal: page('/entry/appeal', '账号申诉', 'entry', 'public'),
    appealSearch: optional('/entry/appeal-search', '申诉进度查询', 'entry', 'public', undefined, 'applyNo'),
  },
} as const;

export type PageTable = typeof PAGES;

/** Dotted keys of the table's pages: `home`, `news.detail`, `participants.service`, … */
type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends PageSpec ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type PageKey = LeafKeys<PageTable>;

const isPageSpec = (value: unknown): value is PageSpec =>
  typeof value === 'object' && value !== null && typeof (value as PageSpec).path === 'string';

/** Every page with its dotted key (`news.detail`, `participants.service`), in table order. */
export const pageEntries = (): [key: PageKey, spec: PageSpec][] => {
  const entries: [PageKey, PageSpec][] = [];
  const walk = (node: object, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (isPageSpec(value)) entries.push([key as PageKey, value]);
      else walk(value as object, key);
    }
  };
  walk(PAGES, '');
  return entries;
};

const PAGE_PATHS: ReadonlySet<string> = new Set(pageEntries().map(([, spec]) => spec.path));

/** Whether a URL path names a page of the portal (a trailing slash is forgiven, as the router forgives it). */
export const isPagePath = (pathname: string): boolean =>
  PAGE_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
