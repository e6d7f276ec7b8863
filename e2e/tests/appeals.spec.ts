import type { Browser, Page } from '@playwright/test';
import { fillAppeal, startAppeal, submittedApplyNo } from './appeal-support.ts';
import {
  chooseFromUserMenu,
  expectNoSession,
  expectSignedIn,
  freshMobile,
  freshPerson,
  NEW_PASSWORD,
  requestCode,
  signUp,
} from './identity-support.ts';
import { Diagnostics, expect, keepScreenshot, test } from './support.ts';

// Whole user flows in two or three browsers, with scrypt-hashed sign-ups: more than the default minute.
test.describe.configure({ timeout: 180_000 });

/** A browser of someone other than the operator: the account's holder, or the applicant. */
const newBrowser = async (browser: Browser, baseURL: string | undefined, expectedStatuses: number[] = []) => {
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  const diagnostics = new Diagnostics();
  diagnostics.attach(context);
  if (expectedStatuses.length > 0) {
    diagnostics.expectFailedResponse((response) => expectedStatuses.includes(response.status()));
  }
  return { context, diagnostics, page: await context.newPage() };
};

/** 申诉审核, searched for one appeal (by username or number), and its row. */
const findInQueue = async (page: Page, keyword: string, tab?: string) => {
  await page.goto('/admin/appeals');
  await expect(page.locator('h1')).toHaveText('申诉审核');
  if (tab) await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  const search = page.getByPlaceholder('用户名或申诉编号');
  await search.fill(keyword);
  await search.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === keyword);
  const row = page.getByRole('row').filter({ hasText: keyword });
  await expect(row).toHaveCount(1);
  return row;
};

