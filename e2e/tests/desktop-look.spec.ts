import type { Locator } from '@playwright/test';
import { editorial } from './editorial-support.ts';
import { expect, test } from './support.ts';

/**
 * What the look at every page at 1440 × 900 (issue 24) found wrong in the layout, checked in Chromium: the things a
 * jsdom test cannot see (grid placement, generated CSS content).
 */

/** Each box's left, right and top, rounded to the pixel. */
const boxesOf = async (items: Locator) =>
  items.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { left: Math.round(box.left), right: Math.round(box.right), top: Math.round(box.top) };
    }),
  );

/** The 工作台's shortcuts sit in one row that ends where the cards below end, whatever their number. */
const expectShortcutsFillOneRow = async (nav: Locator) => {
  await expect(nav.locator('li').first()).toBeVisible();
  const row = await boxesOf(nav.locator('ul'));
  const items = await boxesOf(nav.locator('li'));
  expect(new Set(items.map((item) => item.top)).size, JSON.stringify(items)).toBe(1);
  expect(
    Math.abs((items.at(-1)?.right ?? 0) - (row[0]?.right ?? 0)),
    JSON.stringify({ row, items }),
  ).toBeLessThan(2);
};

test.describe('the 工作台 shortcuts', () => {
  test.describe('of a participant (five shortcuts)', () => {
    test.use({ signedInAs: 'miaoling' });

    test('sit in one row: the fifth did not wrap onto a row of its own', async ({ page }) => {
      await page.goto('/participants');
      const nav = page.getByRole('navigation', { name: '常用入口' });
      await expect(nav.locator('li')).toHaveCount(5);
      await expectShortcutsFillOneRow(nav);
    });
  });

  test.describe('of a user without a tenant (three shortcuts)', () => {
    test.use({ signedInAs: 'cunmin' });

    test('fill the row instead of leaving a card-wide gap at its end', async ({ page }) => {
      await page.goto('/participants');
      const nav = page.getByRole('navigation', { name: '常用入口' });
      await expect(nav.locator('li')).toHaveCount(3);
      await expectShortcutsFillOneRow(nav);
    });
  });
});

test.describe('运营工作台', () => {
  test.use({ signedInAs: 'yunying' });

  test('平台概况 shows its seven figures in one row, 累计成交 not alone on a second', async ({ page }) => {
    await page.goto('/admin');
    const figures = page.locator('.admin-figures > *');
    await expect(figures).toHaveCount(7);
    const boxes = await boxesOf(figures);
    expect(new Set(boxes.map((box) => box.top)).size, JSON.stringify(boxes)).toBe(1);
  });
});

test.describe('运营工作台 of a content auditor (shenhe)', () => {
  test.use({ signedInAs: 'shenhe' });

  test('describes 内容管理 as what an auditor does there, not as writing', async ({ page }) => {
    await page.goto('/admin');
    const entry = page
      .getByRole('navigation', { name: '运营常用入口' })
      .getByRole('link', { name: /内容管理/ });
    await expect(entry).toContainText('审核并发布资讯、方案和案例');
    await expect(entry).not.toContainText('撰写');
  });
});

test.describe('审计日志', () => {
  test.use({ signedInAs: 'yunying' });

  test('names each changed field with one colon, not "标题：："', async ({ page, api }) => {
    const writer = await editorial(api, 'bianji');
    const title = `审计冒号检查 ${Date.now().toString(36)}`;
    await writer.create(title);
    await page.goto(`/admin/audit?object=${encodeURIComponent(title)}`);
    const labels = page.locator('.field-changes__row dt');
    await expect(labels.first()).toBeVisible();
    const shown = await labels.evaluateAll((elements) =>
      elements.map((element) => {
        const after = getComputedStyle(element, '::after').content;
        return `${element.textContent}${after === 'none' || after === 'normal' ? '' : after.replace(/"/g, '')}`;
      }),
    );
    expect(shown).toContain('标题：');
    for (const label of shown) expect(label.match(/：/g), label).toHaveLength(1);
  });
});
