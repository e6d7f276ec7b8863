import {
  type CurrentUser,
  callApi,
  expect,
  readStoredSession,
  STORAGE_ROOT_KEY,
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

  await userMenu.click();
  const signOutCall = page.waitForResponse((response) => response.url().includes('/basics/loginout'));
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  expect((await signOutCall).status()).toBe(200);

  await expect(banner.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await expect(banner.getByText(nickname)).toHaveCount(0);
  await expect(banner.getByRole('button', { name: /^用户菜单：/ })).toHaveCount(0);
  expect(await readStoredSession(page)).toEqual({ token: undefined, tenantId: undefined });

  // Still signed out after a reload: the token is really gone from storage.
  await page.reload();
  await expect(banner.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_ROOT_KEY)).not.toContain(
    'test:',
  );
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

  await first.getByRole('button', { name: `用户菜单：${nickname}` }).click();
  await first.getByRole('menuitem', { name: /退出登录/ }).click();
  await expect(first.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toBeVisible();

  // The second tab, on a protected page, leaves it as the first did (a chosen sign-out goes home; only a session
  // the server ended sends a tab to sign in again) and shows no user any more.
  await expect(second).toHaveURL((url) => url.pathname === '/');
  await expect(second.getByRole('button', { name: /^用户菜单：/ })).toHaveCount(0);
  await expect(second.getByText(nickname)).toHaveCount(0);
  expect(await readStoredSession(second)).toEqual({ token: undefined, tenantId: undefined });
});
