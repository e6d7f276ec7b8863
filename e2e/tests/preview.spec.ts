import { editorial, NOBODY } from './editorial-support.ts';
import { expect, keepScreenshot, test } from './support.ts';

/**
 * A preview link of a draft (issue 20). Nothing is published, so unlike the other editorial specs this one runs beside
 * the specs that compare the public lists with the API.
 */

test.describe('preview links (bianji)', () => {
  test.use({ signedInAs: 'bianji' });

  test('a preview link opens the draft for someone not signed in, and stops working once it expires', async ({
    page,
    api,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const writer = await editorial(api, 'bianji');
    const title = `尚未发布的草稿 ${Date.now().toString(36)}`;
    const item = await writer.create(title);

    await page.goto(`/admin/content/edit?id=${item.id}`);
    await page.getByRole('button', { name: '生成预览链接' }).click();
    const link = await page.getByLabel('预览链接').inputValue();
    expect(new URL(link).pathname).toBe('/preview');

    const shortLived = await writer.previewLink(item.id, 1, 1);
    const visitor = await browser.newContext({ baseURL: baseURL ?? '', storageState: NOBODY });
    try {
      const preview = await visitor.newPage();
      const opened = await preview.goto(link);
      expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect(preview.locator('h1')).toHaveText(title);
      await expect(preview.getByText('内容预览 · 第 1 版')).toBeVisible();
      await expect(preview.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
      await keepScreenshot(preview, 'editorial-preview');

      await preview.goto(shortLived.path);
      await expect(preview.locator('h1')).toHaveText(title);
      const expiresAt = new Date(shortLived.expiresAt).getTime();
      await preview.waitForTimeout(Math.max(0, expiresAt - Date.now()) + 1_000);
      await preview.reload();
      await expect(preview.getByText('预览链接已失效', { exact: true })).toBeVisible();
      await expect(preview.locator('h1')).not.toHaveText(title);
    } finally {
      await visitor.close();
    }
    // never listed for crawlers
    expect(await (await api.get('/robots.txt')).text()).toContain('Disallow: /preview');
    expect(await (await api.get('/sitemap-news-1.xml')).text()).not.toContain(item.id);
  });
});
