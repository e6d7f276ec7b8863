import type { Page } from '@playwright/test';
import {
  chooseFromUserMenu,
  expectFailedSignIns,
  expectNoSession,
  expectPasswordRefused,
  expectSignedIn,
  freshMobile,
  freshPerson,
  NEW_PASSWORD,
  requestCode,
  signInWithPassword,
  signOut,
  signUp,
} from './identity-support.ts';
import { Diagnostics, expect, keepScreenshot, test } from './support.ts';

// Whole user flows with several scrypt-hashed sign-ins: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** apps/server/src/modules/portal/user-dto.ts: how the account page shows a mobile. */
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

/** 账户设置 from the user menu; a new account has no tenant, so it lives in the participants area. */
const openAccountPage = async (page: Page, nickname: string) => {
  await chooseFromUserMenu(page, nickname, /账户设置/);
  await expect(page).toHaveURL((url) => url.pathname === '/participants/account');
  await expect(page.locator('h1')).toHaveText('账户设置');
  await expect(page.getByRole('form', { name: '修改密码' })).toBeVisible();
};

test('changes the mobile with codes to the current and the new number, then signs in with the new one', async ({
  page,
  diagnostics,
}) => {
  expectFailedSignIns(diagnostics);
  const person = freshPerson();
  const newMobile = freshMobile();
  await signUp(page, person);
  await openAccountPage(page, person.nickname);
  await expect(page.getByText(masked(person.mobile), { exact: true })).toBeVisible();
  await keepScreenshot(page, 'identity-account');

  await page.getByRole('button', { name: '更换手机号' }).click();
  const dialog = page.getByRole('dialog', { name: '更换手机号' });
  await expect(dialog).toBeVisible();

  // Step 1: prove it is the owner with a code sent to the current number.
  const prove = dialog.getByRole('form', { name: '验证身份' });
  await expect(prove.getByRole('radio', { name: '通过原手机号验证' })).toBeChecked();
  const currentCode = await requestCode(prove, person.mobile);
  await prove.getByLabel('原手机号验证码').fill(currentCode);
  await prove.getByRole('button', { name: '下一步' }).click();

  // Step 2: the new number, verified by its own code.
  const bind = dialog.getByRole('form', { name: '绑定新手机号' });
  await bind.getByLabel('新手机号', { exact: true }).fill(newMobile);
  const newCode = await requestCode(bind, newMobile);
  await bind.getByLabel('新手机号验证码').fill(newCode);
  await keepScreenshot(page, 'identity-account-mobile-new');
  await bind.getByRole('button', { name: '确认更换' }).click();

  await expect(dialog.getByText('手机号已更换')).toBeVisible();
  await expect(dialog).toContainText(`今后请使用 ${masked(newMobile)} 登录和接收验证码。`);
  // The header refetches the user: let its loading toast go before the picture.
  await expect(page.getByText('请稍候…')).toHaveCount(0);
  await keepScreenshot(page, 'identity-account-mobile-changed');
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(masked(newMobile), { exact: true })).toBeVisible();
  await expect(page.getByText(masked(person.mobile), { exact: true })).toHaveCount(0);

  // The old number no longer names the account; the new one does.
  await signOut(page, person.nickname);
  await page.goto('/entry');
  await expectPasswordRefused(page, person.mobile, person.password);
  await signInWithPassword(page, newMobile, person.password, person.nickname);
});

test('changes the password; the session of an earlier sign-in elsewhere has ended', async ({
  page,
  browser,
  baseURL,
  diagnostics,
}) => {
  expectFailedSignIns(diagnostics);
  const person = freshPerson();

  // Another browser: the person signs up there and leaves it open.
  const elsewhere = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  const elsewhereDiagnostics = new Diagnostics();
  elsewhereDiagnostics.attach(elsewhere);
  // Its ended session answers 402 (and the sign-out that follows may answer 401/402): expected there.
  elsewhereDiagnostics.expectFailedResponse((response) => [401, 402].includes(response.status()));
  const other = await elsewhere.newPage();
  await signUp(other, person);

  // Signing in here ends the other browser's session (one account, one place).
  await signInWithPassword(page, person.username, person.password, person.nickname);
  await openAccountPage(page, person.nickname);

  const form = page.getByRole('form', { name: '修改密码' });
  await form.getByLabel('原密码').fill(person.password);
  await form.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: '修改密码' }).click();
  const done = page.getByRole('alert').filter({ hasText: '密码已修改' });
  await expect(done).toBeVisible();
  // The other browser's session was already replaced by this sign-in, so no further session was left to end.
  await expect(done).toContainText('没有其他设备处于登录状态；本设备保持登录。');
  await keepScreenshot(page, 'identity-account-password-changed');

  // This device stays signed in.
  await page.reload();
  await expectSignedIn(page, person.nickname);

  // The other browser finds out on its next action: a warning that says why (its session was taken over by the
  // sign-in here, SESSION_REPLACED), the session gone, back to sign-in.
  await other.reload();
  await expect(
    other.getByText('您的账号已在其他地方登录，本次登录已结束。如非本人操作，请尽快修改密码。'),
  ).toBeVisible();
  await expect(other).toHaveURL((url) => url.pathname === '/entry');
  expect(new URL(other.url()).searchParams.get('redirect')).toBe('/participants/settled');
  await expectNoSession(other);
  expect(elsewhereDiagnostics.problems).toEqual([]);
  await elsewhere.close();

  // The old password is refused now, the new one signs in.
  await signOut(page, person.nickname);
  await page.goto('/entry');
  await expectPasswordRefused(page, person.username, person.password);
  await signInWithPassword(page, person.username, NEW_PASSWORD, person.nickname);
});
