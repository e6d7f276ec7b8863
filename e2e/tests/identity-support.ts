import type { Locator, Page, Response } from '@playwright/test';
import { latestCodeFor } from './outbox.ts';
import { type Diagnostics, expect, keepScreenshot, readStoredSession, test } from './support.ts';

/**
 * Shared steps of the sign-in world specs (identity, account, appeal): fresh people, and the forms filled as a
 * person would, by their labels and the buttons' Chinese names.
 */

export interface Person {
  username: string;
  nickname: string;
  mobile: string;
  password: string;
}

/** Seconds of this worker's start, so numbers differ between runs against a kept database too. */
const STAMP = String(Math.floor(Date.now() / 1000) % 10_000).padStart(4, '0');
let sequence = 0;

/**
 * A mobile no other test of the run uses: 1397 + the worker's start second + worker index + a counter, so two
 * workers never share a number (and never a send cooldown). Demo users are 1390851xxxx.
 */
export const freshMobile = (): string => {
  sequence += 1;
  const worker = test.info().workerIndex % 10;
  return `1397${STAMP}${worker}${String(sequence % 100).padStart(2, '0')}`;
};

/** A new person for one test: unique username, nickname and mobile; a password the policy accepts. */
export const freshPerson = (): Person => {
  const mobile = freshMobile();
  const tag = `${Date.now().toString(36)}w${test.info().workerIndex}n${sequence}`;
  return {
    username: `e2e_${tag}`,
    nickname: `测试村民${tag.slice(-6)}`,
    mobile,
    password: 'Lantern-Hill#48',
  };
};

/** Another password the policy accepts (different from Person.password). */
export const NEW_PASSWORD = 'Bamboo-River$73';

/** The API's answer to a wrong password (HTTP 401 from the password sign-in). */
export const isFailedPasswordSignIn = (response: Response): boolean =>
  response.status() === 401 && new URL(response.url()).pathname === '/sso/login';

/** Declares the 401 of password sign-ins the test fails on purpose. */
export const expectFailedSignIns = (diagnostics: Diagnostics): void =>
  diagnostics.expectFailedResponse(isFailedPasswordSignIn);

/**
 * Clicks the form's 获取验证码, waits for the countdown (the server has answered, the message is in the outbox)
 * and returns the code the console SMS driver recorded for the mobile.
 */
export const requestCode = async (scope: Locator, mobile: string): Promise<string> => {
  const since = new Date();
  await scope.getByRole('button', { name: '获取验证码' }).click();
  await expect(scope.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeVisible();
  return latestCodeFor(mobile, since);
};

export const userMenuOf = (page: Page, nickname: string): Locator =>
  page.getByRole('banner').getByRole('button', { name: `用户菜单：${nickname}` });

/** Opens the user menu and clicks an item, as a person does: one click on the menu, one on the item. */
export const chooseFromUserMenu = async (page: Page, nickname: string, item: RegExp): Promise<void> => {
  await userMenuOf(page, nickname).click();
  await page.getByRole('menuitem', { name: item }).click();
};

/** The header shows the person's nickname in the user menu, and no 登录 link. */
export const expectSignedIn = async (page: Page, nickname: string): Promise<void> => {
  const banner = page.getByRole('banner');
  await expect(userMenuOf(page, nickname)).toBeVisible();
  await expect(userMenuOf(page, nickname)).toContainText(nickname);
  await expect(banner.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
  expect((await readStoredSession(page)).token, 'a session token is stored').toBeTruthy();
};

/** No user in the header and no session in the browser's storage (any layout). */
export const expectNoSession = async (page: Page): Promise<void> => {
  await expect(page.getByRole('banner').getByRole('button', { name: /^用户菜单：/ })).toHaveCount(0);
  expect(await readStoredSession(page)).toEqual({ token: undefined, tenantId: undefined });
};

/** On a public page: the header shows 登录 and 注册 again and the browser holds no session. */
export const expectSignedOut = async (page: Page): Promise<void> => {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: '注册', exact: true })).toBeVisible();
  await expectNoSession(page);
};

/** Clicks 退出登录 in the user menu and waits for the sign-out call to succeed. */
export const clickSignOut = async (page: Page, nickname: string): Promise<void> => {
  const sent = page.waitForRequest((request) => request.url().includes('/basics/loginout'), {
    timeout: 10_000,
  });
  await chooseFromUserMenu(page, nickname, /退出登录/);
  const response = await (await sent).response();
  expect(response?.status()).toBe(200);
};

