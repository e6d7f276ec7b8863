import type { Page, Response } from '@playwright/test';
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
  watchForText,
} from './identity-support.ts';
import { Diagnostics, expect, keepScreenshot, test } from './support.ts';

// Whole user flows with several scrypt-hashed sign-ins: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** apps/server/src/platform/masking.ts (through platform/identity/current-user.ts): how the account page shows a mobile. */
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

/** 账户设置 from the user menu; a new account has no tenant, so it lives in the participants area. */
const openAccountPage = async (page: Page, nickname: string) => {
  await chooseFromUserMenu(page, nickname, /账户设置/);
  await expect(page).toHaveURL((url) => url.pathname === '/participants/account');
  await expect(page.locator('h1')).toHaveText('账户设置');
  await expect(page.getByRole('form', { name: '修改密码' })).toBeVisible();
};

const isMobileTaken = (response: Response): boolean =>
  response.status() === 409 && new URL(response.url()).pathname === '/account/confirmMobileCode';

test('changes the mobile with codes to the current and the new number, then signs in with the new one', async ({
  page,
  browser,
  baseURL,
  diagnostics,
}) => {
  expectFailedSignIns(diagnostics);
  diagnostics.expectFailedResponse(isMobileTaken);
  const person = freshPerson();
  const newMobile = freshMobile();

  // Someone else's account, with its own number (signed up in another browser).
  const other = freshPerson();
  const elsewhere = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await signUp(await elsewhere.newPage(), other);
  await elsewhere.close();

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

  // Step 2: the new number, verified by its own code. A number another account holds gets its code too, and is
  // refused only at the confirm, on the number, with the way back to change it right there.
  const bind = dialog.getByRole('form', { name: '绑定新手机号' });
  const mobileField = bind.getByLabel('新手机号', { exact: true });
  await mobileField.fill(other.mobile);
  const takenCode = await requestCode(bind, other.mobile);
  await bind.getByLabel('新手机号验证码').fill(takenCode);
  const taken = page.waitForResponse(isMobileTaken);
  await bind.getByRole('button', { name: '确认更换' }).click();
  await taken;
  await expect(bind.getByText('该手机号已绑定其他账号，请更换手机号后重新获取验证码')).toBeVisible();
  await expect(mobileField).toBeFocused();
  await expect(bind.getByLabel('新手机号验证码')).toHaveValue('');
  // The countdown belonged to the refused number: the next one gets its code at once.
  await expect(bind.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  await keepScreenshot(page, 'identity-account-mobile-taken');

  await mobileField.fill(newMobile);
  await expect(bind.getByText('该手机号已绑定其他账号，请更换手机号后重新获取验证码')).toHaveCount(0);
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
  // the warning is a 3 s toast: watched from before the sign-in here, so a page told at once is seen to be told
  const toldWhy = await watchForText(
    other,
    '您的账号已在其他地方登录，本次登录已结束。如非本人操作，请尽快修改密码。',
  );

  // Signing in here ends the other browser's session (one account, one place).
  await signInWithPassword(page, person.username, person.password, person.nickname);
  // The other browser's open page is told at once over the live channel, without an action of its own: a warning
  // that says why (SESSION_REPLACED), the session gone, back to sign-in.
  await expect(other).toHaveURL((url) => url.pathname === '/entry');
  expect(await toldWhy()).toBe(true);
  expect(new URL(other.url()).searchParams.get('redirect')).toBe('/participants/settled');
  await expectNoSession(other);
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

  expect(elsewhereDiagnostics.problems).toEqual([]);
  await elsewhere.close();

  // The old password is refused now, the new one signs in.
  await signOut(page, person.nickname);
  await page.goto('/entry');
  await expectPasswordRefused(page, person.username, person.password);
  await signInWithPassword(page, person.username, NEW_PASSWORD, person.nickname);
});

/** The 邮箱 card of 账户设置. */
const emailCardOf = (page: Page) =>
  page.locator('.account-card').filter({ has: page.getByRole('heading', { name: '邮箱', exact: true }) });

test('confirms the e-mail in 账户设置 with a code sent to it, then signs in with it on the e-mail tab', async ({
  page,
}) => {
  const person = freshPerson();
  const email = `${person.username}@example.cn`.toLowerCase();
  await signUp(page, person);
  await openAccountPage(page, person.nickname);

  const card = emailCardOf(page);
  await expect(card).toContainText('未填写');
  await expect(card).toContainText('尚未填写邮箱');

  // Saved in the profile, the address is there but unconfirmed: it cannot sign in yet.
  const profile = page.getByRole('form', { name: '基本资料' });
  await profile.getByLabel('邮箱').fill(email);
  await profile.getByRole('button', { name: '保存资料' }).click();
  await expect(page.getByText('基本资料已保存。新邮箱需验证后才能用于邮箱验证码登录')).toBeVisible();
  await expect(card.getByText(email, { exact: true })).toBeVisible();
  await expect(card.getByText('未验证', { exact: true })).toBeVisible();
  await expect(card).toContainText('未验证的邮箱不能用于邮箱验证码登录');
  await expect(page.getByText('请稍候…')).toHaveCount(0);
  await keepScreenshot(page, 'identity-account-email-unverified');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'identity-account-email-unverified-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Confirmed right there by the code the address received.
  const verify = card.getByRole('form', { name: '验证邮箱' });
  const code = await requestCode(verify, email);
  await verify.getByLabel('邮箱验证码').fill(code);
  await verify.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('邮箱已验证，可用于邮箱验证码登录')).toBeVisible();
  await expect(card.getByText('已验证', { exact: true })).toBeVisible();
  await expect(card.getByText('未验证', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('form', { name: '验证邮箱' })).toHaveCount(0);
  await expect(card).toContainText('可用于邮箱验证码登录');
  await expect(page.getByText('请稍候…')).toHaveCount(0);
  await keepScreenshot(page, 'identity-account-email-verified');

  // The page shows it after a reload too (the server's user, not only the answer of the confirm).
  await page.reload();
  await expect(emailCardOf(page).getByText('已验证', { exact: true })).toBeVisible();

  // 邮箱登录 with the confirmed address.
  await signOut(page, person.nickname);
  await page.goto('/entry');
  await page.getByRole('tab', { name: '邮箱登录' }).click();
  const form = page.getByRole('form', { name: '邮箱验证码登录' });
  await expect(form).toContainText('只有在“账户设置”中验证过的邮箱才能收到登录验证码');
  await form.getByLabel('邮箱').fill(email);
  const signInCode = await requestCode(form, email);
  await form.getByLabel('验证码', { exact: true }).fill(signInCode);
  await keepScreenshot(page, 'identity-email-sign-in');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'identity-email-sign-in-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/entry/);
  await expectSignedIn(page, person.nickname);
});

test.describe('the page’s first load', () => {
  test.use({ signedInAs: 'miaoling' });

  /** What 账户设置 draws only later: the rules (zod), an alert, antd's Tag and the text area it never draws. */
  const LATE_CHUNK = /\/assets\/(zod|field-schemas|alert|tag|TextArea)-[\w-]{8}\.js$/;

  test('账户设置 loads the forms’ rules when a field is first checked, and they still refuse a bad value', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (LATE_CHUNK.test(pathname)) loaded.push(pathname);
    });
    await page.goto('/participants/account');
    const profile = page.getByRole('form', { name: '基本资料' });
    await expect(profile.getByLabel('昵称')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);

    await profile.getByLabel('邮箱').fill('not-an-address');
    await profile.getByRole('button', { name: '保存资料' }).click();
    await expect(profile.getByText('邮箱格式不正确')).toBeVisible();
    expect(loaded.some((path) => /\/(zod|field-schemas)-/.test(path))).toBe(true);
  });
});
