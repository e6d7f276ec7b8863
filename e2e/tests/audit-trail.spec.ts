import { freshName, listedService } from './shelf-support.ts';
import { expect, keepScreenshot, test } from './support.ts';

test.describe('the audit trail (yunying, 超级管理员 and 入驻与上架审核)', () => {
  test.use({ signedInAs: 'yunying' });

  test('an approval shows in 我的最近操作 and, with its before and after, in 审计日志', async ({
    page,
    api,
  }) => {
    const name = freshName('审计冷链服务');
    await listedService(api, 'qiannongyun', name);

    await page.goto('/admin');
    const recent = page.locator('.workbench-card').filter({ has: page.getByText('我的最近操作') });
    await expect(recent.getByText(`服务「${name}」`)).toBeVisible();
    await expect(recent.getByText('上架审核通过').first()).toBeVisible();

    await page
      .getByRole('complementary', { name: '平台运营' })
      .getByRole('link', { name: '审计日志' })
      .click();
    await expect(page.locator('h1')).toHaveText('审计日志');
    const search = page.getByPlaceholder('对象名称或编号');
    await search.fill(name);
    await search.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('object') === name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('上架审核通过');
    // the arrow is read out as 改为
    await expect(row).toContainText(/审核状态：待审核\s*→\s*改为\s*已通过/);
    await expect(row).toContainText(/上架状态：未上架\s*→\s*改为\s*已上架/);
    await keepScreenshot(page, 'audit-trail');

    // the operator's name narrows the trail to their own decisions; a reload keeps the search
    await row.getByRole('button', { name: /平台运营/ }).click();
    await expect(page).toHaveURL((url) => Boolean(url.searchParams.get('operatorId')));
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByText('只看操作人')).toBeVisible();
  });
});

test.describe('an operator of content only (bianji)', () => {
  test.use({ signedInAs: 'bianji' });

  test('is refused the audit trail, which is for the 超级管理员', async ({ page }) => {
    await page.goto('/admin/audit');
    await expect(page.locator('h1')).toHaveText('此页面需要「超级管理员」角色');
  });
});
