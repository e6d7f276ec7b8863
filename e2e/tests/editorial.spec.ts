import type { Page, TestInfo } from '@playwright/test';
import { openDatabase } from './content-support.ts';
import { editorial, NOBODY, publicNews } from './editorial-support.ts';
import { fieldPhoto } from './shelf-support.ts';
import { browserAs, expect, keepScreenshot, PORTAL_HEADERS, test, testToken } from './support.ts';

/**
 * 内容管理 (issue 20): an editor (bianji) writes and submits, a second operator (shenhe, 内容审核) publishes; what is
 * published reaches the home page, the lists, the server-rendered page and the sitemap. This project runs after the
 * other specs (playwright.config.ts): publishing news moves the lists those specs compare with the API.
 */

const stateTag = (page: Page) => page.getByTestId('editorial-state');

test.describe('an editor writes, a second operator publishes (bianji, shenhe)', () => {
  test.use({ signedInAs: 'bianji' });

  test('Chinese typed in, a picture uploaded, submitted; the editor cannot publish it, shenhe can, and it is everywhere at once', async ({
    page,
    api,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const title = `黔东南州春茶开采动态 ${Date.now().toString(36)}`;
    const first = '雷山县银球茶进入采摘旺季，茶农们忙着采摘、摊晾和杀青。';
    const second = '全县茶园面积达十六万亩，“黔货出山”订单同比增长三成。';

    await page.goto('/admin/content');
    await expect(page.locator('h1')).toHaveText('内容管理');
    await page.getByRole('link', { name: '新建资讯' }).click();
    await expect(page.locator('h1')).toHaveText('新建资讯');
    const form = page.getByRole('form', { name: '资讯内容' });
    // insertText is what an input method hands the page when a candidate is chosen
    await form.getByLabel('标题').click();
    await page.keyboard.insertText(title);
    await form.getByLabel('来源').click();
    await page.keyboard.insertText('贵州省农业农村厅');
    const body = form.getByRole('textbox', { name: '正文' });
    await body.click();
    await page.keyboard.insertText(first);
    await page.keyboard.press('Enter');
    await page.keyboard.insertText(second);
    // and an input method's own events: pinyin composed letter by letter, then the chosen characters committed
    await page.keyboard.press('Enter');
    const ime = await page.context().newCDPSession(page);
    for (const typed of ['c', 'ch', 'cha', 'cha y', 'cha yu', 'cha yua', 'cha yuan']) {
      await ime.send('Input.imeSetComposition', {
        text: typed,
        selectionStart: typed.length,
        selectionEnd: typed.length,
      });
    }
    await ime.send('Input.insertText', { text: '茶园' });
    await ime.detach();
    await expect(body.locator('p')).toHaveText([first, second, '茶园']);

    await form
      .getByTestId('rich-editor-picture-input')
      .setInputFiles({ name: '茶园.jpg', mimeType: 'image/jpeg', buffer: await fieldPhoto() });
    await expect(body.locator('img')).toHaveAttribute('src', /^\/files\/[0-9a-f-]{36}\.\w+$/);
    await expect(body.locator('img')).toHaveAttribute('alt', '茶园');

    await page.getByRole('button', { name: '保存草稿' }).click();
    await expect(page.getByText('已创建草稿（第 1 版）')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/content\/edit\?id=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    // what the server kept is what was typed: no character doubled or lost
    await expect(body.locator('p').filter({ hasText: /./ })).toHaveText([first, second, '茶园']);

    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(stateTag(page)).toHaveText('待审核');
    // bianji also holds 内容审核, but wrote this version
    await expect(
      page.getByText('自上次发布以来的版本有您撰写或修改的内容，须由其他内容审核人员发布。'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '立即发布' })).toBeDisabled();
    const refused = await api.post('/basics/admin/editorial/publish', {
      headers: { ...PORTAL_HEADERS, Authorization: testToken('bianji') },
      data: { id, version: 1 },
    });
    expect(refused.status()).toBe(403);
    expect((await publicNews(api, id)).code).toBe(404);
    await keepScreenshot(page, 'editorial-submitted');

    const reviewer = await browserAs(browser, api, baseURL, 'shenhe');
    try {
      const review = reviewer.page;
      await review.goto(`/admin/content/edit?id=${id}`);
      await expect(stateTag(review)).toHaveText('待审核');
      // a reviewer only: the fields are for reading
      await expect(review.getByRole('form', { name: '资讯内容' }).getByLabel('标题')).toBeDisabled();
      await review.getByRole('button', { name: '立即发布' }).click();
      await review
        .getByRole('tooltip')
        .getByRole('button', { name: /发\s*布/ })
        .click();
      await expect(review.getByText('已发布到门户')).toBeVisible();
      await expect(stateTag(review)).toHaveText('已发布');
    } finally {
      await reviewer.context.close();
    }

    // everywhere at once: the home page, the list, the rendered page, the sitemap
    const visitor = await browser.newContext({ baseURL: baseURL ?? '', storageState: NOBODY });
    try {
      const home = await visitor.newPage();
      await home.goto('/');
      await expect(home.locator('section[aria-labelledby="home-news-title"]').getByText(title)).toBeVisible();
      await home.goto('/home/infomation');
      await expect(home.getByRole('link', { name: title })).toBeVisible();
      await home.getByRole('link', { name: title }).click();
      await expect(home.locator('h1')).toHaveText(title);
      await expect(home.locator('.article__body p').first()).toHaveText(first);
      await expect(home.locator('.article__body img')).toHaveAttribute('alt', '茶园');
      await keepScreenshot(home, 'editorial-published-detail');
    } finally {
      await visitor.close();
    }
    const rendered = await api.get(`/infomationDetail?newsId=${id}`);
    const html = await rendered.text();
    expect(html).toContain(title);
    expect(html).toContain(first);
    const sitemap = await (await api.get('/sitemap-news-1.xml')).text();
    expect(sitemap).toContain(id);
  });
});

/**
 * Runs a wait on the job queue; when it fails, the queue as the server left it is attached to the report (the
 * publication's job and whatever held the workers), for finding why a job did not run in time.
 */
const whileQueueIsKept = async (testInfo: TestInfo, wait: () => Promise<unknown>) => {
  try {
    await wait();
  } catch (error) {
    const database = await openDatabase();
    try {
      // one line a job, those running first: a report shows the first lines of an attachment
      const jobs = await database.query<Record<string, unknown>>(
        `select concat_ws(' ', id, task_identifier, 'run_at=' || run_at, 'locked_at=' || locked_at,
           'attempts=' || attempts || '/' || max_attempts, 'error=' || last_error, 'now=' || now()) as line
         from graphile_worker.jobs order by locked_at desc nulls last, run_at`,
      );
      await testInfo.attach('job-queue', {
        body: jobs.rows.map((row) => String(row.line)).join('\n'),
        contentType: 'text/plain',
      });
    } finally {
      await database.end();
    }
    throw error;
  }
};

test.describe('scheduled publishing (shenhe)', () => {
  test.use({ signedInAs: 'shenhe' });

  test('an item scheduled a minute ahead appears at its time; one rescheduled and one withdrawn before then behave', async ({
    page,
    api,
  }, testInfo) => {
    test.setTimeout(240_000);
    const writer = await editorial(api, 'bianji');
    const reviewer = await editorial(api, 'shenhe');
    const stamp = Date.now().toString(36);
    const [onTime, moved, withdrawn] = await Promise.all(
      ['按时发布', '改期发布', '撤回排期'].map(async (name) => {
        const item = await writer.create(`${name}的资讯 ${stamp}`);
        await writer.submit(item.id, 1);
        return item;
      }),
    );
    if (!onTime || !moved || !withdrawn) throw new Error('items not created');

    // the time: the start of a minute at least 50 s ahead, typed as the picker shows it
    const at = new Date(Math.ceil((Date.now() + 50_000) / 60_000) * 60_000);
    const typed = at.toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 16);
    await page.goto(`/admin/content/edit?id=${onTime.id}`);
    await page.getByRole('button', { name: '定时发布' }).click();
    const dialog = page.getByRole('dialog', { name: '定时发布' });
    const picker = dialog.getByLabel('定时发布时间');
    // typed and left for 确定排期 straight away, as people do: the typed time is the one scheduled
    await picker.click();
    await picker.fill(typed);
    await dialog.getByRole('button', { name: '确定排期' }).click();
    await expect(page.getByText(`已排期，将于 ${typed} 发布`)).toBeVisible();
    await expect(stateTag(page)).toHaveText('已排期');
    await keepScreenshot(page, 'editorial-scheduled');

    // the second is first put an hour out, then moved to the same minute; the third is withdrawn before it
    await reviewer.schedule(moved.id, 1, new Date(at.getTime() + 3_600_000));
    await page.goto(`/admin/content/edit?id=${moved.id}`);
    await page.getByRole('button', { name: '修改排期' }).click();
    const again = page.getByRole('dialog', { name: '修改定时发布时间' });
    await again.getByLabel('定时发布时间').click();
    await again.getByLabel('定时发布时间').fill(typed);
    // this time with Enter in the box, which schedules at once
    await again.getByLabel('定时发布时间').press('Enter');
    await expect(page.getByText(`已排期，将于 ${typed} 发布`)).toBeVisible();

    await reviewer.schedule(withdrawn.id, 1, at);
    await page.goto(`/admin/content/edit?id=${withdrawn.id}`);
    await page.getByRole('button', { name: /^撤\s*回$/ }).click();
    const withdraw = page.getByRole('dialog', { name: '撤回内容' });
    await withdraw.getByLabel('原因').fill('活动延期，暂不发布');
    await withdraw.getByRole('button', { name: /撤\s*回/ }).click();
    await expect(stateTag(page)).toHaveText('已撤回');

    expect((await publicNews(api, onTime.id)).code).toBe(404);
    expect(Date.now()).toBeLessThan(at.getTime());
    await whileQueueIsKept(testInfo, () =>
      expect
        .poll(async () => (await publicNews(api, onTime.id)).code, { timeout: 150_000, intervals: [2_000] })
        .toBe(200),
    );
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    await expect.poll(async () => (await publicNews(api, moved.id)).code, { timeout: 20_000 }).toBe(200);
    expect((await publicNews(api, withdrawn.id)).code).toBe(404);
    await page.goto(`/admin/content/edit?id=${onTime.id}`);
    await expect(stateTag(page)).toHaveText('已发布');
  });
});

