import type { Request } from '@playwright/test';
import { expectFailedSignIns } from './identity-support.ts';
import { expect, test } from './support.ts';

/**
 * The entry pages draw without the contract's rules (zod, docs/decisions/034): the rules load when a field is first
 * checked, and a submit made before they have arrived waits for them and still refuses bad input with the same
 * Chinese message, sending nothing to the server.
 */

const RULES_CHUNK = /\/assets\/(field-schemas|zod)-[\w-]{8}\.js$/;

test('the sign-in and sign-up pages load no rules before a field is checked', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (RULES_CHUNK.test(new URL(request.url()).pathname)) loaded.push(request.url());
  });
  for (const path of ['/entry', '/entry/sign-up', '/entry/password-reset', '/entry/appeal']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(loaded).toEqual([]);

  // the first keystroke checks the field: its rule arrives and speaks as before
  await page.goto('/entry');
  const form = page.getByRole('form', { name: '密码登录' });
  await form.getByLabel('账号').fill('x'.repeat(65));
  await expect(form.getByText('账号过长')).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
});

test('a sign-in pressed before the rules have arrived waits for them and refuses a bad account', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(RULES_CHUNK, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  const signIns: Request[] = [];
  page.on('request', (request) => {
    if (/\/sso\/login/.test(request.url())) signIns.push(request);
  });

  await page.goto('/entry');
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: '密码登录' });
  await form.getByLabel('账号').fill('x'.repeat(65));
  await form.getByLabel('密码').fill('whatever-password');
  await form.getByRole('button', { name: '登录' }).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // nothing said and nothing sent while the rules are on their way
  await page.waitForTimeout(500);
  await expect(form.getByText('账号过长')).toHaveCount(0);
  expect(signIns).toEqual([]);

  release();
  await expect(form.getByText('账号过长')).toBeVisible();
  await page.waitForTimeout(500);
  expect(signIns).toEqual([]);
});

test('the sign-in ways are tabs that keep what was typed in each', async ({ page }) => {
  await page.goto('/entry');
  const tabs = page.getByRole('tablist', { name: '登录方式' });
  await expect(tabs.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('form', { name: '密码登录' }).getByLabel('账号').fill('miaoling');

  await tabs.getByRole('tab', { name: '短信登录' }).click();
  await expect(tabs.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: '密码登录' })).toBeHidden();
  const sms = page.getByRole('form', { name: '短信验证码登录' });
  await sms.getByLabel('手机号').fill('139');
  await sms.getByRole('button', { name: '登录' }).click();
  await expect(sms.getByText('请输入 11 位中国大陆手机号')).toBeVisible();

  // the keyboard moves between the ways as with antd's tabs
  await tabs.getByRole('tab', { name: '短信登录' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: '邮箱登录' })).toBeFocused();

  await tabs.getByRole('tab', { name: '密码登录' }).click();
  await expect(page.getByRole('form', { name: '密码登录' }).getByLabel('账号')).toHaveValue('miaoling');
  await tabs.getByRole('tab', { name: '短信登录' }).click();
  await expect(sms.getByLabel('手机号')).toHaveValue('139');
});

/**
 * What the entry pages show only later (an alert, the appeal's text area and apps to tick, the found appeal's table and
 * its tag) loads when first shown, not with the page; 注册's checkbox is the app's own (docs/decisions/034).
 */
const LATE_CHUNK = /\/assets\/(alert|TextArea|checkbox|descriptions|tag|appeal-status-result)-[\w-]{8}\.js$/;

test('the entry pages load no alert, text area, antd checkbox or appeal result before one is shown', async ({
  page,
}) => {
  // five pages, each to network idle
  test.setTimeout(120_000);
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (LATE_CHUNK.test(new URL(request.url()).pathname)) loaded.push(new URL(request.url()).pathname);
  });
  for (const path of [
    '/entry',
    '/entry/sign-up',
    '/entry/password-reset',
    '/entry/appeal',
    '/entry/appeal-search',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(loaded).toEqual([]);
});

test('a refused sign-in still says why, its alert loaded when shown', async ({ page, diagnostics }) => {
  expectFailedSignIns(diagnostics);
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (LATE_CHUNK.test(new URL(request.url()).pathname)) loaded.push(new URL(request.url()).pathname);
  });
  await page.goto('/entry');
  const form = page.getByRole('form', { name: '密码登录' });
  await form.getByLabel('账号').fill('miaoling');
  await form.getByLabel('密码').fill('Wrong-guess-01');
  await form.getByRole('button', { name: '登录' }).click();
  await expect(form.getByRole('alert')).toContainText('账号或密码错误');
  expect(loaded.some((path) => path.includes('/alert-'))).toBe(true);
});
