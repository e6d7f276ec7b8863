import type { Page } from '@playwright/test';
import {
  AREA_USER,
  type Area,
  ROUTES,
  type RouteCase,
  routesOf,
  type SampleKind,
  SPEC_PATHS,
} from './routes.ts';
import {
  type Diagnostics,
  escapeRegExp,
  expect,
  hrefOf,
  keepScreenshot,
  LAYOUT_MARKER,
  PLACEHOLDER_ID,
  type PlatformConfig,
  type SampleId,
  test,
  WORK_MENU_NAME,
} from './support.ts';

test('the route list covers exactly the routes of SPEC.md §2', () => {
  for (const area of Object.keys(SPEC_PATHS) as Area[]) {
    expect(
      routesOf(area)
        .map((route) => route.path)
        .sort(),
      area,
    ).toEqual([...SPEC_PATHS[area]].sort());
  }
  expect(new Set(ROUTES.map((route) => route.name)).size, 'screenshot names are unique').toBe(ROUTES.length);
});

/**
 * One test per area walks its routes in one browser context, a step per route: a page load after the first finds the
 * app's immutable chunks in the context's cache, as a user's browser would, so the walk costs the checks rather than
 * 80 fresh downloads and compiles a page. Every route is still loaded with `page.goto` (a full load, not an in-app
 * navigation) and checked on its own.
 */
const STEP_BUDGET_MS = 20_000;

/** Opens a route and checks it renders inside its layout, with h1, title, header and footer. */
const checkRoute = async (
  page: Page,
  route: RouteCase,
  { platformConfig, sampleIds, diagnostics }: RouteFixtures,
): Promise<void> => {
  const href = hrefOf(route, sampleIds);
  if (route.sample && sampleIds[route.sample.kind].placeholder) {
    // No seeded item to show yet: a detail call for the made-up id may answer 404, and nothing else may fail.
    diagnostics.expectFailedResponse(
      (response) =>
        response.status() === 404 &&
        (response.url().includes(PLACEHOLDER_ID) ||
          (response.request().postData() ?? '').includes(PLACEHOLDER_ID)),
    );
  }

  await page.goto(href);
  await page.waitForLoadState('networkidle');

  // Still on the route (not redirected to sign-in or elsewhere).
  expect(new URL(page.url()).pathname).toBe(route.path);

  await expect(page.locator(LAYOUT_MARKER[route.area])).toBeVisible();
  const banner = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(footer).toBeVisible();
  await expect(footer).toHaveText(/\S/);

  if (route.area === 'entry') {
    await expect(
      banner.getByRole('link', { name: new RegExp(escapeRegExp(platformConfig.platformName)) }),
    ).toBeVisible();
  } else {
    const nav = banner.getByRole('navigation', { name: '主导航' });
    await expect(nav).toBeVisible();
    for (const name of ['首页', '资讯动态', '解决方案', '合作案例']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
  }
  if (route.area === 'participants' || route.area === 'servant') {
    await expect(page.getByRole('complementary', { name: WORK_MENU_NAME[route.area] })).toBeVisible();
    await expect(page.getByRole('button', { name: /^用户菜单：/ })).toBeVisible();
  }
  if (route.area === 'main') {
    // The full footer carries the hotline from the platform configuration.
    if (platformConfig.hotline) await expect(footer).toContainText(platformConfig.hotline);
  }

  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  await expect(h1).toHaveText(/\S/);

  const name = platformConfig.platformName;
  if (route.path === '/') {
    await expect(page).toHaveTitle(name);
  } else {
    // A page-specific title in front of the platform name.
    await expect(page).toHaveTitle(new RegExp(`\\S.*${escapeRegExp(name)}$`));
  }

  // Nothing still loading when the screenshot is taken.
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await keepScreenshot(page, route.name);
};

/** A visitor opening a work-area route lands on sign-in, with the route kept to come back to. */
const checkSignInRedirect = async (page: Page, route: RouteCase, { sampleIds }: RouteFixtures) => {
  const href = hrefOf(route, sampleIds);
  await page.goto(href);
  await expect(page).toHaveURL((url) => url.pathname === '/entry');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(href);
  await expect(page.locator(LAYOUT_MARKER.entry)).toBeVisible();
  await expect(page.locator('h1')).toHaveText('登录');
  await page.waitForLoadState('networkidle');
};

interface RouteFixtures {
  platformConfig: PlatformConfig;
  sampleIds: Record<SampleKind, SampleId>;
  diagnostics: Diagnostics;
}

const walk = (
  title: string,
  routes: RouteCase[],
  check: (page: Page, route: RouteCase, fixtures: RouteFixtures) => Promise<void>,
) =>
  test(title, async ({ page, platformConfig, sampleIds, diagnostics }) => {
    test.setTimeout(30_000 + routes.length * STEP_BUDGET_MS);
    for (const route of routes) {
      await test.step(route.path, () => check(page, route, { platformConfig, sampleIds, diagnostics }));
    }
  });

walk('every route of the main layout renders inside it (visitor)', routesOf('main'), checkRoute);
walk('every route of the entry layout renders inside it (visitor)', routesOf('entry'), checkRoute);

for (const area of ['participants', 'servant'] as const) {
  test.describe(`${area} area, signed in as ${AREA_USER[area]}`, () => {
    test.use({ signedInAs: AREA_USER[area] });
    walk(`every route of the ${area} area renders inside the ${area} layout`, routesOf(area), checkRoute);
  });

  test.describe(`${area} area, visitor`, () => {
    walk(
      `every route of the ${area} area sends a visitor to sign-in and back`,
      routesOf(area),
      checkSignInRedirect,
    );
  });
}
