import { NEWS_LIST, type NewsSummary, type PageOf } from './content-support.ts';
import { callApi, expect, LAYOUT_MARKER, test } from './support.ts';

/**
 * What a crawler or a share card reads (docs/decisions/017): the public pages come as HTML with their text in it,
 * drawn by the app's own components, which the browser then takes over (docs/decisions/032).
 */

const newestNews = async (api: Parameters<typeof callApi>[0]) => {
  const list = await callApi<PageOf<NewsSummary>>(api, 'POST', NEWS_LIST, {
    body: { pageNum: 1, pageSize: 1 },
  });
  const item = list.rows[0];
  if (!item) throw new Error('no news');
  return item;
};

test('a news detail carries its title and text without JavaScript, and the app takes the same page over', async ({
  api,
  browser,
  page,
  platformConfig,
}) => {
  const item = await newestNews(api);
  const href = `/infomationDetail?newsId=${item.newsId}`;

  // as curl or Baidu's spider asks: no JavaScript, no Accept: text/html
  const html = await (await api.get(href, { headers: { accept: '*/*' } })).text();
  expect(html).toContain(`<title>${item.title} - ${platformConfig.platformName}</title>`);
  expect(html).toContain('<meta property="og:type" content="article">');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/infomationDetail\?newsId=/);
  expect(html).toContain(`>${item.title}</h1>`);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto(href);
    await expect(plain.locator('article.article h1')).toHaveText(item.title);
    await expect(plain.locator('.article__body')).toHaveText(/\S/);
    await expect(plain.getByRole('link', { name: '资讯动态' }).first()).toHaveAttribute(
      'href',
      '/home/infomation',
    );
  } finally {
    await noScript.close();
  }

  await page.goto(href);
  // the app takes this markup over rather than drawing it again (hydration.spec.ts)
  await expect(page.locator('article.article h1')).toHaveText(item.title);
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  await expect(page.locator(LAYOUT_MARKER.main)).toHaveCount(1);
  await expect(page).toHaveTitle(`${item.title} - ${platformConfig.platformName}`);
});

test('robots.txt points at a sitemap that lists the news', async ({ api }) => {
  const item = await newestNews(api);
  const robots = await (await api.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /participants');
  const sitemap = /Sitemap: (\S+)/.exec(robots)?.[1];
  expect(sitemap).toBeDefined();
  const index = await (await api.get(new URL(sitemap ?? '').pathname)).text();
  const newsFiles = [...index.matchAll(/<loc>([^<]*sitemap-news-\d+\.xml)<\/loc>/g)].map(
    (match) => match[1] ?? '',
  );
  expect(newsFiles.length).toBeGreaterThan(0);
  const files = await Promise.all(
    newsFiles.map(async (file) => (await api.get(new URL(file).pathname)).text()),
  );
  expect(files.join('')).toContain(`infomationDetail?newsId=${item.newsId}</loc>`);
});
