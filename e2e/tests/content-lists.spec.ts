import type { Page } from '@playwright/test';
import {
  activeTab,
  apiData,
  CONTENT_KINDS,
  CONTENT_PAGE_SIZE,
  type ContentSummary,
  chinaDate,
  contentClassesAnswer,
  contentListAnswer,
  expectPager,
  keywordFrom,
  NEWS_LIST,
  NEWS_PAGE_SIZE,
  type NewsSummary,
  newsListAnswer,
  type PageOf,
  pagerLink,
  waitForAppToStart,
} from './content-support.ts';
import { expect, keepScreenshot, test } from './support.ts';

/** The list's state as the URL query holds it (apps/web/src/lib/list-query.ts). */
const queryOf = (page: Page): Record<string, string> => Object.fromEntries(new URL(page.url()).searchParams);

const DAY = 86_400_000;

test.describe('资讯动态 /home/infomation', () => {
  const newsTitles = (page: Page) => page.locator('.news-row__title');
  const searchBox = (page: Page) => page.getByRole('searchbox', { name: '搜索资讯' });

  test('a category tab and a keyword filter the list; a reload shows the same filtered page', async ({
    page,
    api,
  }) => {
    await page.goto('/home/infomation');
    await waitForAppToStart(page);
    const all = await newsListAnswer(api);
    expect(all.total, 'seeded news').toBeGreaterThanOrEqual(63);
    await expect(newsTitles(page)).toHaveText(all.rows.map((row) => row.title));
    await expectPager(page, all.total, 1);
    await expect(activeTab(page)).toHaveText('全部');

    // 政策解读
    const byCategory = apiData<PageOf<NewsSummary>>(
      page,
      NEWS_LIST,
      (params) => params.category === 'policy' && !params.keyword,
    );
    await page.getByRole('tab', { name: '政策解读', exact: true }).click();
    const policy = await byCategory;
    expect(policy.total).toBeGreaterThan(1);
    expect(policy.rows.every((row) => row.category === 'policy')).toBe(true);
    await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'policy');
    await expect(activeTab(page)).toHaveText('政策解读');
    await expect(newsTitles(page)).toHaveText(policy.rows.map((row) => row.title));
    await expect(page.locator('.news-row .content-tag')).toHaveText(policy.rows.map(() => '政策解读'));
    await expectPager(page, policy.total, 1);

    // A keyword from the second title on screen.
    const title = (await newsTitles(page).nth(1).textContent()) ?? '';
    const keyword = keywordFrom(title);
    const bySearch = apiData<PageOf<NewsSummary>>(
      page,
      NEWS_LIST,
      (params) => params.category === 'policy' && params.keyword === keyword,
    );
    await searchBox(page).fill(keyword);
    await searchBox(page).press('Enter');
    const found = await bySearch;
    expect(found.rows.map((row) => row.title)).toContain(title);
    for (const row of found.rows) {
      expect(row.category).toBe('policy');
      expect(`${row.title} ${row.summary}`, 'a row the keyword matches').toContain(keyword);
    }
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === keyword);
    expect(queryOf(page)).toEqual({ category: 'policy', keyword });
    await expect(newsTitles(page)).toHaveText(found.rows.map((row) => row.title));
    await expect(page.locator('.list-results__summary')).toHaveText(`找到 ${found.total} 条相关资讯`);
    await expectPager(page, found.total, 1);

    // The server draws the reloaded page from the same call: it shows exactly what the API answers the URL's filter.
    await page.reload();
    const again = await newsListAnswer(api, { category: 'policy', keyword });
    expect(again.total).toBe(found.total);
    expect(queryOf(page)).toEqual({ category: 'policy', keyword });
    await expect(newsTitles(page).first()).toHaveText(found.rows[0]?.title ?? '');
    await expect(newsTitles(page)).toHaveText(again.rows.map((row) => row.title));
    await expect(activeTab(page)).toHaveText('政策解读');
    await expect(searchBox(page)).toHaveValue(keyword);
    await expectPager(page, again.total, 1);
    await keepScreenshot(page, 'content-news-list-filtered');
  });

  test('page 2 of the whole list is in the URL, survives a reload, and Back returns to page 1', async ({
    page,
    api,
  }) => {
    await page.goto('/home/infomation');
    await waitForAppToStart(page);
    const first = await newsListAnswer(api);
    expect(first.total).toBeGreaterThan(NEWS_PAGE_SIZE * 2);
    await expect(newsTitles(page)).toHaveCount(NEWS_PAGE_SIZE);
    await expectPager(page, first.total, 1);

    const secondLoad = apiData<PageOf<NewsSummary>>(page, NEWS_LIST, (params) => params.pageNum === 2);
    await pagerLink(page, 2).click();
    const second = await secondLoad;
    expect(second.rows).toHaveLength(NEWS_PAGE_SIZE);
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    expect(queryOf(page)).toEqual({ page: '2' });
    await expect(newsTitles(page)).toHaveText(second.rows.map((row) => row.title));
    await expectPager(page, second.total, 2);
    // No row of page 1 again on page 2.
    const firstIds = new Set(first.rows.map((row) => row.newsId));
    expect(second.rows.some((row) => firstIds.has(row.newsId))).toBe(false);

    await page.reload();
    const again = await newsListAnswer(api, { pageNum: 2 });
    await expect(newsTitles(page).first()).toHaveText(second.rows[0]?.title ?? '');
    await expect(newsTitles(page)).toHaveText(again.rows.map((row) => row.title));
    await expect(activeTab(page)).toHaveText('全部');
    await expect(searchBox(page)).toHaveValue('');
    await expectPager(page, again.total, 2);

    // A page turn is a history entry: Back shows page 1 again.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/home/infomation' && url.search === '');
    await expect(newsTitles(page).first()).toHaveText(first.rows[0]?.title ?? '');
    await expectPager(page, first.total, 1);
  });

  test('a date range chosen in the RangePicker keeps only news published inside it, also after a reload', async ({
    page,
    api,
  }) => {
    const now = Date.now();
    const start = chinaDate(now - 60 * DAY);
    const end = chinaDate(now - 20 * DAY);
    await page.goto('/home/infomation');
    await waitForAppToStart(page);
    const all = await newsListAnswer(api);
    await expect(newsTitles(page)).toHaveText(all.rows.map((row) => row.title));

    const byDates = apiData<PageOf<NewsSummary>>(
      page,
      NEWS_LIST,
      (params) => params.startDate === start && params.endDate === end,
    );
    const startInput = page.getByPlaceholder('发布开始日期');
    const endInput = page.getByPlaceholder('发布结束日期');
    await startInput.click();
    await startInput.fill(start);
    await startInput.press('Enter');
    await expect(endInput).toBeFocused();
    await endInput.fill(end);
    await endInput.press('Enter');
    const ranged = await byDates;
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.total).toBeLessThan(all.total);
    for (const row of ranged.rows) {
      const day = chinaDate(row.publishedAt);
      expect(day >= start && day <= end, `${row.title} published ${day}`).toBe(true);
    }
    await expect(page).toHaveURL((url) => url.searchParams.get('end') === end);
    expect(queryOf(page)).toEqual({ start, end });
    await expect(newsTitles(page)).toHaveText(ranged.rows.map((row) => row.title));
    // The dates the rows show are inside the range too.
    await expect(page.locator('.news-row time')).toHaveText(
      ranged.rows.map((row) => chinaDate(row.publishedAt)),
    );
    await expect(page.locator('.list-results__summary')).toHaveText(`找到 ${ranged.total} 条相关资讯`);
    await expectPager(page, ranged.total, 1);

    await page.reload();
    const again = await newsListAnswer(api, { startDate: start, endDate: end });
    expect(again.total).toBe(ranged.total);
    await expect(startInput).toHaveValue(start);
    await expect(endInput).toHaveValue(end);
    await expect(newsTitles(page).first()).toHaveText(ranged.rows[0]?.title ?? '');
    await expect(newsTitles(page)).toHaveText(again.rows.map((row) => row.title));
    await expectPager(page, again.total, 1);
  });

  test('start and end in the URL filter by date, with the page number', async ({ page, api }) => {
    const now = Date.now();
    const start = chinaDate(now - 300 * DAY);
    const end = chinaDate(now - 10 * DAY);
    await page.goto(`/home/infomation?${new URLSearchParams({ start, end, page: '2' }).toString()}`);
    // The page shows exactly the rows the API answers for the URL's dates and page.
    const ranged = await newsListAnswer(api, { pageNum: 2, startDate: start, endDate: end });
    expect(ranged.total).toBeGreaterThan(NEWS_PAGE_SIZE);
    expect(ranged.rows.length).toBeGreaterThan(0);
    for (const row of ranged.rows) {
      const day = chinaDate(row.publishedAt);
      expect(day >= start && day <= end, `${row.title} published ${day}`).toBe(true);
    }
    await expect(page.getByPlaceholder('发布开始日期')).toHaveValue(start);
    await expect(page.getByPlaceholder('发布结束日期')).toHaveValue(end);
    await expect(newsTitles(page)).toHaveText(ranged.rows.map((row) => row.title));
    await expectPager(page, ranged.total, 2);

    // A reversed range is a typo in the address, not a filter: the whole list.
    await page.goto(`/home/infomation?${new URLSearchParams({ start: end, end: start }).toString()}`);
    const whole = await newsListAnswer(api);
    expect(whole.total).toBeGreaterThan(ranged.total);
    await expect(page.getByPlaceholder('发布开始日期')).toHaveValue('');
    await expect(newsTitles(page)).toHaveText(whole.rows.map((row) => row.title));
    await expectPager(page, whole.total, 1);
  });
});