/**
 * Goes to the home page by the header's brand link, signs out there from the user menu and sees the header
 * offer 登录 again. (Signing out on a work-area page lands on sign-in instead of home: see identity.spec.ts.)
 */
export const signOut = async (page: Page, nickname: string): Promise<void> => {
  const nav = page.getByRole('banner').getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '首页', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await clickSignOut(page, nickname);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expectSignedOut(page);
};

export const passwordSignInForm = (page: Page): Locator => page.getByRole('form', { name: '密码登录' });

/** Fills 密码登录 on the sign-in page that is open and submits it. */
export const submitPasswordSignIn = async (page: Page, account: string, password: string): Promise<void> => {
  const form = passwordSignInForm(page);
  await form.getByLabel('账号').fill(account);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByRole('button', { name: '登录', exact: true }).click();
};

/** Opens /entry (密码登录 is the first tab), signs in and waits for the header to show the person. */
export const signInWithPassword = async (
  page: Page,
  account: string,
  password: string,
  nickname: string,
): Promise<void> => {
  await page.goto('/entry');
  await expect(page.locator('h1')).toHaveText('登录');
  await submitPasswordSignIn(page, account, password);
  await expect(page).not.toHaveURL(/\/entry/);
  await expectSignedIn(page, nickname);
};

/** Signs in on the open sign-in page and expects the form to refuse with 账号或密码错误. */
export const expectPasswordRefused = async (page: Page, account: string, password: string): Promise<void> => {
  const form = passwordSignInForm(page);
  const answer = page.waitForResponse(isFailedPasswordSignIn);
  await submitPasswordSignIn(page, account, password);
  await answer;
  await expect(form.getByRole('alert')).toContainText('账号或密码错误');
  await expect(page).toHaveURL(/\/entry/);
};

/**
 * 注册账号 on /entry/sign-up with a code read from the outbox; lands signed in on the settlement page. Takes the
 * screenshot of the filled form when a name is given.
 */
export const signUp = async (page: Page, person: Person, screenshot?: string): Promise<void> => {
  await page.goto('/entry/sign-up');
  await expect(page.locator('h1')).toHaveText('注册');
  const form = page.getByRole('form', { name: '注册账号' });
  await form.getByLabel('用户名').fill(person.username);
  await form.getByLabel('昵称').fill(person.nickname);
  await form.getByLabel('手机号').fill(person.mobile);
  const code = await requestCode(form, person.mobile);
  await form.getByLabel('短信验证码').fill(code);
  await form.getByLabel('密码', { exact: true }).fill(person.password);
  await form.getByLabel('确认密码').fill(person.password);
  await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await expect(form.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
  if (screenshot) await keepScreenshot(page, screenshot);
  await form.getByRole('button', { name: '注册并登录' }).click();
  // A new account has no tenant yet: it lands on the settlement flow, signed in.
  await expect(page).toHaveURL((url) => url.pathname === '/participants/settled');
  await expectSignedIn(page, person.nickname);
};

/** GB 11643-1999: the 18th character of a citizen identity number from the first 17 digits. */
export const idNumberCheckDigit = (first17: string): string => {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return '10X98765432'.charAt(sum % 11);
};

/** A valid 18-digit identity number: Guiyang Nanming district, born 1985-06-12, a varying sequence number. */
export const validIdNumber = (): string => {
  const order = String(Date.now() % 1000).padStart(3, '0');
  const first17 = `52010219850612${order}`;
  return `${first17}${idNumberCheckDigit(first17)}`;
};

/** A 1×1 PNG: the smallest image the appeal upload accepts by its magic bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Starts watching the page for a text appearing anywhere, even for a moment (a flash between two renders); the
 * returned function says whether it did. Reset by a full page load.
 */
export const watchForText = async (page: Page, text: string): Promise<() => Promise<boolean>> => {
  await page.evaluate((wanted) => {
    // biome-ignore lint/performance/useDomNodeTextContent: only text a person can see counts, so innerText
    const seen = { value: document.body.innerText.includes(wanted) };
    (window as unknown as { __rrspSeen: typeof seen }).__rrspSeen = seen;
    new MutationObserver(() => {
      // biome-ignore lint/performance/useDomNodeTextContent: as above
      if (!seen.value && document.body.innerText.includes(wanted)) seen.value = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  return () =>
    page.evaluate(() => (window as unknown as { __rrspSeen: { value: boolean } }).__rrspSeen.value);
};
