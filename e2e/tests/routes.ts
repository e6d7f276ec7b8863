/**
 * Every route of SPEC.md §2, in one list: the route spec walks it, the screenshots are named after it.
 * Detail pages are addressed by query (news by `?newsId=`, the rest by `?id=`); `sample` names the kind of item
 * whose id is looked up from the seeded demo data (see sample-ids.ts).
 */

export type Area = 'main' | 'participants' | 'servant' | 'entry';
/** `ownService:<area>`: a service of the area user's own tenant (the publisher's pages). */
export type SampleKind =
  | 'news'
  | 'solution'
  | 'case'
  | 'product'
  | 'service'
  | 'ownService:participants'
  | 'ownService:servant';

export interface RouteCase {
  /** File-safe name: the screenshot is e2e/artifacts/screenshots/<name>.png. */
  name: string;
  area: Area;
  path: string;
  /** Query parameter that carries the sample id, for detail pages. */
  sample?: { kind: SampleKind; param: 'newsId' | 'id' };
}

/** Demo accounts (apps/server/src/seed) used with test tokens in the work areas. */
export const AREA_USER: Record<'participants' | 'servant', string> = {
  participants: 'miaoling',
  servant: 'qiannongyun',
};

const main: RouteCase[] = [
  { name: 'main-home', area: 'main', path: '/' },
  { name: 'main-news-list', area: 'main', path: '/home/infomation' },
  { name: 'main-solution-list', area: 'main', path: '/home/solution' },
  { name: 'main-case-list', area: 'main', path: '/home/case' },
  {
    name: 'main-news-detail',
    area: 'main',
    path: '/infomationDetail',
    sample: { kind: 'news', param: 'newsId' },
  },
  {
    name: 'main-solution-detail',
    area: 'main',
    path: '/solutionDetail',
    sample: { kind: 'solution', param: 'id' },
  },
  { name: 'main-case-detail', area: 'main', path: '/caseDetail', sample: { kind: 'case', param: 'id' } },
];

/** The pages both work areas have (the servant area reuses the participant screens). */
const sharedWork = (area: 'participants' | 'servant'): RouteCase[] => [
  { name: `${area}-home`, area, path: `/${area}` },
  { name: `${area}-case-detail`, area, path: `/${area}/CaseDetail`, sample: { kind: 'case', param: 'id' } },
  { name: `${area}-service`, area, path: `/${area}/service` },
  { name: `${area}-service-search`, area, path: `/${area}/service/search` },
  {
    name: `${area}-service-detail`,
    area,
    path: `/${area}/service/detail`,
    sample: { kind: 'service', param: 'id' },
  },
  { name: `${area}-service-publish`, area, path: `/${area}/service/publish` },
  {
    name: `${area}-service-public-detail`,
    area,
    path: `/${area}/service/publicDetail`,
    sample: { kind: `ownService:${area}`, param: 'id' },
  },
  { name: `${area}-server-solution`, area, path: `/${area}/server-solution` },
  { name: `${area}-server-solution-search`, area, path: `/${area}/server-solution/search` },
  {
    name: `${area}-solution-detail`,
    area,
    path: `/${area}/solution/detail`,
    sample: { kind: 'solution', param: 'id' },
  },
  { name: `${area}-account`, area, path: `/${area}/account` },
];

const participants: RouteCase[] = [
  ...sharedWork('participants'),
  { name: 'participants-settled', area: 'participants', path: '/participants/settled' },
  { name: 'participants-product', area: 'participants', path: '/participants/product' },
  { name: 'participants-product-search', area: 'participants', path: '/participants/product/search' },
  {
    name: 'participants-product-detail',
    area: 'participants',
    path: '/participants/product/detail',
    sample: { kind: 'product', param: 'id' },
  },
  { name: 'participants-data-center', area: 'participants', path: '/participants/data-center' },
];

const servant: RouteCase[] = sharedWork('servant');

const entry: RouteCase[] = [
  { name: 'entry-sign-in', area: 'entry', path: '/entry' },
  { name: 'entry-sign-up', area: 'entry', path: '/entry/sign-up' },
  { name: 'entry-password-reset', area: 'entry', path: '/entry/password-reset' },
  { name: 'entry-appeal', area: 'entry', path: '/entry/appeal' },
  { name: 'entry-appeal-search', area: 'entry', path: '/entry/appeal-search' },
];

export const ROUTES: readonly RouteCase[] = [...main, ...participants, ...servant, ...entry];

export const routesOf = (area: Area): RouteCase[] => ROUTES.filter((route) => route.area === area);

/** Paths that must exist, straight from SPEC.md §2; the route spec checks ROUTES covers exactly these. */
export const SPEC_PATHS = {
  main: [
    '/',
    '/home/infomation',
    '/home/solution',
    '/home/case',
    '/infomationDetail',
    '/solutionDetail',
    '/caseDetail',
  ],
  participants: [
    '/participants',
    '/participants/settled',
    '/participants/CaseDetail',
    '/participants/product',
    '/participants/product/search',
    '/participants/product/detail',
    '/participants/service',
    '/participants/service/search',
    '/participants/service/detail',
    '/participants/service/publish',
    '/participants/service/publicDetail',
    '/participants/server-solution',
    '/participants/server-solution/search',
    '/participants/solution/detail',
    '/participants/account',
    '/participants/data-center',
  ],
  servant: [
    '/servant',
    '/servant/CaseDetail',
    '/servant/service',
    '/servant/service/search',
    '/servant/service/detail',
    '/servant/service/publish',
    '/servant/service/publicDetail',
    '/servant/server-solution',
    '/servant/server-solution/search',
    '/servant/solution/detail',
    '/servant/account',
  ],
  entry: ['/entry', '/entry/sign-up', '/entry/password-reset', '/entry/appeal', '/entry/appeal-search'],
} satisfies Record<Area, string[]>;
