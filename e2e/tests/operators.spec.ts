import { freshPerson, signUp } from './identity-support.ts';
import { expect, keepScreenshot, test } from './support.ts';

test.describe('运营人员 (yunying, 超级管理员)', () => {
  test.use({ signedInAs: 'yunying' });

  test('gives a new colleague only 入驻与上架审核: they see those queues alone and are refused the rest', async ({
    page,
    browser,
  }) => {
    // the colleague registers an account of their own, as every operator does
    const colleague = freshPerson();
    const theirs = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const theirPage = await theirs.newPage();
    await signUp(theirPage, colleague);

    await page.goto('/admin/operators');
    await expect(page.locator('h1')).toHaveText('运营人员');
    // one's own roles are for another 超级管理员 to change
    const ownRow = page.getByRole('row').filter({ hasText: 'yunying' });
    await expect(ownRow.getByRole('button', { name: '调整角色' })).toBeDisabled();

    await page.getByRole('button', { name: '新增运营人员' }).click();
    const dialog = page.getByRole('dialog', { name: '新增运营人员' });
    await dialog.getByRole('textbox', { name: '账号' }).fill(colleague.username);
    await dialog.getByRole('checkbox', { name: /入驻与上架审核/ }).check();
    // antd spaces out a two-character label (保 存)
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: colleague.username });
    await expect(row).toContainText('入驻与上架审核');
    await keepScreenshot(page, 'operators-list');

    // the colleague's next page knows the role: the operator area with the three queues and nothing else
    await theirPage.goto('/admin');
    await expect(theirPage.locator('h1')).toHaveText('运营工作台');
    const menu = theirPage.getByRole('complementary', { name: '平台运营' });
    for (const queue of ['入驻审核', '产品服务审核', '举报处理']) {
      await expect(menu.getByRole('link', { name: new RegExp(queue) })).toBeVisible();
    }
    for (const other of ['运营人员', '审计日志'])
      await expect(menu.getByRole('link', { name: other })).toHaveCount(0);
    await theirPage.goto('/admin/operators');
    await expect(theirPage.locator('h1')).toHaveText('此页面需要「超级管理员」角色');
    await theirs.close();

    // the grant is on the record
    await page.goto(`/admin/audit?object=${encodeURIComponent(colleague.username)}`);
    const entry = page.getByRole('row').filter({ hasText: colleague.username });
    await expect(entry).toContainText('设定运营角色');
    await expect(entry).toContainText('入驻与上架审核');
  });
});
