import { expect, test } from './support.ts';

test('the footer shows the hotline from the platform configuration', async ({ page, platformConfig }) => {
  expect(platformConfig.hotline, 'the seeded configuration has a hotline').toBeTruthy();
  const hotline = String(platformConfig.hotline);

  await page.goto('/');
  // The page was drawn from the configuration the server read for it (not a value baked into the bundle): it arrives
  // in the data the app hydrates with (docs/decisions/032).
  const state = await page.locator('#rrsp-ssr-state').textContent();
  expect(state).toContain(`"hotline":${JSON.stringify(hotline)}`);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(hotline);
  await expect(footer.getByRole('link', { name: hotline })).toHaveAttribute(
    'href',
    `tel:${hotline.replace(/[^\d+]/g, '')}`,
  );
});

test('the footer shows sponsor and record numbers from the configuration, each label once', async ({
  page,
  platformConfig,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const field of ['sponsor', 'icpRecord', 'publicSecurityRecord', 'copyright'] as const) {
    const value = platformConfig[field];
    if (typeof value === 'string' && value) await expect(footer, field).toContainText(value);
  }
  const text = ((await footer.textContent()) ?? '').replace(/\s+/g, '');
  for (const label of ['主办单位：', '服务热线：', '地址：']) {
    expect(text.split(label).length - 1, `"${label}" appears once`).toBeLessThanOrEqual(1);
  }
});

test('the footer leads to 关于平台 and 入驻指南, and not to the developers’ API reference', async ({
  page,
  platformConfig,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '关于平台' })).toHaveAttribute('href', '/about');
  await expect(footer.getByRole('link', { name: '入驻指南' })).toHaveAttribute('href', '/guide');
  // The seeded configuration still lists /docs: the footer must not pass it on to visitors.
  await expect(footer.locator('a[href="/docs"], a[href^="/docs/"], a[href^="/docs?"]')).toHaveCount(0);
  await expect(footer.getByRole('link', { name: /接口文档/ })).toHaveCount(0);

  await footer.getByRole('link', { name: '关于平台' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于平台');
  await expect(page).toHaveTitle(`关于平台 - ${platformConfig.platformName}`);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toHaveText(/首页\s*\/\s*关于平台/);

  await page.getByRole('contentinfo').getByRole('link', { name: '入驻指南' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('入驻指南');
  await expect(page).toHaveTitle(`入驻指南 - ${platformConfig.platformName}`);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toHaveText(/首页\s*\/\s*入驻指南/);
});
