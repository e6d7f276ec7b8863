import { AREA_USER, type Area, ROUTES, type RouteCase, routesOf, SPEC_PATHS } from './routes.ts';
import {
  escapeRegExp,
  expect,
  hrefOf,
  keepScreenshot,
  LAYOUT_MARKER,
  PLACEHOLDER_ID,
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

/** Opens a route and checks it renders inside its layout, with h1, title, header and footer. */
const checkRoute = (route: RouteCase) => {
  test(`${route.path} renders inside the ${route.area} layout`, async ({
    page,
    platformConfig,
    sampleIds,
    diagnostics,
  }) => {
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
  });
};

test.describe('main layout (visitor)', () => {
  for (const route of routesOf('main')) checkRoute(route);
});

test.describe('entry layout (visitor)', () => {
  for (const route of routesOf('entry')) checkRoute(route);
});

for (const area of ['participants', 'servant'] as const) {
  test.describe(`${area} area, signed in as ${AREA_USER[area]}`, () => {
    test.use({ signedInAs: AREA_USER[area] });
    for (const route of routesOf(area)) checkRoute(route);
  });

  test.describe(`${area} area, visitor`, () => {
    for (const route of routesOf(area)) {
      test(`${route.path} sends a visitor to sign-in and back`, async ({ page, sampleIds }) => {
        const href = hrefOf(route, sampleIds);
        await page.goto(href);
        await expect(page).toHaveURL((url) => url.pathname === '/entry');
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(href);
        await expect(page.locator(LAYOUT_MARKER.entry)).toBeVisible();
        await expect(page.locator('h1')).toHaveText('登录');
        await page.waitForLoadState('networkidle');
      });
    }
  });
}
