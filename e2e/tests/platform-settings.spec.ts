import { TINY_PNG } from './identity-support.ts';
import { expect, keepScreenshot, test } from './support.ts';

/**
 * 平台设置 (issue 19): a 超级管理员 renames the platform and sets its record numbers; the portal's title and footer
 * change at once, in the app and in the HTML the server renders; restoring the earlier version brings them back.
 * This project runs after every other spec (playwright.config.ts), since the name is on every page.
 */
test.describe('platform settings (yunying, 超级管理员)', () => {
  test.use({ signedInAs: 'yunying' });

  test('a rename and new record numbers show at once in the app and the rendered HTML, and can be undone', async ({
    page,
    api,
    platformConfig,
  }) => {
    const oldName = platformConfig.platformName;
    const newName = '黔山乡村振兴服务平台';
    const icp = '黔ICP备 26112601号-1';
    const police = '贵公网安备 52011502261126号';

    await page.goto('/admin');
    await page
      .getByRole('complementary', { name: '平台运营' })
      .getByRole('link', { name: '平台设置' })
      .click();
    await expect(page.locator('h1')).toHaveText('平台设置');
    const form = page.getByRole('form', { name: '平台设置' });
    await expect(form.getByLabel('平台名称')).toHaveValue(oldName);
    await keepScreenshot(page, 'platform-settings-top', { fullPage: false });
    await form.getByLabel('平台名称').fill(newName);
    await form.getByLabel('ICP 备案号').fill(icp);
    await form.getByLabel('公安备案号').fill(police);
    await expect(page.getByText('有未保存的修改')).toBeVisible();
    await page.getByRole('button', { name: /保存设置/ }).click();
    await expect(page.getByText(/平台设置已保存为第 \d+ 版/)).toBeVisible();
    // this very page follows: its title and its footer
    await expect(page).toHaveTitle(new RegExp(newName));
    await expect(page.getByRole('contentinfo')).toContainText(icp);

    // 历史版本 stands below the form and is drawn when scrolled to
    await page.getByRole('heading', { name: '历史版本' }).scrollIntoViewIfNeeded();
    const history = page.locator('.settings-versions');
    const newest = history.getByRole('row').filter({ hasText: '当前' });
    await expect(newest).toContainText('平台名称、ICP 备案号、公安备案号');
    await keepScreenshot(page, 'platform-settings');

    // a visitor's first page, in the app
    const visitor = await page.context().browser()?.newContext();
    if (!visitor) throw new Error('no browser');
    try {
      const home = await visitor.newPage();
      await home.goto('/');
      await expect(home).toHaveTitle(new RegExp(newName));
      await expect(home.locator('h1')).toHaveText(newName);
      const footer = home.getByRole('contentinfo');
      await expect(footer).toContainText(icp);
      await expect(footer).toContainText(police);
      await expect(footer).not.toContainText('（示例）备');
    } finally {
      await visitor.close();
    }

    // and as a crawler reads it, without JavaScript
    for (const path of ['/', '/home/infomation']) {
      const html = await (await api.get(path, { headers: { accept: '*/*' } })).text();
      expect(html, path).toContain(`${newName}</title>`);
      expect(html, path).toContain(icp);
      expect(html, path).toContain(police);
    }

    // the earlier version comes back as the newest, everywhere
    const restoreButton = page.getByRole('button', { name: '恢复此版本' });
    await history.getByRole('row').filter({ has: restoreButton }).first().getByRole('button').click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /^恢\s*复$/ })
      .click();
    await expect(page).toHaveTitle(new RegExp(oldName));
    await expect(history.getByRole('row').filter({ hasText: '当前' })).toContainText(/恢复为第 \d+ 版/);
    await expect(page.getByRole('form', { name: '平台设置' }).getByLabel('平台名称')).toHaveValue(oldName);
    const html = await (await api.get('/', { headers: { accept: '*/*' } })).text();
    expect(html).toContain(`${oldName}</title>`);
    expect(html).not.toContain(icp);
  });
});

test.describe('the platform logo (yunying, 超级管理员)', () => {
  test.use({ signedInAs: 'yunying' });

  test('is chosen with the button, uploaded and previewed, and the change can be discarded', async ({
    page,
  }) => {
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: '平台设置' });
    const logo = form.locator('.settings-image').first();
    await expect(logo.getByRole('img', { name: '平台标志（默认）' })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await logo.getByRole('button', { name: '上传平台标志' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(logo.getByRole('img', { name: '平台标志', exact: true })).toHaveAttribute(
      'src',
      /\/files\//,
    );
    await expect(logo.getByRole('button', { name: '更换平台标志' })).toBeVisible();
    await expect(page.getByText('有未保存的修改')).toBeVisible();
    await page.getByRole('button', { name: '放弃修改' }).click();
    await expect(logo.getByRole('img', { name: '平台标志（默认）' })).toBeVisible();
  });
});

test.describe('the settings form before its code has arrived (yunying, 超级管理员)', () => {
  test.use({ signedInAs: 'yunying' });

  /** Holds antd's Form (the settings form's chunks) back until `release` is called. */
  const holdTheForm = async (page: import('@playwright/test').Page) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/settings-form-*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  };

  test('keeps what was typed, the focus and a press of 放弃修改 when the real form takes over', async ({
    page,
  }) => {
    let release = await holdTheForm(page);
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: '平台设置' });
    const slogan = form.getByLabel('平台口号');
    await expect(slogan).toBeVisible();
    const original = await slogan.inputValue();
    await expect(page.locator('form.form-stand-in')).toHaveCount(1);
    await slogan.fill('山地特色农业服务');
    await expect(page.getByText('有未保存的修改')).toBeVisible();
    await expect(page.locator('form.form-stand-in')).toHaveCount(1);
    release();
    await expect(page.locator('form.form-stand-in')).toHaveCount(0);
    await expect(form.getByLabel('平台口号')).toHaveValue('山地特色农业服务');
    await expect(form.getByLabel('平台口号')).toBeFocused();
    await expect(page.getByText('有未保存的修改')).toBeVisible();

    await page.getByRole('button', { name: '放弃修改' }).click();
    await expect(form.getByLabel('平台口号')).toHaveValue(original);

    // 放弃修改 pressed while the form is on its way: done once it is there
    await page.unrouteAll();
    release = await holdTheForm(page);
    await page.reload();
    await form.getByLabel('平台口号').fill('山地特色农业服务');
    await page.getByRole('button', { name: '放弃修改' }).click();
    await expect(page.locator('form.form-stand-in')).toHaveCount(1);
    release();
    await expect(page.locator('form.form-stand-in')).toHaveCount(0);
    await expect(form.getByLabel('平台口号')).toHaveValue(original);
    await expect(page.getByText('有未保存的修改')).toHaveCount(0);
  });
});

test.describe('an operator who is not a 超级管理员 (bianji)', () => {
  test.use({ signedInAs: 'bianji' });

  test('sees no 平台设置 and is refused it by address', async ({ page }) => {
    await page.goto('/admin');
    await expect(
      page.getByRole('complementary', { name: '平台运营' }).getByRole('link', { name: '平台设置' }),
    ).toHaveCount(0);
    await page.goto('/admin/settings');
    await expect(page.locator('h1')).toHaveText('此页面需要「超级管理员」角色');
  });
});
