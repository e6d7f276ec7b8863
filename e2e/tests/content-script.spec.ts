import { randomUUID } from 'node:crypto';
import { apiData, NEWS_INFO, type NewsDetail, openDatabase } from './content-support.ts';
import { expect, test } from './support.ts';

const NORMAL_PARAGRAPH = '这是一段正常的段落：植入的脚本不应执行，正文照常显示。';

/**
 * Rich text is sanitised when it is written (the server) and again when it is shown (DOMPurify in rich-text.tsx).
 * This news row goes straight into the database, past the first defence, to check the second one.
 */
const PLANTED_CONTENT = [
  `<p class="e2e-normal">${NORMAL_PARAGRAPH}</p>`,
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned=2">',
  '<p><a href="javascript:window.__pwned=3">点此</a></p>',
].join('');

declare global {
  interface Window {
    __pwned?: number;
  }
}

test('a script planted in a news body does not run on its detail page', async ({ page, diagnostics }) => {
  const db = await openDatabase();
  const marker = randomUUID().slice(0, 8);
  let newsId: string | undefined;
  try {
    // Published long ago, so that it is the last of every list: the lists the other tests page through stay as
    // they are while this row exists.
    const inserted = await db.query<{ id: string }>(
      `insert into news (category, title, summary, cover_url, content, source, author, status, published_at, views)
       values ('notice', $1, $2, null, $3, 'E2E', 'E2E', 'published', now() - interval '20 years', 0)
       returning id`,
      [`E2E 脚本防护检查 ${marker}`, `植入脚本的资讯 ${marker}，检查展示时的清理。`, PLANTED_CONTENT],
    );
    newsId = inserted.rows[0]?.id;
    if (!newsId) throw new Error('the news row was not inserted');
    const id = newsId;

    // The broken image asks the server for `x` next to the page; whatever it answers, that is expected here.
    diagnostics.expectFailedResponse((response) => new URL(response.url()).pathname === '/x');
    // The page's CSP (script-src-attr 'none') reports the onerror attribute as soon as DOMPurify parses the body
    // in its inert document: a refusal, logged as a console error, not a handler that ran.
    diagnostics.expectConsoleError(
      (text) =>
        text.startsWith('Executing inline event handler violates') && text.includes('script-src-attr'),
    );

    const detailLoad = apiData<NewsDetail>(page, NEWS_INFO, (params) => params.newsId === id);
    await page.goto(`/infomationDetail?newsId=${id}`);
    const detail = await detailLoad;
    // The API hands out the body as stored: only the page stands between the script and the visitor.
    expect(detail.content).toContain('<script>');
    expect(detail.content).toContain('onerror=');

    await expect(page.locator('h1')).toHaveText(`E2E 脚本防护检查 ${marker}`);
    const body = page.locator('article .article__body');
    await expect(body.getByText(NORMAL_PARAGRAPH)).toBeVisible();
    const link = body.getByText('点此', { exact: true });
    await expect(link).toBeVisible();
    await link.click();
    // An onerror handler or a javascript: link would have run by now; there is no event to wait for.
    await page.waitForTimeout(500);

    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.locator('[onerror]')).toHaveCount(0);
    await expect(body.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/infomationDetail' && url.search.includes(id));
    await expect(page.locator('h1')).toHaveText(`E2E 脚本防护检查 ${marker}`);
  } finally {
    if (newsId) await db.query('delete from news where id = $1', [newsId]);
    await db.end();
  }
});
