import {
  clickSignOut,
  expectFailedSignIns,
  expectNoSession,
  expectPasswordRefused,
  expectSignedIn,
  expectSignedOut,
  freshPerson,
  isFailedPasswordSignIn,
  NEW_PASSWORD,
  passwordSignInForm,
  requestCode,
  signOut,
  signUp,
  submitPasswordSignIn,
  watchForText,
} from './identity-support.ts';
import { expect, keepScreenshot, test } from './support.ts';

// Whole user flows with several scrypt-hashed sign-ins: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/**
 * The sign-in world as a person meets it (docs/decisions/006-identity-limits.md): sign up with an SMS code, sign
 * out and in, the growing wait after wrong passwords, and the password reset by SMS. Each test has its own person
 * (username and mobile), so the two workers never share a send cooldown or a failure count.
 */

test('signs up with an SMS code, signs out, and signs in with the password', async ({ page }) => {
  const person = freshPerson();
  await signUp(page, person, 'identity-sign-up-filled');

  // Home by the main navigation, then 退出登录 from the user menu: the header offers 登录 again.
  await signOut(page, person.nickname);

  // 登录 in the header; 密码登录 is the tab that opens.
  await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/entry');
  await expect(page.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
  const flashedSignedIn = await watchForText(page, '您已登录');
  await submitPasswordSignIn(page, person.username, person.password);
  // No tenant yet and nowhere to return to: the workbench, which shows how to settle.
  await expect(page).toHaveURL((url) => url.pathname === '/participants');
  // The sign-in page never said "您已登录" on its way out.
  expect(await flashedSignedIn()).toBe(false);
  await expect(page.getByText('完成主体入驻，开始使用平台服务')).toBeVisible();
  await expectSignedIn(page, person.nickname);

  // The session survives a reload.
  await page.reload();
  await expectSignedIn(page, person.nickname);

  // Sent to sign-in from a page, the person comes back to it.
  await signOut(page, person.nickname);
  await page.goto('/entry?redirect=/home/case');
  await expect(page.getByText('登录后将返回您刚才浏览的页面。')).toBeVisible();
  await submitPasswordSignIn(page, person.mobile, person.password);
  await expect(page).toHaveURL((url) => url.pathname === '/home/case');
  await expectSignedIn(page, person.nickname);
});

test('three wrong passwords bring a wait, and the SMS code still signs the owner in', async ({
  page,
  diagnostics,
}) => {
  expectFailedSignIns(diagnostics);
  const person = freshPerson();
  await signUp(page, person);
  await signOut(page, person.nickname);

  await page.goto('/entry');
  const form = passwordSignInForm(page);
  const submit = form.getByRole('button', { name: '登录', exact: true });
  // Three failures are free of waits (the third one starts the first wait).
  for (const guess of ['Wrong-guess-01', 'Wrong-guess-02']) {
    await expectPasswordRefused(page, person.username, guess);
    await expect(submit).toBeEnabled();
  }

  const third = page.waitForResponse(isFailedPasswordSignIn);
  await submitPasswordSignIn(page, person.username, 'Wrong-guess-03');
  await third;
  const waitAlert = form.getByRole('alert').filter({ hasText: '秒后再试' });
  await expect(waitAlert).toContainText('账号或密码错误');
  await expect(waitAlert).toContainText(/请 \d+ 秒后再试/);
  await expect(waitAlert).toContainText('也可以改用短信验证码登录或找回密码');
  const seconds = Number((await waitAlert.textContent())?.match(/请 (\d+) 秒后再试/)?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(30);
  // The submit button counts the same wait down and cannot be pressed.
  const waiting = form.getByRole('button', { name: /^请 \d+ 秒后再试$/ });
  await expect(waiting).toBeVisible();
  await expect(waiting).toBeDisabled();
  // The account's own failures now ask for the image captcha as well (expected, see the decision record), and what
  // the person typed stays.
  await expect(form.getByRole('textbox', { name: '图形验证码' })).toBeVisible();
  await expect(form.getByLabel('账号')).toHaveValue(person.username);
  await expect(form.getByLabel('密码', { exact: true })).toHaveValue('Wrong-guess-03');
  await keepScreenshot(page, 'identity-wait-alert');

  // The owner is never locked out: 短信登录 works during the wait.
  await page.getByRole('tab', { name: '短信登录' }).click();
  const sms = page.getByRole('form', { name: '短信验证码登录' });
  await sms.getByLabel('手机号').fill(person.mobile);
  const code = await requestCode(sms, person.mobile);
  await sms.getByLabel('验证码', { exact: true }).fill(code);
  await sms.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/participants');
  await expectSignedIn(page, person.nickname);
});

test('resets the password by SMS: the old password is refused, the new one signs in', async ({
  page,
  diagnostics,
}) => {
  expectFailedSignIns(diagnostics);
  const person = freshPerson();
  await signUp(page, person);
  await signOut(page, person.nickname);

  await page.goto('/entry');
  await page.getByRole('navigation', { name: '其他入口' }).getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/entry/password-reset');
  await expect(page.locator('h1')).toHaveText('找回密码');

  const accountStep = page.getByRole('form', { name: '填写账号' });
  await accountStep.getByLabel('账号').fill(person.username);
  await keepScreenshot(page, 'identity-reset-1-account');
  await accountStep.getByRole('button', { name: '下一步' }).click();

  const mobileStep = page.getByRole('form', { name: '验证手机' });
  await mobileStep.getByLabel('绑定的手机号').fill(person.mobile);
  await keepScreenshot(page, 'identity-reset-2-mobile');
  await mobileStep.getByRole('button', { name: '下一步' }).click();

  const passwordStep = page.getByRole('form', { name: '设置新密码' });
  const code = await requestCode(passwordStep, person.mobile);
  await passwordStep.getByLabel('短信验证码').fill(code);
  await passwordStep.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await passwordStep.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await keepScreenshot(page, 'identity-reset-3-new-password');
  await passwordStep.getByRole('button', { name: '重置密码' }).click();

  await expect(page.getByText('密码已重置')).toBeVisible();
  await expect(page.getByText(/此前在各设备上的登录已全部结束/)).toBeVisible();
  await keepScreenshot(page, 'identity-reset-4-done');
  await page.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/entry');

  await expectPasswordRefused(page, person.username, person.password);
  await submitPasswordSignIn(page, person.username, NEW_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/participants');
  await expectSignedIn(page, person.nickname);
});

test('退出登录 on a work-area page leaves for the home page', async ({ page }) => {
  // A chosen sign-out leaves for home; only a session the server ended sends the tab to sign in again.
  const person = freshPerson();
  await signUp(page, person);
  await clickSignOut(page, person.nickname);
  await expectNoSession(page);
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 5_000 });
  await expectSignedOut(page);
});

test('a busy server and a name that needs the captcha: the form says so and keeps what was typed', async ({
  page,
  diagnostics,
}) => {
  // No account needed: failures count on the typed name, whoever has it.
  const name = `ghost_${Date.now().toString(36)}`;
  const password = 'Not-the-one-77';
  diagnostics.expectFailedResponse(
    (response) =>
      new URL(response.url()).pathname === '/sso/login' && [400, 401, 429].includes(response.status()),
  );
  await page.goto('/entry');
  const form = passwordSignInForm(page);
  const submit = form.getByRole('button', { name: '登录', exact: true });

  // The hashing line is full: the server's answer (stood in for here: it needs a crowd) reads as a short wait.
  await page.route('**/sso/login', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 429,
        msg: '当前登录人数较多，请稍后再试',
        reason: 'RATE_LIMITED',
        data: { retryAfterSeconds: 3 },
      }),
    }),
  );
  await submitPasswordSignIn(page, name, password);
  const busy = form.getByRole('alert').filter({ hasText: '当前登录人数较多，请稍后再试' });
  await expect(busy).toBeVisible();
  await expect(form.getByRole('button', { name: /^请 \d+ 秒后再试$/ })).toBeDisabled();
  await keepScreenshot(page, 'identity-sign-in-busy');
  await expect(submit).toBeEnabled({ timeout: 6_000 });
  await expect(busy).toHaveCount(0);
  await page.unroute('**/sso/login');

  // Three failures on the name bring its wait and the captcha (the third answer says so).
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const answer = page.waitForResponse(isFailedPasswordSignIn);
    await submitPasswordSignIn(page, name, `${password}${attempt}`);
    await answer;
  }
  await expect(form.getByRole('textbox', { name: '图形验证码' })).toBeVisible();

  // A fresh page knows nothing of it (the address has no failures to speak of): no captcha row.
  await page.reload();
  await expect(form.getByRole('textbox', { name: '图形验证码' })).toHaveCount(0);
  // Tried during the name's wait: the wait, counted on the button.
  await submitPasswordSignIn(page, name, password);
  await expect(form.getByRole('alert')).toContainText('登录失败次数较多');
  await expect(form.getByRole('button', { name: /^请 \d+ 秒后再试$/ })).toBeDisabled();
  // After it: the server wants the captcha for this name; the row appears with the request on it, and nothing typed
  // is lost.
  await expect(submit).toBeEnabled({ timeout: 40_000 });
  const refused = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/sso/login' && response.status() === 400,
  );
  await submit.click();
  expect((await (await refused).json()).reason).toBe('CAPTCHA_REQUIRED');
  const captcha = form.getByRole('textbox', { name: '图形验证码' });
  await expect(captcha).toBeVisible();
  await expect(form.getByText('请输入图形验证码', { exact: true })).toBeVisible();
  await expect(form.getByLabel('账号')).toHaveValue(name);
  await expect(form.getByLabel('密码', { exact: true })).toHaveValue(password);
  await expect(form.getByRole('img', { name: '图形验证码' })).toBeVisible();
  await keepScreenshot(page, 'identity-sign-in-captcha-required');
});
