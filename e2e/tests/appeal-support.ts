import type { Page } from '@playwright/test';
import { freshMobile, requestCode, TINY_PNG, validIdNumber } from './identity-support.ts';
import { expect, keepScreenshot } from './support.ts';

/** The steps of 账号申诉 (/entry/appeal) as a person takes them: shared by the appeal and 申诉审核 specs. */

/** Step 1 on /entry/appeal: the name, 下一步; answers the server's reply once step 2 shows. */
export const startAppeal = async (page: Page, username: string, screenshot?: string): Promise<unknown> => {
  await page.goto('/entry/appeal');
  await expect(page.locator('h1')).toHaveText('账号申诉');
  const account = page.getByRole('form', { name: '填写账号' });
  await account.getByLabel('用户名').fill(username);
  const answer = page.waitForResponse((response) => response.url().includes('/sso/appeal/queryByUserName'));
  await account.getByRole('button', { name: '下一步' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  await expect(page.getByRole('form', { name: '身份信息' })).toBeVisible();
  if (screenshot) await keepScreenshot(page, screenshot);
  return response.json();
};

/**
 * Steps 2 to 4 after step 1: identity, one photo, a contact mobile proven by its code; then 提交申诉. Answers the
 * contact mobile used.
 */
export const fillAppeal = async (
  page: Page,
  { screenshots = false, contactMobile = freshMobile() } = {},
): Promise<string> => {
  const identity = page.getByRole('form', { name: '身份信息' });
  await identity.getByLabel('真实姓名').fill('龙小平');
  await identity.getByLabel('身份证号').fill(validIdNumber());
  const apps = identity.getByRole('checkbox');
  await expect(apps.first()).toBeVisible();
  expect(await apps.count()).toBeGreaterThanOrEqual(2);
  await apps.nth(0).check();
  await apps.nth(1).check();
  if (screenshots) await keepScreenshot(page, 'identity-appeal-2-identity');
  await identity.getByRole('button', { name: '下一步' }).click();

  const photos = page.getByRole('form', { name: '上传照片' });
  const uploaded = page.waitForResponse((response) => response.url().includes('/sso/appeal/upload'));
  await photos
    .locator('input[type="file"]')
    .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: TINY_PNG });
  expect((await uploaded).status()).toBe(200);
  await expect(photos.getByText('id-card.png')).toBeVisible();
  const next = photos.getByRole('button', { name: '下一步' });
  await expect(next).toBeEnabled();
  if (screenshots) await keepScreenshot(page, 'identity-appeal-3-photo');
  await next.click();

  const contact = page.getByRole('form', { name: '联系方式' });
  await contact.getByLabel('新的联系手机号').fill(contactMobile);
  const code = await requestCode(contact, contactMobile);
  await contact.getByLabel('短信验证码').fill(code);
  await contact.getByLabel('申诉原因').fill('原手机号已停用，无法接收验证码，也忘记了登录密码。');
  if (screenshots) await keepScreenshot(page, 'identity-appeal-4-contact');
  await contact.getByRole('button', { name: '提交申诉' }).click();
  return contactMobile;
};

/** The number on the 申诉已提交 page. */
export const submittedApplyNo = async (page: Page): Promise<string> => {
  await expect(page.getByText('申诉已提交')).toBeVisible();
  const number = page.getByText(/^SS\d{14}$/);
  await expect(number).toBeVisible();
  const applyNo = (await number.textContent())?.trim() ?? '';
  expect(applyNo).toMatch(/^SS\d{14}$/);
  return applyNo;
};
