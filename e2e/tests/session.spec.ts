import { clickSignOut } from './identity-support.ts';
import {
  type CurrentUser,
  callApi,
  expect,
  readStoredSession,
  STORAGE_ROOT_KEY,
  sessionStorageValue,
  test,
  testToken,
} from './support.ts';

test.use({ signedInAs: 'miaoling' });

const nicknameOf = async (api: Parameters<typeof callApi>[0]) => {
  const user = await callApi<CurrentUser>(api, 'GET', '/basics/user', { token: testToken('miaoling') });
  return user.nickName || user.username;
};

test('the header shows the signed-in user and 退出登录 signs out', async ({ page, api }) => {
  const nickname = await nicknameOf(api);
  await page.goto('/');
  const banner = page.getByRole('banner');
  const userMenu = banner.getByRole('button', { name: `用户菜单：${nickname}` });
  await expect(userMenu).toBeVisible();
  await expect(userMenu).toContainText(nickname);
  await expect(banner.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);

  await clickSignOut(page, nickname);

  await expect(banner.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await expect(banner.getByText(nickname)).toHaveCount(0);
  await expect(banner.getByRole('button', { name: /^用户菜单：/ })).toHaveCount(0);
  expect(await readStoredSession(page)).toEqual({ token: undefined, tenantId: undefined });

  // Still signed out after a reload: the token is really gone from storage.
  await page.reload();
  await expect(banner.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  // (a page drawn on the server writes nothing to the storage: the key may be gone altogether)
  expect(
    (await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_ROOT_KEY)) ?? '',
  ).not.toContain('test:');
});

test('a press on the user menu held while its code arrives still opens the menu', async ({ page, api }) => {
  const nickname = await nicknameOf(api);
  // the dropdown's code (loaded on first use) is held until the button is pressed down
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/user-menu-dropdown-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const userMenu = page.getByRole('banner').getByRole('button', { name: `用户菜单：${nickname}` });
  const box = await userMenu.boundingBox();
  if (!box) throw new Error('the user menu has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // the code arrives and is run while the button is still held down
  const loaded = page.waitForResponse(/\/user-menu-dropdown-[^/]*\.js$/);
  release();
  await loaded;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await page.mouse.up();
  await expect(page.getByRole('menuitem', { name: /账户设置/ })).toBeVisible();
  await expect(userMenu).toHaveAttribute('aria-expanded', 'true');
});

test('signing out in one tab signs out the other tab', async ({ context, api }) => {
  const nickname = await nicknameOf(api);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/participants/product');
  await expect(first.getByRole('button', { name: `用户菜单：${nickname}` })).toBeVisible();
  await expect(second.getByRole('button', { name: `用户菜单：${nickname}` })).toBeVisible();
  await second.waitForLoadState('networkidle');

  await clickSignOut(first, nickname);
  await expect(first.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toBeVisible();

  // The second tab, on a protected page, leaves it as the first did (a chosen sign-out goes home; only a session
  // the server ended sends a tab to sign in again) and shows no user any more.
  await expect(second).toHaveURL((url) => url.pathname === '/');
  await expect(second.getByRole('button', { name: /^用户菜单：/ })).toHaveCount(0);
  await expect(second.getByText(nickname)).toHaveCount(0);
  expect(await readStoredSession(second)).toEqual({ token: undefined, tenantId: undefined });
});

/** A tenant id the user does not belong to (as if taken off it since choosing it): the server refuses it everywhere. */
const GONE_TENANT = '00000000-0000-4000-8000-00000000dead';

test.describe('a refused tenant', () => {
  // stored before the first page loads: set later, it races the page's own first requests (and their recovery)
  test.use({
    storageState: async ({ baseURL }, use) =>
      use({
        cookies: [],
        origins: [
          {
            origin: new URL(baseURL ?? '').origin,
            localStorage: [
              { name: STORAGE_ROOT_KEY, value: sessionStorageValue(testToken('miaoling'), GONE_TENANT) },
            ],
          },
        ],
      }),
  });

  test('a stored tenant the user no longer belongs to is forgotten, and the user carries on in their own', async ({
    page,
    api,
    diagnostics,
  }) => {
    const user = await callApi<CurrentUser>(api, 'GET', '/basics/user', { token: testToken('miaoling') });
    const own = user.tenants.find((tenant) => tenant.roles.length > 0);
    expect(own, 'miaoling works for an approved tenant').toBeDefined();
    diagnostics.expectFailedResponse(
      (response) => response.status() === 403 && response.request().headers().tenantid === GONE_TENANT,
    );

    await page.goto('/participants');
    await expect(page.locator('h1')).toHaveText('工作台');
    await expect(page.getByRole('banner').getByText(own?.tenantName ?? '')).toBeVisible();
    await expect.poll(async () => (await readStoredSession(page)).tenantId).toBe(own?.tenantId);
    // nothing to tell the user: no error toast, no sign-out
    await expect(page.getByText('您不属于所选的入驻主体')).toHaveCount(0);
    expect((await readStoredSession(page)).token).toBeDefined();
  });
});
