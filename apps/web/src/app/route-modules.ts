/**
 * Dynamic imports of every page and layout, named once so the router and the background prefetch share them.
 * Servant pages import the participant screens (SPEC.md §2: the same screens).
 */
export const modules = {
  mainLayout: () => import('./layouts/main-layout.tsx'),
  workLayout: () => import('./layouts/work-layout.tsx'),
  entryLayout: () => import('./layouts/entry-layout.tsx'),

  home: () => import('./routes/main/home.tsx'),
  newsList: () => import('./routes/main/news-list.tsx'),
  newsDetail: () => import('./routes/main/news-detail.tsx'),
  solutionList: () => import('./routes/main/solution-list.tsx'),
  solutionDetail: () => import('./routes/main/solution-detail.tsx'),
  caseList: () => import('./routes/main/case-list.tsx'),
  caseDetail: () => import('./routes/main/case-detail.tsx'),
  about: () => import('./routes/main/about.tsx'),
  guide: () => import('./routes/main/guide.tsx'),
  notFound: () => import('./routes/main/not-found.tsx'),

  participantsHome: () => import('./routes/participants/home.tsx'),
  settled: () => import('./routes/participants/settled.tsx'),
  workCaseDetail: () => import('./routes/participants/case-detail.tsx'),
  product: () => import('./routes/participants/product.tsx'),
  productSearch: () => import('./routes/participants/product-search.tsx'),
  productDetail: () => import('./routes/participants/product-detail.tsx'),
  service: () => import('./routes/participants/service.tsx'),
  serviceSearch: () => import('./routes/participants/service-search.tsx'),
  serviceDetail: () => import('./routes/participants/service-detail.tsx'),
  servicePublish: () => import('./routes/participants/service-publish.tsx'),
  servicePublicDetail: () => import('./routes/participants/service-public-detail.tsx'),
  workSolutions: () => import('./routes/participants/server-solution.tsx'),
  workSolutionSearch: () => import('./routes/participants/server-solution-search.tsx'),
  workSolutionDetail: () => import('./routes/participants/solution-detail.tsx'),
  account: () => import('./routes/participants/account.tsx'),
  dataCenter: () => import('./routes/participants/data-center.tsx'),
  servantHome: () => import('./routes/servant/home.tsx'),

  signIn: () => import('./routes/entry/sign-in.tsx'),
  signUp: () => import('./routes/entry/sign-up.tsx'),
  passwordReset: () => import('./routes/entry/password-reset.tsx'),
  appeal: () => import('./routes/entry/appeal.tsx'),
  appealSearch: () => import('./routes/entry/appeal-search.tsx'),
} as const;

/** DESIGN.md §6: the chunks of the main navigation, fetched in the background after the first page settles. */
export const MAIN_NAVIGATION_MODULES = [
  modules.mainLayout,
  modules.home,
  modules.newsList,
  modules.solutionList,
  modules.caseList,
  modules.workLayout,
  modules.service,
  modules.entryLayout,
  modules.signIn,
];

export const PREFETCH_DELAY_MS = 3_000;