for (const kind of ['solution', 'case'] as const) {
  const words = CONTENT_KINDS[kind];
  const listUrl = words.list;

  test.describe(`${words.title} ${words.listPath}`, () => {
    const cardTitles = (page: Page) => page.locator('.list-card .content-card__title');
    const searchBox = (page: Page) => page.getByRole('searchbox', { name: `搜索${words.title}` });

    test('a class tab and a keyword filter the cards; a reload shows the same filtered page', async ({
      page,
      api,
    }) => {
      await page.goto(words.listPath);
      await waitForAppToStart(page);
      const [classes, all] = await Promise.all([
        contentClassesAnswer(api, kind),
        contentListAnswer(api, kind),
      ]);
      expect(all.total, `seeded ${kind}s`).toBe(20);
      await expect(cardTitles(page)).toHaveText(all.rows.map((row) => row.title));
      await expectPager(page, all.total, 1);
      await expect(page.getByRole('tab')).toHaveText([
        '全部',
        ...classes.rows.map((item) => `${item.name}（${item.itemCount}）`),
      ]);
      await expect(activeTab(page)).toHaveText('全部');

      const chosen = [...classes.rows].sort((a, b) => b.itemCount - a.itemCount)[0];
      if (!chosen) throw new Error(`no ${kind} classes`);
      const tabName = `${chosen.name}（${chosen.itemCount}）`;
      const byClass = apiData<PageOf<ContentSummary>>(
        page,
        listUrl,
        (params) => params.classId === chosen.id && !params.keyword,
      );
      await page.getByRole('tab', { name: tabName, exact: true }).click();
      const inClass = await byClass;
      expect(inClass.total, 'the tab counts the items of its class').toBe(chosen.itemCount);
      expect(inClass.rows.every((row) => row.classId === chosen.id)).toBe(true);
      await expect(page).toHaveURL((url) => url.searchParams.get('category') === chosen.id);
      await expect(activeTab(page)).toHaveText(tabName);
      await expect(cardTitles(page)).toHaveText(inClass.rows.map((row) => row.title));
      await expect(page.locator('.list-card .content-card__class')).toHaveText(
        inClass.rows.map(() => chosen.name),
      );
      await expectPager(page, inClass.total, 1);

      const title = (await cardTitles(page).first().textContent()) ?? '';
      const keyword = keywordFrom(title);
      const bySearch = apiData<PageOf<ContentSummary>>(
        page,
        listUrl,
        (params) => params.classId === chosen.id && params.keyword === keyword,
      );
      await searchBox(page).fill(keyword);
      await searchBox(page).press('Enter');
      const found = await bySearch;
      expect(found.rows.map((row) => row.title)).toContain(title);
      for (const row of found.rows) {
        expect(row.classId).toBe(chosen.id);
        // The search looks at the title, summary, provider and tags.
        expect(
          [row.title, row.summary, row.providerName, ...row.tags].join(' '),
          'a row the keyword matches',
        ).toContain(keyword);
      }
      expect(queryOf(page)).toEqual({ category: chosen.id, keyword });
      await expect(cardTitles(page)).toHaveText(found.rows.map((row) => row.title));
      await expect(page.locator('.list-results__summary')).toHaveText(
        `找到 ${found.total} 个相关${words.noun}`,
      );
      await expectPager(page, found.total, 1);

      // The server draws the reloaded page from the same call: it shows exactly what the API answers the URL's filter.
      await page.reload();
      const again = await contentListAnswer(api, kind, { classId: chosen.id, keyword });
      expect(again.total).toBe(found.total);
      expect(queryOf(page)).toEqual({ category: chosen.id, keyword });
      await expect(cardTitles(page).first()).toHaveText(found.rows[0]?.title ?? '');
      await expect(cardTitles(page)).toHaveText(again.rows.map((row) => row.title));
      await expect(activeTab(page)).toHaveText(tabName);
      await expect(searchBox(page)).toHaveValue(keyword);
      await expectPager(page, again.total, 1);
      await keepScreenshot(page, `content-${kind}-list-filtered`);
    });

    test('page 2 of the whole list is in the URL and survives a reload', async ({ page, api }) => {
      await page.goto(words.listPath);
      await waitForAppToStart(page);
      const first = await contentListAnswer(api, kind);
      expect(first.total).toBeGreaterThan(CONTENT_PAGE_SIZE);
      await expect(cardTitles(page)).toHaveCount(CONTENT_PAGE_SIZE);

      const secondLoad = apiData<PageOf<ContentSummary>>(page, listUrl, (params) => params.pageNum === 2);
      await pagerLink(page, 2).click();
      const second = await secondLoad;
      expect(second.rows).toHaveLength(Math.min(CONTENT_PAGE_SIZE, first.total - CONTENT_PAGE_SIZE));
      expect(queryOf(page)).toEqual({ page: '2' });
      await expect(cardTitles(page)).toHaveText(second.rows.map((row) => row.title));
      await expectPager(page, second.total, 2);
      const firstIds = new Set(first.rows.map((row) => row.id));
      expect(second.rows.some((row) => firstIds.has(row.id))).toBe(false);

      await page.reload();
      const again = await contentListAnswer(api, kind, { pageNum: 2 });
      expect(again.rows.map((row) => row.id)).toEqual(second.rows.map((row) => row.id));
      expect(queryOf(page)).toEqual({ page: '2' });
      await expect(cardTitles(page).first()).toHaveText(second.rows[0]?.title ?? '');
      await expect(cardTitles(page)).toHaveText(again.rows.map((row) => row.title));
      await expect(activeTab(page)).toHaveText('全部');
      await expect(searchBox(page)).toHaveValue('');
      await expectPager(page, second.total, 2);
    });
  });
}
