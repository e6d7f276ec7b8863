import type { Locator, Page } from '@playwright/test';
import { type CurrentUser, callApi, expect, keepScreenshot, test, testToken } from './support.ts';

const MAIN_NAVIGATION = ['首页', '资讯动态', '解决方案', '合作案例', '服务中心'];

const expectNoSidewaysScroll = async (page: Page) => {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'document scroll width').toBeLessThanOrEqual(widths.client);
};

const expectTapTarget = async (target: Locator) => {
  const box = await target.boundingBox();
  expect(box?.height ?? 0, 'at least 44 px high').toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0, 'at least 44 px wide').toBeGreaterThanOrEqual(44);
};

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the header folds navigation, 登录 and 注册 into a menu button that opens a drawer', async ({
    page,
  }) => {
    await page.goto('/home/solution');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: '主导航' })).toBeHidden();
    await expect(banner.getByRole('link', { name: '登录', exact: true })).toBeHidden();
    const toggle = banner.getByRole('button', { name: '打开导航菜单' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectTapTarget(toggle);
    await expectNoSidewaysScroll(page);

    await toggle.click();
    const drawer = page.getByRole('dialog', { name: '导航菜单' });
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = drawer.getByRole('navigation', { name: '导航菜单' });
    await expect(nav.getByRole('link')).toHaveText(MAIN_NAVIGATION);
    await expect(nav.getByRole('link', { name: '解决方案' })).toHaveAttribute('aria-current', 'page');
    for (const link of await drawer.getByRole('link').all()) await expectTapTarget(link);

    // Sign-in and sign-up bring the visitor back to the page the drawer was opened on.
    const signIn = drawer.getByRole('link', { name: '登录', exact: true });
    const signUp = drawer.getByRole('link', { name: '注册', exact: true });
    for (const [link, pathname] of [
      [signIn, '/entry'],
      [signUp, '/entry/sign-up'],
    ] as const) {
      const href = new URL((await link.getAttribute('href')) ?? '', page.url());
      expect(href.pathname).toBe(pathname);
      expect(href.searchParams.get('redirect')).toBe('/home/solution');
    }
    await keepScreenshot(page, 'phone-header-drawer', { fullPage: false });

    await nav.getByRole('link', { name: '资讯动态' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home/infomation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('资讯动态');
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('关于平台 and 入驻指南 read in one column without sideways scrolling', async ({ page }) => {
    for (const [path, title] of [
      ['/about', '关于平台'],
      ['/guide', '入驻指南'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, `phone-${path.slice(1)}`);
    }
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'miaoling' });

    test('the drawer carries the user menu: who is signed in, 工作台, 账户设置 and 退出登录', async ({
      page,
      api,
    }) => {
      const user = await callApi<CurrentUser>(api, 'GET', '/basics/user', { token: testToken('miaoling') });
      await page.goto('/home/case');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: /^用户菜单：/ })).toBeHidden();

      await banner.getByRole('button', { name: '打开导航菜单' }).click();
      const drawer = page.getByRole('dialog', { name: '导航菜单' });
      await expect(drawer).toContainText(user.nickName || user.username);
      await expect(drawer.getByRole('navigation', { name: '导航菜单' }).getByRole('link')).toHaveText([
        ...MAIN_NAVIGATION,
        '工作台',
      ]);
      await expect(drawer.getByRole('menuitem', { name: /退出登录/ })).toBeVisible();
      await expect(drawer.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);

      await drawer.getByRole('menuitem', { name: /账户设置/ }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/participants/account');
      await expect(drawer).toBeHidden();
    });
  });
});

test('on a desktop the header keeps its navigation and shows no menu button', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(banner.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: '打开导航菜单' })).toBeHidden();
});
