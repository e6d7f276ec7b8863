import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR } from '../environment.ts';
import { submitPasswordSignIn } from './identity-support.ts';
import { expect, keepScreenshot, LAYOUT_MARKER, test } from './support.ts';

/** A demo account's password, as the seed printed it once into DATA_DIR/demo-accounts.txt (decision 003). */
const demoPassword = async (username: string): Promise<string> => {
  const text = await readFile(path.join(DATA_DIR, 'demo-accounts.txt'), 'utf8');
  const password = new RegExp(`^\\s*${username}\\s+密码 (\\S+)`, 'm').exec(text)?.[1];
  if (!password) throw new Error(`no demo password for ${username}`);
  return password;
};

test.describe('a participant (miaoling)', () => {
  test.use({ signedInAs: 'miaoling' });

  test('is refused a servant page with a reason, and taken to their own area', async ({ page }) => {
    await page.goto('/servant/service');
    // shown inside the servant layout, at the address asked for, with a heading that says why
    await expect(page.locator(LAYOUT_MARKER.servant)).toBeVisible();
    await expect(page.locator('h1')).toHaveText('此页面属于服务商工作台');
    await expect(page.getByText(/雷山县苗岭茶叶种植专业合作社.*参与主体/)).toBeVisible();
    await expect(page).toHaveTitle(/^无法访问此页面/);
    await keepScreenshot(page, 'access-participant-refused-servant-page');
    await page.getByRole('button', { name: '前往我的工作台' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/participants');
    await expect(page.locator('h1')).toHaveText('工作台');
  });

  test('sees only the menu entries of pages their role may open', async ({ page }) => {
    await page.goto('/participants');
    const menu = page.getByRole('complementary', { name: '参与主体工作台' });
    for (const name of ['工作台', '产品', '服务', '方案与案例', '入驻', '数据中心', '账户']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /发布服务/ })).toBeVisible();
  });
});

test.describe('a service provider (qiannongyun)', () => {
  test.use({ signedInAs: 'qiannongyun' });

  test('is refused a participant-only page, and its menu has no product entry', async ({ page }) => {
    await page.goto('/participants/product');
    await expect(page.locator('h1')).toHaveText('此页面属于参与主体工作台');
    await page.getByRole('button', { name: '前往我的工作台' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/servant');
    const menu = page.getByRole('complementary', { name: '服务商工作台' });
    await expect(menu.getByRole('link', { name: '服务', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: '产品', exact: true })).toHaveCount(0);
  });
});

test.describe('a signed-in user without a settled tenant (cunmin)', () => {
  test.use({ signedInAs: 'cunmin' });

  test('sees how to settle on the workbench, and no publish shortcut', async ({ page }) => {
    await page.goto('/participants');
    await expect(page.getByText('完成主体入驻，开始使用平台服务')).toBeVisible();
    await expect(page.getByRole('link', { name: /申请入驻/ })).toHaveAttribute(
      'href',
      '/participants/settled',
    );
    await expect(page.getByRole('link', { name: /发布服务/ })).toHaveCount(0);
    const menu = page.getByRole('complementary', { name: '参与主体工作台' });
    await expect(menu.getByRole('link', { name: '数据中心', exact: true })).toHaveCount(0);
    await keepScreenshot(page, 'access-unsettled-workbench');
  });

  test('opening a page that needs a settled tenant is told to settle first', async ({ page }) => {
    await page.goto('/participants/service/publish');
    await expect(page.locator('h1')).toHaveText('完成主体入驻后才能使用此功能');
    await page.getByRole('button', { name: '申请入驻' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/participants/settled');
  });
});

test.describe('an operator (yunying)', () => {
  test('lands in the operator area after signing in, never in settlement', async ({ page }) => {
    await page.goto('/entry');
    await submitPasswordSignIn(page, 'yunying', await demoPassword('yunying'));
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
    await expect(page.locator('h1')).toHaveText('运营工作台');
    await expect(page.getByRole('complementary', { name: '平台运营' })).toBeVisible();
    await expect(page.getByText('平台概况')).toBeVisible();
    await expect(page.getByText('入驻主体', { exact: true })).toBeVisible();
    await keepScreenshot(page, 'access-operator-shell');
    // the header's 工作台 leads back here, and a tenant page explains it is not for an operator
    await page.goto('/participants/settled');
    await expect(page.locator('h1')).toHaveText('此页面面向入驻主体，运营账号无需使用');
    await page.getByRole('button', { name: '前往运营工作台' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
  });
});

test.describe('an operator of content only (bianji)', () => {
  test.use({ signedInAs: 'bianji' });

  test('sees no review queue and is told which role a queue needs', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.locator('h1')).toHaveText('运营工作台');
    const menu = page.getByRole('complementary', { name: '平台运营' });
    await expect(menu.getByRole('link', { name: '运营工作台' })).toBeVisible();
    for (const queue of ['入驻审核', '产品服务审核', '举报处理']) {
      await expect(menu.getByRole('link', { name: new RegExp(queue) })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(queue) })).toHaveCount(0);
    }
    await keepScreenshot(page, 'access-content-operator-home');
    await page.goto('/admin/settlement');
    await expect(page.locator('h1')).toHaveText('此页面需要「入驻与上架审核」角色');
    await keepScreenshot(page, 'access-content-operator-refused');
    await expect(page.getByText('请联系超级管理员授权')).toBeVisible();
    await page.getByRole('button', { name: '前往运营工作台' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
  });
});

test('a visitor asking for the operator area is sent to sign in and back', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/entry' && url.searchParams.get('redirect') === '/admin',
  );
});

test('an unknown path answers 404 with the portal’s own 404 page', async ({ page, diagnostics }) => {
  diagnostics.expectFailedResponse(
    (response) => response.status() === 404 && response.request().isNavigationRequest(),
  );
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('页面不存在');
});
