import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import { PageSkeleton } from '../components/ui/page-skeleton.tsx';
import { paths } from '../config/paths.ts';
import { withChunkTimeout } from '../lib/lazy-chunk.ts';
import { hasSession } from '../lib/session.ts';
import { RootShell } from './root-shell.tsx';
import { crumbsOf } from './route-handle.ts';
import { modules } from './route-modules.ts';

/** A route `lazy` that loads the module (120 s limit) and picks its named component. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await withChunkTimeout(load())) });

/** Participants and servant areas need a stored token; otherwise sign in and come back. */
const requireSession = ({ request }: LoaderFunctionArgs) => {
  if (hasSession()) return null;
  const url = new URL(request.url);
  throw redirect(paths.entry.signIn.getHref(`${url.pathname}${url.search}`));
};

const p = paths.participants;
const s = paths.servant;

/** Pages both work areas share; the servant entries load the very same participant modules. */
const sharedWorkRoutes = (area: typeof p | typeof s): RouteObject[] => [
  {
    path: area.caseDetail.path,
    handle: crumbsOf(area.caseDetail),
    lazy: page(modules.workCaseDetail, (m) => m.WorkCaseDetailRoute),
  },
  {
    path: area.service.path,
    handle: crumbsOf(area.service),
    lazy: page(modules.service, (m) => m.ServiceCentreRoute),
  },
  {
    path: area.serviceSearch.path,
    handle: crumbsOf(area.service, area.serviceSearch),
    lazy: page(modules.serviceSearch, (m) => m.ServiceSearchRoute),
  },
  {
    path: area.serviceDetail.path,
    handle: crumbsOf(area.service, area.serviceDetail),
    lazy: page(modules.serviceDetail, (m) => m.ServiceDetailRoute),
  },
  {
    path: area.servicePublish.path,
    handle: crumbsOf(area.service, area.servicePublish),
    lazy: page(modules.servicePublish, (m) => m.ServicePublishRoute),
  },
  {
    path: area.servicePublicDetail.path,
    handle: crumbsOf(area.service, area.servicePublicDetail),
    lazy: page(modules.servicePublicDetail, (m) => m.ServicePublicDetailRoute),
  },
  {
    path: area.solutions.path,
    handle: crumbsOf(area.solutions),
    lazy: page(modules.workSolutions, (m) => m.WorkSolutionListRoute),
  },
  {
    path: area.solutionSearch.path,
    handle: crumbsOf(area.solutions, area.solutionSearch),
    lazy: page(modules.workSolutionSearch, (m) => m.WorkSolutionSearchRoute),
  },
  {
    path: area.solutionDetail.path,
    handle: crumbsOf(area.solutions, area.solutionDetail),
    lazy: page(modules.workSolutionDetail, (m) => m.WorkSolutionDetailRoute),
  },
  {
    path: area.account.path,
    handle: crumbsOf(area.account),
    lazy: page(modules.account, (m) => m.AccountRoute),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    HydrateFallback: PageSkeleton,
    errorElement: <RouteError />,
    children: [
      {
        lazy: page(modules.mainLayout, (m) => m.MainLayout),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: page(modules.home, (m) => m.HomeRoute) },
              {
                path: paths.news.list.path,
                handle: crumbsOf(paths.news.list),
                lazy: page(modules.newsList, (m) => m.NewsListRoute),
              },
              {
                path: paths.news.detail.path,
                handle: crumbsOf(paths.news.list, paths.news.detail),
                lazy: page(modules.newsDetail, (m) => m.NewsDetailRoute),
              },
              {
                path: paths.solutions.list.path,
                handle: crumbsOf(paths.solutions.list),
                lazy: page(modules.solutionList, (m) => m.SolutionListRoute),
              },
              {
                path: paths.solutions.detail.path,
                handle: crumbsOf(paths.solutions.list, paths.solutions.detail),
                lazy: page(modules.solutionDetail, (m) => m.SolutionDetailRoute),
              },
              {
                path: paths.cases.list.path,
                handle: crumbsOf(paths.cases.list),
                lazy: page(modules.caseList, (m) => m.CaseListRoute),
              },
              {
                path: paths.cases.detail.path,
                handle: crumbsOf(paths.cases.list, paths.cases.detail),
                lazy: page(modules.caseDetail, (m) => m.CaseDetailRoute),
              },
              {
                path: paths.about.path,
                handle: crumbsOf(paths.about),
                lazy: page(modules.about, (m) => m.AboutRoute),
              },
              {
                path: paths.guide.path,
                handle: crumbsOf(paths.guide),
                lazy: page(modules.guide, (m) => m.GuideRoute),
              },
              {
                path: '*',
                handle: crumbsOf({ title: '页面不存在' }),
                lazy: page(modules.notFound, (m) => m.NotFoundRoute),
              },
            ],
          },
        ],
      },
      {
        path: p.home.path,
        loader: requireSession,
        lazy: page(modules.workLayout, (m) => m.ParticipantsLayout),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: page(modules.participantsHome, (m) => m.ParticipantsHomeRoute) },
              {
                path: p.settled.path,
                handle: crumbsOf(p.settled),
                lazy: page(modules.settled, (m) => m.SettledRoute),
              },
              {
                path: p.product.path,
                handle: crumbsOf(p.product),
                lazy: page(modules.product, (m) => m.ProductListRoute),
              },
              {
                path: p.productSearch.path,
                handle: crumbsOf(p.product, p.productSearch),
                lazy: page(modules.productSearch, (m) => m.ProductSearchRoute),
              },
              {
                path: p.productDetail.path,
                handle: crumbsOf(p.product, p.productDetail),
                lazy: page(modules.productDetail, (m) => m.ProductDetailRoute),
              },
              ...sharedWorkRoutes(p),
              {
                path: p.dataCenter.path,
                handle: crumbsOf(p.dataCenter),
                lazy: page(modules.dataCenter, (m) => m.DataCenterRoute),
              },
            ],
          },
        ],
      },
      {
        path: s.home.path,
        loader: requireSession,
        lazy: page(modules.workLayout, (m) => m.ServantLayout),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: page(modules.servantHome, (m) => m.ServantHomeRoute) },
              ...sharedWorkRoutes(s),
            ],
          },
        ],
      },
      {
        path: paths.entry.signIn.path,
        lazy: page(modules.entryLayout, (m) => m.EntryLayout),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: page(modules.signIn, (m) => m.SignInRoute) },
              { path: paths.entry.signUp.path, lazy: page(modules.signUp, (m) => m.SignUpRoute) },
              {
                path: paths.entry.passwordReset.path,
                lazy: page(modules.passwordReset, (m) => m.PasswordResetRoute),
              },
              { path: paths.entry.appeal.path, lazy: page(modules.appeal, (m) => m.AppealRoute) },
              {
                path: paths.entry.appealSearch.path,
                lazy: page(modules.appealSearch, (m) => m.AppealSearchRoute),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
