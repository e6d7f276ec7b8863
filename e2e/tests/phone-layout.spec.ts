import type { BrowserContext, Locator, Page } from '@playwright/test';
import { browserAs, expect, test } from './support.ts';

/**
 * Layouts that squeezed, cut or overlapped on a 390-px phone when every page was looked at (issue 24): each test opens
 * the page where it was seen and measures the part that was wrong.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The text of an element as the lines the browser drew, read character by character. */
const drawnLines = (element: Locator): Promise<string[]> =>
  element.evaluate((root) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        if (!text[index]?.trim()) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const line = lines.find((candidate) => Math.abs(candidate.top - top) < 4);
        if (line) line.text += text[index];
        else lines.push({ top, text: text[index] as string });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text);
  });

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not shown`);
  return found;
};

const phonePage = async (
  {
    browser,
    api,
    baseURL,
  }: {
    browser: import('@playwright/test').Browser;
    api: import('@playwright/test').APIRequestContext;
    baseURL: string | undefined;
  },
  who: string | undefined,
): Promise<Page> => {
  const page = who
    ? (await browserAs(browser, api, baseURL, who, PHONE)).page
    : await (await browser.newContext({ ...PHONE, baseURL })).newPage();
  opened.push(page.context());
  return page;
};

/** The phone contexts a test opened: closed after it, passed or failed, so a failure leaves none behind. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

test.describe('on a phone (390 × 844)', () => {
  test('a news table keeps a four-character term on one line', async ({
    browser,
    api,
    baseURL,
    sampleIds,
  }) => {
    const page = await phonePage({ browser, api, baseURL }, undefined);
    await page.goto(`/infomationDetail?newsId=${sampleIds.news.id}`);
    const cells = page.locator('.rich-text th, .rich-text td');
    await expect(cells.first()).toBeVisible();
    const short: string[] = [];
    for (const cell of await cells.all()) {
      const text = ((await cell.textContent()) ?? '').trim();
      if (text.length > 0 && text.length <= 4) short.push(`${text}: ${(await drawnLines(cell)).join(' / ')}`);
    }
    expect(short.length).toBeGreaterThan(0);
    expect(short.filter((entry) => entry.includes(' / '))).toEqual([]);
  });

  test('the sales ranking breaks a place name between prefecture and county only', async ({
    browser,
    api,
    baseURL,
  }) => {
    const page = await phonePage({ browser, api, baseURL }, undefined);
    await page.goto('/');
    const regions = page.locator('.rank-table tbody td:nth-child(3)');
    await regions.first().scrollIntoViewIfNeeded();
    await expect(regions).toHaveCount(12);
    const broken: string[] = [];
    for (const region of await regions.all()) {
      const lines = await drawnLines(region);
      // every line but the last ends a prefecture (黔南州, 贵阳市, 铜仁地区): never inside a name (黔南州都 / 匀市)
      if (lines.slice(0, -1).some((line) => !/(州|市|盟|地区)$/.test(line))) broken.push(lines.join(' / '));
    }
    expect(broken).toEqual([]);
  });

  test('the member invitation puts its label, field and button one under the other inside the card', async ({
    browser,
    api,
    baseURL,
  }) => {
    const page = await phonePage({ browser, api, baseURL }, 'miaoling');
    await page.goto('/participants');
    const form = page.getByRole('form', { name: '邀请成员' });
    const field = form.getByRole('textbox');
    await expect(field).toBeVisible();
    // 成员管理 is a Panel (components/ui/panel.tsx): its body is the card's inner box
    const card = await box(form.locator('xpath=ancestor::div[contains(@class, "panel__body")][1]'));
    const label = await box(form.locator('label', { hasText: '邀请成员' }));
    const input = await box(field);
    const button = await box(form.getByRole('button', { name: '发送邀请' }));
    expect(label.y + label.height).toBeLessThanOrEqual(input.y);
    expect(input.y + input.height).toBeLessThanOrEqual(button.y);
    expect(input.x + input.width).toBeLessThanOrEqual(card.x + card.width - 8);
  });

  test('a text area’s count stays clear of the help text under it', async ({ browser, api, baseURL }) => {
    const page = await phonePage({ browser, api, baseURL }, 'miaoling');
    await page.goto('/participants/product/publish');
    const clearOfHelp = async (item: string, help: string) => {
      const items = page.locator(`${item}:has(.ant-input-textarea-show-count):has(${help})`);
      await expect(items.first()).toBeVisible();
      expect(await items.count()).toBeGreaterThan(0);
      for (const found of await items.all()) {
        const count = await box(found.locator('.ant-input-data-count'));
        const extra = await box(found.locator(help));
        expect(count.y + count.height, (await found.textContent()) ?? '').toBeLessThanOrEqual(extra.y + 1);
      }
    };
    // the form as drawn while its code loads (docs/decisions/034), then antd's Form once it is used
    await clearOfHelp('.publish-stand-in .form-stand-in__item', '.form-stand-in__extra');
    await page.getByRole('form', { name: '发布产品' }).getByLabel('产品名称').focus();
    await clearOfHelp('.ant-form-item', '.ant-form-item-extra');
  });

  test('a bordered detail list puts each value under its label, across the card', async ({
    browser,
    api,
    baseURL,
    sampleIds,
  }) => {
    const page = await phonePage({ browser, api, baseURL }, 'miaoling');
    await page.goto(`/participants/service/publicDetail?id=${sampleIds['ownService:participants'].id}`);
    const row = page.locator('.ant-descriptions-bordered .ant-descriptions-row').first();
    await expect(row).toBeVisible();
    const label = await box(row.locator('.ant-descriptions-item-label'));
    const value = await box(row.locator('.ant-descriptions-item-content'));
    expect(value.y).toBeGreaterThanOrEqual(label.y + label.height - 1);
    expect(value.width).toBeGreaterThan(280);
  });

  test('a table wider than the screen shows a clear shadow where more columns are', async ({
    browser,
    api,
    baseURL,
  }) => {
    const page = await phonePage({ browser, api, baseURL }, 'miaoling');
    await page.goto('/participants/product');
    const table = page.getByRole('table', { name: '我的产品' });
    await expect(table).toBeVisible();
    // the table's frame (data-table.tsx) marks the side with more columns and draws the shadow there
    const frameShadow = () =>
      table.evaluate((element) => {
        const frame = element.closest('.data-table.is-more-end')?.querySelector('.data-table__frame');
        return frame ? getComputedStyle(frame, '::after').boxShadow : 'none';
      });
    await expect.poll(frameShadow).not.toBe('none');
    const shadow = await frameShadow();
    // antd's own is colorSplit at 6 % opacity, which nobody sees on a phone in daylight
    const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(shadow)?.[1] ?? 0);
    expect(alpha, shadow).toBeGreaterThanOrEqual(0.25);
  });

  test('a row of filter options stays inside its card', async ({ browser, api, baseURL }) => {
    const page = await phonePage({ browser, api, baseURL }, 'cunmin');
    await page.goto('/participants/cooperation');
    const filter = page.locator('.cooperation-filter .ant-segmented');
    await expect(filter).toBeVisible();
    const card = await box(page.getByRole('tabpanel').filter({ has: filter }));
    for (const option of await filter.locator('.ant-segmented-item').all()) {
      const shown = await box(option);
      expect(shown.x + shown.width, (await option.textContent()) ?? '').toBeLessThanOrEqual(
        card.x + card.width,
      );
    }
  });

  test('a queue’s tabs keep the width of the card beside the overdue toggle', async ({
    browser,
    api,
    baseURL,
  }) => {
    const page = await phonePage({ browser, api, baseURL }, 'yunying');
    await page.goto('/admin/shelf');
    const bar = page.locator('.queue-tabs-bar');
    await expect(bar.locator('.queue-overdue')).toBeVisible();
    const whole = await box(bar);
    const tabs = await box(bar.getByRole('tablist'));
    expect(tabs.width).toBeGreaterThanOrEqual(whole.width - 1);
  });

  test('the settings page keeps its upload buttons inside their cards and its history readable', async ({
    browser,
    api,
    baseURL,
  }) => {
    const page = await phonePage({ browser, api, baseURL }, 'yunying');
    await page.goto('/admin/settings');
    // 历史版本 stands below the form and is drawn when scrolled to
    await page.getByRole('heading', { name: '历史版本' }).scrollIntoViewIfNeeded();
    // 历史版本 scrolls sideways rather than drawing 修改内容 one character a line
    const changedHeader = page.locator('.settings-versions th', { hasText: '修改内容' });
    await expect(changedHeader).toBeVisible();
    expect(await drawnLines(changedHeader)).toEqual(['修改内容']);
    const fields = page.locator('.settings-image');
    await expect(fields.first()).toBeVisible();
    // the slides' pictures are drawn by the real form, loaded when the parts below the first screen come into view
    await expect.poll(() => fields.count()).toBeGreaterThan(1);
    // how far each picture's tools run past the right edge of the card they are in
    const overruns = await fields.evaluateAll((elements) =>
      elements.map((element) => {
        const card = element.closest('.panel__body')?.getBoundingClientRect();
        const tools = element.querySelector('.settings-image__tools')?.getBoundingClientRect();
        return card && tools ? Math.max(0, Math.round(tools.right - card.right)) : -1;
      }),
    );
    expect(overruns.length).toBeGreaterThan(1);
    expect(overruns).toEqual(overruns.map(() => 0));
  });

  test('a card title stays whole, its button moving under it when both do not fit', async ({
    browser,
    api,
    baseURL,
  }) => {
    const page = await phonePage({ browser, api, baseURL }, 'yunying');
    await page.goto('/admin');
    const titles = page.locator('.queue-todo').getByRole('heading');
    await expect(titles.first()).toBeVisible();
    expect(await titles.count()).toBeGreaterThan(1);
    for (const title of await titles.all()) {
      // one line (产品服务审核待办, not 产品服务审核待 / 办), and drawn whole: not clipped behind …
      expect(await drawnLines(title)).toHaveLength(1);
      const clipped = await title.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().width > element.getBoundingClientRect().width + 0.1;
      });
      expect(clipped, (await title.textContent()) ?? '').toBe(false);
    }
  });
});
