import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import {
  apiData,
  CONTENT_KINDS,
  type ContentDetail,
  type ContentKind,
  type ContentSummary,
  chinaDate,
  contentListAnswer,
  firstParagraph,
  NEWS_INFO,
  NEWS_LIST,
  type NewsDetail,
  type NewsSummary,
  newsListAnswer,
  type PageOf,
  waitForAppToStart,
} from './content-support.ts';
import { callApi, escapeRegExp, expect, keepScreenshot, LAYOUT_MARKER, test } from './support.ts';

/** apps/web/src/hooks/use-meta-description.ts */
const descriptionOf = (summary: string) => summary.replace(/\s+/g, ' ').trim().slice(0, 160);

const metaDescription = (page: Page) => page.locator('head meta[name="description"]');

/** The side panel's QR code is a PNG data URL that decodes to a picture. */
const expectQrCode = async (page: Page, noun: string) => {
  const qr = page.getByRole('img', { name: `本${noun}页面的二维码，用手机扫描即可打开` });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
};

/** 复制链接 puts the page's address on the clipboard and says so. */
const expectCopyLink = async (page: Page) => {
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.locator('.ant-message [role="alert"]')).toHaveText('链接已复制，可粘贴发送给他人');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
};

test.describe('detail pages', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a news item opened from the list: title, meta line, body, QR code, 复制链接, previous and next', async ({
    page,
    api,
    platformConfig,
  }) => {
    await page.goto('/home/infomation');
    await waitForAppToStart(page);
    // The list the server drew: what the API answers the page's first call.
    const list = await newsListAnswer(api);
    const item = list.rows[0];
    if (!item) throw new Error('no news');
    await expect(page.locator('.news-row__title')).toHaveText(list.rows.map((row) => row.title));

    const detailLoad = apiData<NewsDetail>(page, NEWS_INFO, (params) => params.newsId === item.newsId);
    await page.locator('.news-row__link').filter({ hasText: item.title }).click();
    const news = await detailLoad;
    await expect(page).toHaveURL(
      (url) => url.pathname === '/infomationDetail' && url.searchParams.get('newsId') === item.newsId,
    );

    const article = page.locator('article.article');
    await expect(page.locator('h1')).toHaveText(news.title);
    await expect(page).toHaveTitle(`${news.title} - ${platformConfig.platformName}`);
    await expect(article.locator('.content-tag')).toHaveText(news.categoryName);
    const meta = article.locator('.meta-line');
    await expect(meta).toContainText(`来源：${news.source}`);
    if (news.author) await expect(meta).toContainText(`作者：${news.author}`);
    await expect(meta).toContainText(`发布时间：${chinaDate(news.publishedAt)}`);
    await expect(meta).toContainText(/浏览 [\d,]+ 次/);
    await expect(article.locator('.article__lead')).toHaveText(news.summary);
    const body = article.locator('.article__body');
    await expect(body).toBeVisible();
    await expect(body).toContainText(firstParagraph(news.content));
    await expect(metaDescription(page)).toHaveAttribute('content', descriptionOf(news.summary));

    await expectQrCode(page, '资讯');
    await expectCopyLink(page);
    await keepScreenshot(page, 'content-news-detail');

    // 上一篇 / 下一篇: the same category, newest first.
    const neighbours = page.getByRole('navigation', { name: '上一篇与下一篇' });
    const step = news.next ? 'next' : 'previous';
    const neighbour = news[step];
    if (!neighbour) throw new Error('a news item without neighbours');
    await expect(neighbours.locator(`a[rel="${step === 'next' ? 'next' : 'prev'}"]`)).toHaveText(
      neighbour.title,
    );
    const neighbourLoad = apiData<NewsDetail>(page, NEWS_INFO, (params) => params.newsId === neighbour.id);
    await neighbours.getByRole('link', { name: neighbour.title }).click();
    const other = await neighbourLoad;
    await expect(page).toHaveURL((url) => url.searchParams.get('newsId') === neighbour.id);
    await expect(page.locator('h1')).toHaveText(other.title);
    await expect(page).toHaveTitle(`${other.title} - ${platformConfig.platformName}`);
    await expect(metaDescription(page)).toHaveAttribute('content', descriptionOf(other.summary));
    expect(other.category).toBe(news.category);
    // And back the other way to the first item.
    const back = step === 'next' ? other.previous : other.next;
    expect(back?.id).toBe(news.newsId);
    await neighbours.getByRole('link', { name: news.title }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('newsId') === news.newsId);
    await expect(page.locator('h1')).toHaveText(news.title);
  });

  for (const kind of ['solution', 'case'] as const) {
    const words = CONTENT_KINDS[kind];
    test(`a ${kind} opened from ${words.listPath}: meta line, tags, body, QR code, neighbours and related ${words.noun}`, async ({
      page,
      api,
      platformConfig,
    }) => {
      await page.goto(words.listPath);
      await waitForAppToStart(page);
      // The list the server drew: what the API answers the page's first call.
      const list = await contentListAnswer(api, kind);
      const item = list.rows[0];
      if (!item) throw new Error(`no ${kind}`);
      await expect(page.locator('.list-card .content-card__title')).toHaveText(
        list.rows.map((row) => row.title),
      );

      const detailLoad = apiData<ContentDetail>(page, words.detail, (params) => params.id === item.id);
      await page.locator('.content-card__link').filter({ hasText: item.title }).click();
      const detail = await detailLoad;
      await expect(page).toHaveURL(
        (url) => url.pathname === words.detailPath && url.searchParams.get('id') === item.id,
      );
      await checkContentArticle(page, kind, detail, platformConfig.platformName);
      await expectQrCode(page, words.noun);
      await expectCopyLink(page);
      await keepScreenshot(page, `content-${kind}-detail`);

      // 上一个 / 下一个
      const neighbours = page.getByRole('navigation', { name: '上一个与下一个' });
      const neighbour = detail.next ?? detail.previous;
      if (!neighbour) throw new Error(`a ${kind} without neighbours`);
      const neighbourLoad = apiData<ContentDetail>(
        page,
        words.detail,
        (params) => params.id === neighbour.id,
      );
      await neighbours.getByRole('link', { name: neighbour.title }).click();
      const other = await neighbourLoad;
      await expect(page).toHaveURL((url) => url.searchParams.get('id') === neighbour.id);
      await checkContentArticle(page, kind, other, platformConfig.platformName);

      // 相关方案 / 相关案例: up to four, each a link to its page.
      await page.goBack();
      await expect(page.locator('h1')).toHaveText(detail.title);
      expect(detail.related.length, `related ${kind}s`).toBeGreaterThan(0);
      const related = page.locator('section[aria-labelledby="related-title"]');
      await expect(related.getByRole('heading')).toHaveText(`相关${words.noun}`);
      const shown = detail.related.slice(0, 4);
      await expect(related.locator('.related-list__title')).toHaveText(shown.map((other) => other.title));
      await expect(related.locator('.related-list__meta')).toHaveText(
        shown.map((other) => `${other.providerName} · ${other.regionName}`),
      );
      const target = shown[0];
      if (!target) throw new Error('no related item');
      const relatedLoad = apiData<ContentDetail>(page, words.detail, (params) => params.id === target.id);
      await related.getByRole('link', { name: new RegExp(`^${escapeRegExp(target.title)}`) }).click();
      const relatedDetail = await relatedLoad;
      await expect(page).toHaveURL(
        (url) => url.pathname === words.detailPath && url.searchParams.get('id') === target.id,
      );
      await checkContentArticle(page, kind, relatedDetail, platformConfig.platformName);
    });
  }
});

