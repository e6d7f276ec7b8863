import { escapeRegExp, expect, LAYOUT_MARKER, test } from './support.ts';

for (const unknown of ['/this-page-does-not-exist', '/home/infomation/no-such-page?x=1']) {
  test(`unknown path ${unknown} shows the 404 page inside the main layout`, async ({
    page,
    platformConfig,
    diagnostics,
  }) => {
    // The server knows the portal's pages (the contract's page table): this one answers 404, with the portal.
    diagnostics.expectFailedResponse(
      (response) => response.status() === 404 && response.request().isNavigationRequest(),
    );
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
    await page.waitForLoadState('networkidle');
    await expect(page.locator(LAYOUT_MARKER.main)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');
    // The portal's own picture in its palette, not antd's default 404 image.
    await expect(page.getByRole('img', { name: /此路不通/ })).toBeVisible();
    await expect(page.locator('.ant-result-image')).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^页面不存在.*${escapeRegExp(platformConfig.platformName)}$`));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('button', { name: /返回首页/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page).toHaveTitle(platformConfig.platformName);
  });
}