test.describe('versions (bianji)', () => {
  test.use({ signedInAs: 'bianji' });

  test('an old version restored comes back as a draft; the published version stays until the draft is published', async ({
    page,
    api,
  }) => {
    const writer = await editorial(api, 'bianji');
    const reviewer = await editorial(api, 'shenhe');
    const stamp = Date.now().toString(36);
    const original = `茶旅融合示范村名单 ${stamp}`;
    const corrected = `茶旅融合示范村名单（第二批） ${stamp}`;
    const item = await writer.create(original);
    await writer.submit(item.id, 1);
    await reviewer.publish(item.id, 1);
    await writer.save(item.id, 1, corrected);
    await writer.submit(item.id, 2);
    await reviewer.publish(item.id, 2);
    expect((await publicNews(api, item.id)).data?.title).toBe(corrected);

    await page.goto(`/admin/content/edit?id=${item.id}`);
    const history = page.locator('.version-history');
    await expect(history.getByText(/^第 \d 版 ·/)).toHaveText(
      ['第 2 版 · 修改', '第 1 版 · 新建'].map((text) => new RegExp(text)),
    );
    await history
      .locator('.version-history__row')
      .filter({ hasText: '第 1 版' })
      .getByRole('button', { name: '与当前比较' })
      .click();
    const compare = page.getByRole('dialog', { name: '比较第 1 版与第 2 版' });
    await expect(compare.locator('ins').first()).toHaveText('（第二批）');
    await keepScreenshot(page, 'editorial-compare');
    await page.keyboard.press('Escape');
    await expect(compare).toBeHidden();

    await history
      .locator('.version-history__row')
      .filter({ hasText: '第 1 版' })
      .getByRole('button', { name: '恢复为草稿' })
      .click();
    await page.getByRole('tooltip').getByRole('button', { name: '恢复为草稿' }).click();
    await expect(page.getByText('已恢复为第 3 版草稿')).toBeVisible();
    await expect(stateTag(page)).toHaveText('草稿');
    await expect(page.getByRole('form', { name: '资讯内容' }).getByLabel('标题')).toHaveValue(original);
    await expect(page.getByText('门户上仍显示第 2 版，第 3 版发布后才会替换。')).toBeVisible();
    // a restore never publishes
    expect((await publicNews(api, item.id)).data?.title).toBe(corrected);

    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(stateTag(page)).toHaveText('待审核');
    await reviewer.publish(item.id, 3);
    expect((await publicNews(api, item.id)).data?.title).toBe(original);
  });
});

test.describe('classes (bianji)', () => {
  test.use({ signedInAs: 'bianji' });

  test('a new class of cases shows at once as a tab of the portal’s case list', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `茶旅${Date.now().toString(36).slice(-4)}`;
    await page.goto('/admin/content');
    await page.getByRole('button', { name: '分类管理' }).click();
    const drawer = page.getByRole('dialog', { name: '分类管理' });
    await drawer.getByRole('tab', { name: '合作案例' }).click();
    await drawer.getByRole('tabpanel').getByRole('button', { name: '新建分类' }).click();
    const dialog = page.getByRole('dialog', { name: '新建分类' });
    await dialog.getByLabel('分类名称').fill(name);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('分类已新建')).toBeVisible();
    await expect(drawer.getByRole('tabpanel').getByRole('cell', { name, exact: true })).toBeVisible();
    await keepScreenshot(page, 'editorial-classes');

    const visitor = await browser.newContext({ baseURL: baseURL ?? '', storageState: NOBODY });
    try {
      const list = await visitor.newPage();
      await list.goto('/home/case');
      await expect(list.getByRole('tab', { name })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
});