/** Title, document title, meta line, tags, cover, lead and body of a solution or case. */
const checkContentArticle = async (
  page: Page,
  kind: ContentKind,
  item: ContentDetail,
  platformName: string,
) => {
  const words = CONTENT_KINDS[kind];
  const article = page.locator('article.article');
  await expect(page.locator('h1')).toHaveText(item.title);
  await expect(page).toHaveTitle(`${item.title} - ${platformName}`);
  await expect(article.locator('.content-tag')).toHaveText(item.className);
  const meta = article.locator('.meta-line');
  await expect(meta).toContainText(`${words.provider}：${item.providerName}`);
  await expect(meta).toContainText(`地区：${item.regionName}`);
  await expect(meta).toContainText(`发布时间：${chinaDate(item.publishedAt)}`);
  await expect(meta).toContainText(/浏览 [\d,]+ 次/);
  await expect(article.getByRole('list', { name: `${words.noun}标签` }).getByRole('listitem')).toHaveText(
    item.tags,
  );
  if (item.coverUrl)
    await expect(article.locator('.article__cover img')).toHaveAttribute('src', item.coverUrl);
  await expect(article.locator('.article__lead')).toHaveText(`${words.noun}简介：${item.summary}`);
  const body = article.locator('.article__body');
  await expect(body).toBeVisible();
  await expect(body).toContainText(firstParagraph(item.content));
  await expect(metaDescription(page)).toHaveAttribute('content', descriptionOf(item.summary));
};

const NOT_FOUND = [
  {
    kind: 'news',
    path: '/infomationDetail',
    param: 'newsId',
    list: '/home/infomation',
    heading: '没有找到这条资讯',
    title: '没有找到这条资讯',
    noun: '资讯',
    listTitle: '资讯动态',
  },
  {
    kind: 'solution',
    path: '/solutionDetail',
    param: 'id',
    list: '/home/solution',
    heading: '没有找到这个方案',
    title: '没有找到这个方案',
    noun: '方案',
    listTitle: '解决方案',
  },
  {
    kind: 'case',
    path: '/caseDetail',
    param: 'id',
    list: '/home/case',
    heading: '没有找到这个案例',
    title: '没有找到这个案例',
    noun: '案例',
    listTitle: '合作案例',
  },
] as const;

