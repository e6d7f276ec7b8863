import { CONTEXT_OPTIONS } from '../environment.ts';
import { browserAs, escapeRegExp, expect, LAYOUT_MARKER, test } from './support.ts';

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

/** A well-formed id that names nothing: every detail, edit and review page meets the server's 404. */
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const MISSING_ITEM_PAGES: { account?: string; path: string; sentence: string }[] = [
  { path: `/infomationDetail?newsId=${MISSING_ID}`, sentence: '没有找到这条资讯' },
  { path: `/solutionDetail?id=${MISSING_ID}`, sentence: '没有找到这个方案' },
  { path: `/caseDetail?id=${MISSING_ID}`, sentence: '没有找到这个案例' },
  {
    account: 'miaoling',
    path: `/participants/solution/detail?id=${MISSING_ID}`,
    sentence: '没有找到这个方案',
  },
  { account: 'miaoling', path: `/participants/CaseDetail?id=${MISSING_ID}`, sentence: '没有找到这个案例' },
  {
    account: 'miaoling',
    path: `/participants/service/detail?id=${MISSING_ID}`,
    sentence: '没有找到这项服务',
  },
  {
    account: 'miaoling',
    path: `/participants/product/detail?id=${MISSING_ID}`,
    sentence: '没有找到这个产品',
  },
  {
    account: 'miaoling',
    path: `/participants/service/publicDetail?id=${MISSING_ID}`,
    sentence: '没有找到这项服务',
  },
  {
    account: 'miaoling',
    path: `/participants/service/publish?id=${MISSING_ID}`,
    sentence: '没有找到这项服务',
  },
  {
    account: 'miaoling',
    path: `/participants/product/publish?id=${MISSING_ID}`,
    sentence: '没有找到这个产品',
  },
  { account: 'yunying', path: `/admin/settlement/review?id=${MISSING_ID}`, sentence: '没有找到这份入驻申请' },
  { account: 'yunying', path: `/admin/shelf/review?id=${MISSING_ID}`, sentence: '没有找到这项服务或产品' },
];

test('a missing item says one sentence, the same in its heading and the window title, on every detail page', async ({
  browser,
  api,
  baseURL,
  diagnostics,
}) => {
  // twelve pages under three accounts
  test.setTimeout(150_000);
  diagnostics.expectFailedResponse((response) => response.status() === 404);
  // one browser per account, its pages in turn
  for (const account of [undefined, 'miaoling', 'yunying']) {
    const { context, page } = account
      ? await browserAs(browser, api, baseURL, account)
      : await (async () => {
          const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL });
          return { context, page: await context.newPage() };
        })();
    for (const { path, sentence } of MISSING_ITEM_PAGES.filter((item) => item.account === account)) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(sentence);
      await expect(page, path).toHaveTitle(new RegExp(`^${sentence}`));
      // and no second heading, nor a body sentence that says the same in other words
      await expect(main.getByText(/不存在|没有找到/), path).toHaveCount(1);
      await expect(main.getByRole('button', { name: /返回/ }).first(), path).toBeVisible();
    }
    await context.close();
  }
});
