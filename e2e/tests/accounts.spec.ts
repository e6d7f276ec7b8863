import {
  expectNoSession,
  freshPerson,
  signInWithPassword,
  signUp,
  watchForText,
} from './identity-support.ts';
import { Diagnostics, expect, keepScreenshot, test } from './support.ts';

test.describe('账号管理 (yunying, 账号管理)', () => {
  test.use({ signedInAs: 'yunying' });

  test('freezes a signed-in user, whose open page signs out saying why; unfreezing lets them sign in again', async ({
    page,
    browser,
    baseURL,
  }) => {
    // two browsers, a sign-up and two password sign-ins (scrypt at N=2^17 each) beside the operator's work: on two busy
    // cores this takes 50-65 s of honest work, more than the default minute
    test.setTimeout(120_000);
    // the user signs up in a browser of their own and leaves the page open
    const person = freshPerson();
    const theirs = await browser.newContext({
      baseURL,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      viewport: { width: 1440, height: 900 },
    });
    const theirDiagnostics = new Diagnostics();
    theirDiagnostics.attach(theirs);
    // the frozen account's requests answer 406, and the sign-out that follows may meet 401/402/406
    theirDiagnostics.expectFailedResponse((response) => [401, 402, 406].includes(response.status()));
    const theirPage = await theirs.newPage();
    await signUp(theirPage, person);

    await page.goto('/admin/accounts');
    await expect(page.locator('h1')).toHaveText('账号管理');
    const keyword = page.getByPlaceholder('用户名、昵称或手机号（可输后四位）');
    await keyword.fill(person.username);
    await keyword.press('Enter');
    const row = page.getByRole('row').filter({ hasText: person.username });
    await expect(row).toContainText('正常');
    await row.getByRole('button', { name: `查看「${person.nickname}」` }).click();
    const drawer = page.getByRole('dialog', { name: '账号详情' });
    // the search stays in the address with the open account, however quickly the row was clicked
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('keyword') === person.username && Boolean(url.searchParams.get('open')),
    );
    await expect(drawer.getByText('进行中')).toBeVisible();
    // the toast lasts 3 s: watched from before the freeze, so a page told at once is seen to be told
    const toldWhy = await watchForText(theirPage, '您的账号已被冻结或停用，请联系平台客服。');
    await drawer.getByRole('button', { name: '冻结账号' }).click();
    const freeze = page.getByRole('dialog', { name: `冻结账号「${person.nickname}」` });
    await freeze.getByLabel('原因').fill('账号疑似被盗用，已电话联系本人核实');
    await freeze.getByRole('button', { name: '确认冻结' }).click();
    await expect(freeze).toBeHidden();
    await expect(drawer.getByText('已冻结')).toBeVisible();
    await expect(drawer.getByText('已结束（账号冻结）')).toBeVisible();
    await keepScreenshot(page, 'accounts-frozen');

    // the user's open page is told at once over the live channel, without a click or a reload: it signs out and says why
    await expect(theirPage).toHaveURL((url) => url.pathname === '/entry', { timeout: 3_000 });
    expect(await toldWhy()).toBe(true);
    await expectNoSession(theirPage);

    await drawer.getByRole('button', { name: '解冻账号' }).click();
    const thaw = page.getByRole('dialog', { name: `解冻账号「${person.nickname}」` });
    await thaw.getByLabel('原因').fill('本人已确认账号安全');
    await thaw.getByRole('button', { name: '确认解冻' }).click();
    await expect(thaw).toBeHidden();
    await expect(drawer.getByText('正常')).toBeVisible();

    await signInWithPassword(theirPage, person.username, person.password, person.nickname);
    expect(theirDiagnostics.problems).toEqual([]);
    await theirs.close();
  });
});
