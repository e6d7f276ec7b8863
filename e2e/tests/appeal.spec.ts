import type { Page, Response } from '@playwright/test';
import { fillAppeal, startAppeal, submittedApplyNo } from './appeal-support.ts';
import {
  freshPerson,
  idNumberCheckDigit,
  signInWithPassword,
  signOut,
  signUp,
  validIdNumber,
} from './identity-support.ts';
import { waitOutCodeCooldown } from './outbox.ts';
import { expect, keepScreenshot, test } from './support.ts';

// Whole user flows with several scrypt-hashed sign-ins: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** The step 账号申诉 is on (its steps are a list whose current step says so). */
const currentStep = (page: Page) =>
  page.getByRole('list', { name: '账号申诉步骤' }).locator('[aria-current="step"]');

/** What step 2 says of the account named in step 1, with the name itself written as NAME. */
const startNotice = async (page: Page, username: string): Promise<string> => {
  const notice = page.locator('.appeal-start');
  await expect(notice).toBeVisible();
  return ((await notice.textContent()) ?? '').replaceAll(username, 'NAME');
};

const isAppealSaveLimit = (response: Response): boolean =>
  response.status() === 429 && new URL(response.url()).pathname === '/sso/appeal/save';

test('the test identity number carries a valid GB 11643 check digit', () => {
  // The standard's own example, and a number ending in a digit.
  expect(idNumberCheckDigit('11010519491231002')).toBe('X');
  expect(idNumberCheckDigit('44052418800101001')).toBe('4');
  expect(validIdNumber()).toMatch(/^52010219850612\d{3}[\dX]$/);
});

test('step 1 answers a name no account has exactly as a registered one, and both lead on', async ({
  page,
}) => {
  const checkedApplied: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sso/appeal/checkApplied')) checkedApplied.push(request.url());
  });
  // A demo account (seeded with a mobile), and a name nobody has.
  const known = 'cunmin';
  const unknown = `nobody_${Date.now().toString(36)}`;

  const knownAnswer = await startAppeal(page, known, 'identity-appeal-start-known');
  const knownNotice = await startNotice(page, known);
  const knownStep = await currentStep(page).textContent();

  const unknownAnswer = await startAppeal(page, unknown, 'identity-appeal-start-unknown');
  const unknownNotice = await startNotice(page, unknown);
  const unknownStep = await currentStep(page).textContent();
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'identity-appeal-start-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The same reply, the same page, the same step: nothing tells the two names apart.
  expect(unknownAnswer).toEqual(knownAnswer);
  expect(JSON.stringify(knownAnswer)).not.toMatch(/\d{3}\*+\d{4}|found|mobile/i);
  expect(unknownNotice).toBe(knownNotice);
  expect(knownNotice).toContain('申诉账号：NAME');
  expect(unknownStep).toBe(knownStep);
  expect(knownStep).toContain('身份信息');
  await expect(page.locator('.appeal-flow')).not.toContainText(/\d{3}\*{4}\d{4}/);
  await expect(page.getByText('账号不存在')).toHaveCount(0);
  expect(checkedApplied, 'no question about appeals already waiting').toEqual([]);

  // 上一步 comes back to the name as typed.
  await page.getByRole('form', { name: '身份信息' }).getByRole('button', { name: '上一步' }).click();
  await expect(page.getByRole('form', { name: '填写账号' }).getByLabel('用户名')).toHaveValue(unknown);
});

test('submits an appeal, finds it by its number; another contact mobile may appeal too, the same one not again today', async ({
  page,
  diagnostics,
}) => {
  diagnostics.expectFailedResponse(isAppealSaveLimit);
  const person = freshPerson();
  await signUp(page, person);
  await signOut(page, person.nickname);

  await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
  await page.getByRole('navigation', { name: '其他入口' }).getByRole('link', { name: '账号申诉' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/entry/appeal');
  await expect(page.locator('h1')).toHaveText('账号申诉');

  // Step 1: the name only; no digits of the account's mobile anywhere.
  const account = page.getByRole('form', { name: '填写账号' });
  await account.getByLabel('用户名').fill(person.username);
  await keepScreenshot(page, 'identity-appeal-1-account');
  await account.getByRole('button', { name: '下一步' }).click();
  await expect(page.locator('.appeal-start')).toContainText(`申诉账号：${person.username}`);
  await expect(page.locator('.appeal-flow')).not.toContainText(person.mobile.slice(-4));

  const contactMobile = await fillAppeal(page, { screenshots: true });
  const applyNo = await submittedApplyNo(page);
  await keepScreenshot(page, 'identity-appeal-result');

  // Anyone with the number can follow the appeal.
  await page.goto('/entry/appeal-search');
  const search = page.getByRole('form', { name: '申诉进度查询' });
  await search.getByLabel('申诉编号').fill(applyNo);
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('applyNo') === applyNo);
  const progress = page.locator('.appeal-status__result');
  await expect(progress.getByText('待处理', { exact: true })).toBeVisible();
  await expect(progress.getByText(applyNo, { exact: true })).toBeVisible();
  await expect(progress.getByText('尚未审核')).toBeVisible();
  await expect(progress).toContainText('申诉将自动撤销');
  await keepScreenshot(page, 'identity-appeal-search');

  // An appeal waiting for the name blocks no other: one from another contact mobile is taken.
  await startAppeal(page, person.username);
  await fillAppeal(page);
  expect(await submittedApplyNo(page)).not.toBe(applyNo);

  // The same name from the first contact mobile again today: refused at the submit, said on the form, with the way
  // to the progress of the one sent.
  await waitOutCodeCooldown(contactMobile);
  await startAppeal(page, person.username);
  const refused = page.waitForResponse(isAppealSaveLimit);
  await fillAppeal(page, { contactMobile });
  await refused;
  const contact = page.getByRole('form', { name: '联系方式' });
  const limit = contact.getByRole('alert').filter({ hasText: '已用该联系手机号为此账号提交过申诉' });
  await expect(limit).toBeVisible();
  await expect(limit).not.toContainText(/\d+ 秒/);
  await expect(page.getByText('申诉已提交')).toHaveCount(0);
  await keepScreenshot(page, 'identity-appeal-day-limit');
  await limit.getByRole('link', { name: '查询申诉进度' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/entry/appeal-search');

  // The owner signs in: the appeals that claimed the account was lost end, and their progress says why.
  await signInWithPassword(page, person.username, person.password, person.nickname);
  await page.goto(`/entry/appeal-search?applyNo=${applyNo}`);
  const ended = page.locator('.appeal-status__result');
  await expect(ended.getByText('已撤销', { exact: true })).toBeVisible();
  await expect(ended).toContainText('账号持有人已正常登录或重置了密码');
  await expect(ended.getByText('撤销时间', { exact: true })).toBeVisible();
  await keepScreenshot(page, 'identity-appeal-cancelled');
});
