/**
 * The typed route table (SPEC.md §2): every link in the app is built from here. Detail pages are addressed by
 * query: news by `?newsId=`, everything else by `?id=`.
 */

export interface RoutePath<Args extends unknown[] = []> {
  /** Router pattern (absolute). */
  path: string;
  /** Chinese page title: document title, h1 and breadcrumb. */
  title: string;
  getHref: (...args: Args) => string;
}

const fixed = (path: string, title: string): RoutePath => ({ path, title, getHref: () => path });

const byQuery = (path: string, title: string, param: string): RoutePath<[id: string]> => ({
  path,
  title,
  getHref: (id) => `${path}?${new URLSearchParams({ [param]: id }).toString()}`,
});

const withKeyword = (path: string, title: string): RoutePath<[keyword?: string]> => ({
  path,
  title,
  getHref: (keyword) => (keyword ? `${path}?${new URLSearchParams({ keyword }).toString()}` : path),
});

export type WorkArea = 'participants' | 'servant';

/** Pages both work areas have; the servant area reuses the participant screens (SPEC.md §2). */
const sharedWorkPaths = (area: WorkArea) => {
  const root = `/${area}`;
  return {
    home: fixed(root, '工作台'),
    caseDetail: byQuery(`${root}/CaseDetail`, '案例详情', 'id'),
    service: fixed(`${root}/service`, '服务中心'),
    serviceSearch: withKeyword(`${root}/service/search`, '服务搜索'),
    serviceDetail: byQuery(`${root}/service/detail`, '服务详情', 'id'),
    servicePublish: {
      path: `${root}/service/publish`,
      title: '发布服务',
      getHref: (id?: string) =>
        id ? `${root}/service/publish?${new URLSearchParams({ id }).toString()}` : `${root}/service/publish`,
    } satisfies RoutePath<[id?: string]>,
    servicePublicDetail: byQuery(`${root}/service/publicDetail`, '我发布的服务', 'id'),
    solutions: fixed(`${root}/server-solution`, '解决方案'),
    solutionSearch: withKeyword(`${root}/server-solution/search`, '方案搜索'),
    solutionDetail: byQuery(`${root}/solution/detail`, '方案详情', 'id'),
    account: fixed(`${root}/account`, '账户设置'),
  };
};

const redirectHref = (path: string, redirect?: string): string =>
  redirect ? `${path}?${new URLSearchParams({ redirect }).toString()}` : path;

export const paths = {
  home: fixed('/', '首页'),
  news: {
    list: fixed('/home/infomation', '资讯动态'),
    detail: byQuery('/infomationDetail', '资讯详情', 'newsId'),
  },
  solutions: {
    list: fixed('/home/solution', '解决方案'),
    detail: byQuery('/solutionDetail', '方案详情', 'id'),
  },
  cases: {
    list: fixed('/home/case', '合作案例'),
    detail: byQuery('/caseDetail', '案例详情', 'id'),
  },
  about: fixed('/about', '关于平台'),
  guide: fixed('/guide', '入驻指南'),
  participants: {
    ...sharedWorkPaths('participants'),
    settled: fixed('/participants/settled', '主体入驻'),
    product: fixed('/participants/product', '产品中心'),
    productSearch: withKeyword('/participants/product/search', '产品搜索'),
    productDetail: byQuery('/participants/product/detail', '产品详情', 'id'),
    dataCenter: fixed('/participants/data-center', '数据中心'),
  },
  servant: sharedWorkPaths('servant'),
  entry: {
    signIn: {
      path: '/entry',
      title: '登录',
      getHref: (redirect?: string) => redirectHref('/entry', redirect),
    } satisfies RoutePath<[redirect?: string]>,
    signUp: {
      path: '/entry/sign-up',
      title: '注册',
      getHref: (redirect?: string) => redirectHref('/entry/sign-up', redirect),
    } satisfies RoutePath<[redirect?: string]>,
    passwordReset: fixed('/entry/password-reset', '找回密码'),
    appeal: fixed('/entry/appeal', '账号申诉'),
    appealSearch: fixed('/entry/appeal-search', '申诉进度查询'),
  },
} as const;

export const workPaths = (area: WorkArea) => paths[area];

/** Areas that need a stored token (route guard). */
export const isProtectedPath = (pathname: string): boolean =>
  /^\/(participants|servant)(\/|$)/.test(pathname);
