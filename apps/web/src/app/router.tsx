import { type CurrentUser, type PageKey, type PageLayout, pageEntries } from '@rrsp/contract';
import {
  createBrowserRouter,
  data,
  type HydrationState,
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  redirect,
} from 'react-router';
import { PageSkeleton } from '../components/ui/page-skeleton.tsx';
import { pageOf, paths } from '../config/paths.ts';
import { getCurrentUserQueryOptions } from '../features/auth/api/get-current-user.ts';
import { accessContextOf, decidePageAccess } from '../lib/access.ts';
import { isApiError } from '../lib/api-error.ts';
import { queryClient } from '../lib/query-client.ts';
import { getTenantId, getToken } from '../lib/session.ts';
import { RouteError } from './components/route-error.tsx';
import { LAYOUTS } from './layout-table.ts';
import { RootShell } from './root-shell.tsx';
import type { RouteHandle } from './route-handle.ts';
import { NOT_FOUND_SCREEN, SCREENS } from './route-table.tsx';

const component = (load: () => Promise<React.ComponentType>) => async () => ({ Component: await load() });

/**
 * The guard of a page that is not public (its access rule from the page table): a visitor signs in and comes back;
 * a user the page is not for gets a 403 that says why (RouteError shows it inside the layout).
 */
const guard = (key: PageKey) => {
  const { access } = pageOf(key);
  if (access === 'public') return undefined;
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const signIn = paths.entry.signIn.getHref(`${url.pathname}${url.search}`);
    const token = getToken();
    if (!token) throw redirect(signIn);
    let user: CurrentUser;
    try {
      user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(token));
    } catch (error) {
      // the session ended meanwhile: the client has signed out and said why; sign in again and come back
      if (isApiError(error) && error.kind === 'session-ended') throw redirect(signIn);
      throw error;
    }
    const refusal = decidePageAccess(access, accessContextOf(user, getTenantId()));
    if (!refusal) return null;
    if (refusal.kind === 'sign-in') throw redirect(signIn);
    throw data(refusal, { status: 403 });
  };
};

/** Where each layout sits: the work areas and the entry pages under their own path, public pages at the root. */
const LAYOUT_PATH: Record<PageLayout, string | undefined> = {
  main: undefined,
  participants: paths.participants.home.path,
  servant: paths.servant.home.path,
  admin: paths.admin.home.path,
  entry: paths.entry.signIn.path,
};

const pageRoutes = (layout: PageLayout): RouteObject[] =>
  pageEntries()
    .filter(([, spec]) => spec.layout === layout)
    .map(([key, spec]) => {
      const handle: RouteHandle = { page: key };
      const base = { handle, loader: guard(key), lazy: component(SCREENS[key].load) };
      return spec.path === LAYOUT_PATH[layout] ? { ...base, index: true } : { ...base, path: spec.path };
    });

const layoutRoute = (layout: PageLayout, extra: RouteObject[] = []): RouteObject => ({
  ...(LAYOUT_PATH[layout] ? { path: LAYOUT_PATH[layout] } : {}),
  lazy: component(LAYOUTS[layout]),
  // errors of a page show inside its layout (header, menu), not instead of it
  children: [{ errorElement: <RouteError />, children: [...pageRoutes(layout), ...extra] }],
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    HydrateFallback: PageSkeleton,
    errorElement: <RouteError />,
    children: [
      layoutRoute('main', [
        {
          path: '*',
          handle: { title: '页面不存在' } satisfies RouteHandle,
          lazy: component(NOT_FOUND_SCREEN.load),
        },
      ]),
      layoutRoute('participants'),
      layoutRoute('servant'),
      layoutRoute('admin'),
      layoutRoute('entry'),
    ],
  },
];

export const createRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routes, hydrationData ? { hydrationData } : {});

/**
 * Loads the route modules of `pathname` before a server-rendered page is hydrated: the router would otherwise draw
 * its fallback over the server's markup while they load.
 */
export const loadMatchedRoutes = async (pathname: string): Promise<void> => {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
};