for (const item of NOT_FOUND) {
  test(`${item.path} with an unknown id shows the not-found state inside the layout, with 返回列表`, async ({
    page,
    platformConfig,
    diagnostics,
  }) => {
    const unknown = randomUUID();
    // The detail call answers 404 for an id no item has: expected here.
    const isDetailCall = (response: Response) =>
      response.request().resourceType() === 'fetch' &&
      (response.url().includes(unknown) || (response.request().postData() ?? '').includes(unknown));
    // The page itself answers 404 too, for an unknown or a malformed id: the server renders the missing item's page
    // (docs/decisions/017).
    const isPageLoad = (response: Response) =>
      response.request().isNavigationRequest() &&
      (response.url().includes(unknown) || response.url().endsWith('=not-an-id'));
    diagnostics.expectFailedResponse(
      (response) => response.status() === 404 && (isDetailCall(response) || isPageLoad(response)),
    );
    const detailCall = page.waitForResponse(isDetailCall);
    const pageLoad = await page.goto(`${item.path}?${item.param}=${unknown}`);
    expect(pageLoad?.status()).toBe(404);
    expect((await detailCall).status()).toBe(404);

    await expect(page.locator(LAYOUT_MARKER.main)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('h1')).toHaveText(item.heading);
    await expect(page.getByText(`该${item.noun}可能已下线，或链接不完整。`)).toBeVisible();
    await expect(page).toHaveTitle(`${item.title} - ${platformConfig.platformName}`);
    await expect(page.getByRole('button', { name: /复制链接/ })).toHaveCount(0);

    await page.getByRole('button', { name: '返回列表' }).click();
    await expect(page).toHaveURL((url) => url.pathname === item.list);
    await expect(page.locator('h1')).toHaveText(item.listTitle);

    // A malformed id never reaches the server: the same state, saying the link is wrong.
    await page.goto(`${item.path}?${item.param}=not-an-id`);
    await expect(page.locator('h1')).toHaveText(item.heading);
    await expect(page.getByText(`链接中的${item.noun}编号有误`)).toBeVisible();
    await expect(page.getByRole('button', { name: '返回列表' })).toBeVisible();
  });
}

const firstRow = async <T>(api: APIRequestContext, url: string): Promise<T> => {
  const page = await callApi<PageOf<T>>(api, 'POST', url, { body: { pageNum: 1, pageSize: 1 } });
  const [row] = page.rows;
  if (!row) throw new Error(`${url}: no rows`);
  return row;
};

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const kind of ['news', 'solution', 'case'] as const) {
    test(`the ${kind} detail page: one column, no QR code, 复制链接, 44 px tap targets, no horizontal scroll`, async ({
      page,
      api,
    }) => {
      // The newest item of the public list.
      const href =
        kind === 'news'
          ? `/infomationDetail?newsId=${(await firstRow<NewsSummary>(api, NEWS_LIST)).newsId}`
          : `${CONTENT_KINDS[kind].detailPath}?id=${(await firstRow<ContentSummary>(api, `${CONTENT_KINDS[kind].base}/pcQuerySolutionNoRole`)).id}`;
      await page.goto(href);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.article__body')).toBeVisible();
      // The reader holds the phone already: no code to scan, but the link can still be passed on.
      await expect(page.getByRole('heading', { name: '分享本页' })).toBeVisible();
      await expect(page.getByRole('img', { name: /页面的二维码/ })).toHaveCount(0);
      await expect(page.getByText('手机扫码阅读')).toBeHidden();
      await expect(page.getByRole('button', { name: '复制链接' })).toBeVisible();
      await page.waitForLoadState('networkidle');

      // The side panel follows the article instead of standing beside it.
      const article = await page.locator('.detail-layout__main').boundingBox();
      const aside = await page.locator('.detail-layout__aside').boundingBox();
      expect(aside?.y ?? 0, 'side panel below the article').toBeGreaterThanOrEqual(
        (article?.y ?? 0) + (article?.height ?? 0),
      );

      // LOOK.md: tap targets of 44 px (links inside the article's own text excepted).
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button')]
          .filter((element) => !element.closest('.rich-text'))
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0 && (box.height < 44 || box.width < 44))
          .map(
            ({ element, box }) =>
              `${element.textContent?.trim() || element.getAttribute('aria-label')} ${box.width}×${box.height}`,
          ),
      );
      expect(small, 'links and buttons smaller than 44 px').toEqual([]);

      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.viewport).toBe(390);
      expect(widths.document, 'document scroll width').toBeLessThanOrEqual(390);
      expect(widths.body, 'body scroll width').toBeLessThanOrEqual(390);
      await keepScreenshot(page, `content-${kind}-detail-390`);
    });
  }
});
