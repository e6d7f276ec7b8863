import {
  freshMobile,
  freshPerson,
  idNumberCheckDigit,
  requestCode,
  signOut,
  signUp,
  TINY_PNG,
  validIdNumber,
} from './identity-support.ts';
import { expect, keepScreenshot, test } from './support.ts';

// Whole user flows with several scrypt-hashed sign-ins: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('the test identity number carries a valid GB 11643 check digit', () => {
  // The standard's own example, and a number ending in a digit.
  expect(idNumberCheckDigit('11010519491231002')).toBe('X');
  expect(idNumberCheckDigit('44052418800101001')).toBe('4');
  expect(validIdNumber()).toMatch(/^52010219850612\d{3}[\dX]$/);
});

test('submits an appeal for a registered account and finds it by its number', async ({ page }) => {
  const person = freshPerson();
  const contactMobile = freshMobile();
  await signUp(page, person);
  await signOut(page, person.nickname);

  await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
  await page.getByRole('navigation', { name: '其他入口' }).getByRole('link', { name: '账号申诉' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/entry/appeal');
  await expect(page.locator('h1')).toHaveText('账号申诉');

  // Step 1: the account, with its masked mobile.
  const account = page.getByRole('form', { name: '查询账号' });
  await account.getByLabel('用户名').fill(person.username);
  await account.getByRole('button', { name: '查询账号' }).click();
  const found = account.getByRole('alert').filter({ hasText: '已找到该账号' });
  await expect(found).toContainText(`${person.mobile.slice(0, 3)}****${person.mobile.slice(-4)}`);
  await expect(found).not.toContainText(person.mobile);
  await keepScreenshot(page, 'identity-appeal-1-account');
  await account.getByRole('button', { name: '继续申诉' }).click();

  // Step 2: who the person is, and which applications they used.
  const identity = page.getByRole('form', { name: '身份信息' });
  await identity.getByLabel('真实姓名').fill('龙小平');
  await identity.getByLabel('身份证号').fill(validIdNumber());
  const apps = identity.getByRole('checkbox');
  await expect(apps.first()).toBeVisible();
  expect(await apps.count()).toBeGreaterThanOrEqual(2);
  await apps.nth(0).check();
  await apps.nth(1).check();
  await keepScreenshot(page, 'identity-appeal-2-identity');
  await identity.getByRole('button', { name: '下一步' }).click();

  // Step 3: an ID-card photo.
  const photos = page.getByRole('form', { name: '上传照片' });
  const uploaded = page.waitForResponse((response) => response.url().includes('/sso/appeal/upload'));
  await photos
    .locator('input[type="file"]')
    .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: TINY_PNG });
  expect((await uploaded).status()).toBe(200);
  await expect(photos.getByText('id-card.png')).toBeVisible();
  const next = photos.getByRole('button', { name: '下一步' });
  await expect(next).toBeEnabled();
  await keepScreenshot(page, 'identity-appeal-3-photo');
  await next.click();

  // Step 4: a contact mobile proven by its code, and the reason.
  const contact = page.getByRole('form', { name: '联系方式' });
  await contact.getByLabel('新的联系手机号').fill(contactMobile);
  const code = await requestCode(contact, contactMobile);
  await contact.getByLabel('短信验证码').fill(code);
  await contact.getByLabel('申诉原因').fill('原手机号已停用，无法接收验证码，也忘记了登录密码。');
  await keepScreenshot(page, 'identity-appeal-4-contact');
  await contact.getByRole('button', { name: '提交申诉' }).click();

  await expect(page.getByText('申诉已提交')).toBeVisible();
  const number = page.getByText(/^SS\d{14}$/);
  await expect(number).toBeVisible();
  const applyNo = (await number.textContent())?.trim() ?? '';
  expect(applyNo).toMatch(/^SS\d{14}$/);
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
  await keepScreenshot(page, 'identity-appeal-search');

  // A second appeal for the same account is not taken while the first waits.
  await page.goto('/entry/appeal');
  await account.getByLabel('用户名').fill(person.username);
  await account.getByRole('button', { name: '查询账号' }).click();
  await expect(account.getByRole('alert').filter({ hasText: '该账号已有待处理的申诉' })).toBeVisible();
  await expect(account.getByRole('button', { name: '继续申诉' })).toHaveCount(0);
});