test.describe('申诉审核 (yunying, 账号管理)', () => {
  test.use({ signedInAs: 'yunying' });

  test('approves an appeal filed after the password changed: the account is rebound and the applicant signs in by SMS', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Someone holds the account and changed its password a moment ago; their page stays open.
    const person = freshPerson();
    const holder = await newBrowser(browser, baseURL, [401, 402]);
    await signUp(holder.page, person);
    await chooseFromUserMenu(holder.page, person.nickname, /账户设置/);
    await expect(holder.page).toHaveURL((url) => url.pathname === '/participants/account');
    const password = holder.page.getByRole('form', { name: '修改密码' });
    await password.getByLabel('原密码').fill(person.password);
    await password.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: '修改密码' }).click();
    await expect(holder.page.getByRole('alert').filter({ hasText: '密码已修改' })).toBeVisible();

    // The owner, who reaches neither the password nor the mobile any more, appeals from a new number.
    const applicant = await newBrowser(browser, baseURL);
    await startAppeal(applicant.page, person.username);
    const contactMobile = await fillAppeal(applicant.page, { contactMobile: freshMobile() });
    const applyNo = await submittedApplyNo(applicant.page);

    // The operator finds it waiting, marked as filed soon after a change of credentials.
    const row = await findInQueue(page, person.username);
    await expect(row).toContainText(applyNo);
    await expect(row).toContainText('近 30 天改过密码或手机号');
    await expect(row).toContainText(/刚刚提交|已等待 \d+ 分钟/);
    await expect(row).toContainText(`${contactMobile.slice(0, 3)}****${contactMobile.slice(-4)}`);
    await expect(row).not.toContainText(contactMobile);
    await keepScreenshot(page, 'appeals-queue');
    await row.getByRole('button', { name: `审核申诉 ${applyNo}` }).click();
    await expect(page).toHaveURL((url) => Boolean(url.searchParams.get('open')));

    const drawer = page.getByRole('dialog', { name: '申诉详情' });
    await expect(drawer.getByText('账号的密码或手机号在申诉前 30 天内被修改过')).toBeVisible();
    await expect(drawer.getByRole('img', { name: '申诉人上传的第 1 张身份证照片' })).toBeVisible();
    await expect(drawer.getByText('修改或重置密码').first()).toBeVisible();
    await expect(
      drawer.getByText(`${person.mobile.slice(0, 3)}****${person.mobile.slice(-4)}`),
    ).toBeVisible();
    // opening the whole contact mobile is on the audit trail
    await drawer.getByRole('button', { name: '查看完整号码' }).click();
    await expect(drawer.getByText(contactMobile, { exact: true })).toBeVisible();
    await keepScreenshot(page, 'appeals-drawer', { fullPage: false });

    await drawer.getByRole('button', { name: '通过并改绑手机号' }).click();
    const confirm = page.getByRole('dialog', { name: `通过申诉 ${applyNo}` });
    await expect(confirm).toContainText('所有设备上的登录立即结束');
    await expect(confirm).toContainText(`${contactMobile.slice(0, 3)}****${contactMobile.slice(-4)}`);
    // the reviewer must say they checked the papers
    await confirm.getByRole('button', { name: '确认通过并改绑' }).click();
    await expect(confirm.getByText('请先确认已核对身份证照片与申诉信息')).toBeVisible();
    await confirm.getByRole('checkbox').check();
    await keepScreenshot(page, 'appeals-approve-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: '确认通过并改绑' }).click();
    await expect(confirm).toBeHidden();
    await expect(drawer.getByText('已通过', { exact: true }).first()).toBeVisible();
    await expect(drawer.getByRole('button', { name: '通过并改绑手机号' })).toHaveCount(0);

    // Whoever held the account is signed out at their next request.
    await holder.page.reload();
    await expect(holder.page).toHaveURL((url) => url.pathname === '/entry');
    await expectNoSession(holder.page);

    // The applicant signs in with the contact mobile, by a code sent to it.
    await applicant.page.goto('/entry');
    await applicant.page.getByRole('tab', { name: '短信登录' }).click();
    const sms = applicant.page.getByRole('form', { name: '短信验证码登录' });
    await sms.getByLabel('手机号').fill(contactMobile);
    const code = await requestCode(sms, contactMobile);
    await sms.getByLabel('验证码', { exact: true }).fill(code);
    await sms.getByRole('button', { name: '登录', exact: true }).click();
    await expect(applicant.page).not.toHaveURL(/\/entry/);
    await expectSignedIn(applicant.page, person.nickname);

    await applicant.page.goto(`/entry/appeal-search?applyNo=${applyNo}`);
    await expect(
      applicant.page.locator('.appeal-status__result').getByText('已通过', { exact: true }),
    ).toBeVisible();

    expect(holder.diagnostics.problems).toEqual([]);
    expect(applicant.diagnostics.problems).toEqual([]);
    await holder.context.close();
    await applicant.context.close();
  });

  test('rejects an appeal with a reason the applicant reads at 申诉进度查询', async ({
    page,
    browser,
    baseURL,
  }) => {
    // An account that exists, and an appeal for it from someone who could not prove they hold it.
    const person = freshPerson();
    const holder = await newBrowser(browser, baseURL);
    await signUp(holder.page, person);
    await holder.context.close();
    const applicant = await newBrowser(browser, baseURL);
    await startAppeal(applicant.page, person.username);
    await fillAppeal(applicant.page);
    const applyNo = await submittedApplyNo(applicant.page);

    // the operator home counts it among the appeals waiting
    await page.goto('/admin');
    const todo = page.locator('.queue-todo--appeals');
    await expect(todo).toContainText('申诉审核待办');
    await expect(todo).toContainText('待审核申诉');
    await expect(todo).toContainText(/最早的一条已等待/);
    await todo.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'appeals-home-todo', { fullPage: false });

    const row = await findInQueue(page, applyNo);
    await row.getByRole('button', { name: `审核申诉 ${applyNo}` }).click();
    const drawer = page.getByRole('dialog', { name: '申诉详情' });
    await drawer.getByRole('button', { name: '驳回申诉' }).click();
    const reject = page.getByRole('dialog', { name: `驳回申诉 ${applyNo}` });
    await reject.getByRole('button', { name: '确认驳回' }).click();
    await expect(reject.getByText('请填写驳回原因')).toBeVisible();
    const reason = '身份证照片模糊，无法核实申诉人身份，请上传清晰的照片后重新申诉';
    await reject.getByLabel('驳回原因').fill(reason);
    await expect(reject.getByText('请填写驳回原因')).toBeHidden();
    await keepScreenshot(page, 'appeals-reject', { fullPage: false });
    await reject.getByRole('button', { name: '确认驳回' }).click();
    await expect(reject).toBeHidden();
    await expect(drawer.getByText(reason)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL((url) => !url.searchParams.get('open'));

    // the decided appeal leaves the pending tab and shows under 已驳回 with who decided it
    const decided = await findInQueue(page, applyNo, '已驳回');
    await expect(decided).toContainText('已驳回');
    await keepScreenshot(page, 'appeals-rejected-tab');

    await applicant.page.goto(`/entry/appeal-search?applyNo=${applyNo}`);
    const result = applicant.page.locator('.appeal-status__result');
    await expect(result.getByText('未通过', { exact: true })).toBeVisible();
    await expect(result).toContainText(reason);
    await keepScreenshot(applicant.page, 'appeals-search-rejected');

    expect(applicant.diagnostics.problems).toEqual([]);
    await applicant.context.close();
  });
});
