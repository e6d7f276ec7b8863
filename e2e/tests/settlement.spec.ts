import type { Page } from '@playwright/test';
import { freshPerson, signUp, userMenuOf } from './identity-support.ts';
import {
  backdateSubmission,
  fillApplication,
  freshApplication,
  latestApplicationId,
  OPERATOR,
  SETTLEMENT_ADMIN,
  settlementForm,
  statusCard,
} from './settlement-support.ts';
import { browserAs, callApi, expect, keepScreenshot, test, testToken, WORK_MENU_NAME } from './support.ts';

/** The page from its top: the form scrolls smoothly between steps, and a full-page shot of a scrolled page shows the
 * fixed header in its middle. */
const keepPageScreenshot = async (page: Page, name: string): Promise<void> => {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await keepScreenshot(page, name);
};

// A sign-up, four form steps with an upload, and an operator's decision: more than the default minute.
test.describe.configure({ timeout: 180_000 });

const operator = { token: testToken(OPERATOR) };

test('a new user applies with a licence photo, waits, is approved in the operator pages and enters the workbench', async ({
  page,
  browser,
  baseURL,
  api,
}) => {
  const person = freshPerson();
  await signUp(page, person);
  const application = freshApplication(['参与主体', '服务商']);

  await fillApplication(page, application, {
    mobile: person.mobile,
    screenshot: (shown) => keepPageScreenshot(shown, 'settlement-form'),
  });
  await settlementForm(page).getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('入驻申请已提交，请等待平台审核')).toBeVisible();
  const status = statusCard(page);
  await expect(status.getByRole('heading')).toContainText('入驻申请已提交，等待平台审核');
  await expect(status.getByText('待审核', { exact: true })).toBeVisible();

  // an hour and a quarter later the page says how long it has waited
  const applicationId = await latestApplicationId(page);
  await backdateSubmission(applicationId, '2 hours 15 minutes');
  await page.reload();
  await expect(status).toContainText(`「${application.name}」于`);
  await expect(status).toContainText('已等待 2 小时 15 分');
  await expect(status).toContainText(`结果会以短信发送到 ${person.mobile}`);
  await keepPageScreenshot(page, 'settlement-pending');

  // the operator finds it in the queue and approves it
  const operatorSide = await browserAs(browser, api, baseURL, OPERATOR);
  const admin = operatorSide.page;
  await admin.goto(`/admin/settlement?keyword=${encodeURIComponent(application.name)}`);
  await admin.getByRole('link', { name: application.name }).click();
  await expect(admin).toHaveURL((url) => url.pathname === '/admin/settlement/review');
  expect(new URL(admin.url()).searchParams.get('id')).toBe(applicationId);
  await admin.getByRole('button', { name: /(^|\s)通\s*过$/ }).click();
  const dialog = admin.getByRole('dialog', { name: '通过入驻申请' });
  await dialog.getByRole('button', { name: '确认通过' }).click();
  await expect(admin.getByText(`已通过「${application.name}」的入驻申请`)).toBeVisible();
  await operatorSide.context.close();

  // the applicant sees the approval and goes into the new tenant's workbench
  await page.reload();
  await expect(status.getByRole('heading')).toContainText('入驻审核已通过');
  await expect(status).toContainText(`「${application.name}」已入驻平台，角色为参与主体、服务商`);
  await keepPageScreenshot(page, 'settlement-approved');
  await status.getByRole('button', { name: '进入工作台' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/participants');
  await expect(page.getByRole('complementary', { name: WORK_MENU_NAME.participants })).toBeVisible();
  await expect(userMenuOf(page, person.nickname)).toContainText(application.name);
});

test('a service provider alone, once approved, enters the servant workbench', async ({ page }) => {
  const person = freshPerson();
  await signUp(page, person);
  const application = freshApplication(['服务商']);
  await fillApplication(page, application, { mobile: person.mobile });
  await settlementForm(page).getByRole('button', { name: '提交申请' }).click();
  await expect(statusCard(page).getByRole('heading')).toContainText('等待平台审核');

  const applicationId = await latestApplicationId(page);
  await callApi(page.request, 'POST', `${SETTLEMENT_ADMIN}/approve`, {
    ...operator,
    body: { applicationId },
  });

  await page.reload();
  const status = statusCard(page);
  await expect(status).toContainText(`「${application.name}」已入驻平台，角色为服务商`);
  // a provider settles in its own area: the servant's menu beside the card, and no offer to publish products
  await expect(status).toContainText('可以发布服务、邀请成员');
  await expect(status).not.toContainText('产品');
  const servantMenu = page.getByRole('complementary', { name: WORK_MENU_NAME.servant });
  await expect(servantMenu.getByRole('link', { name: '入驻' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: WORK_MENU_NAME.participants })).toHaveCount(0);
  await status.getByRole('button', { name: '进入工作台' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/servant');
  await expect(page.getByRole('complementary', { name: WORK_MENU_NAME.servant })).toBeVisible();
  await expect(userMenuOf(page, person.nickname)).toContainText(application.name);
});

test('a rejection names the field to fix; the applicant fixes it and resubmits; the operator sees the change', async ({
  page,
}) => {
  const person = freshPerson();
  await signUp(page, person);
  const application = freshApplication(['参与主体']);
  await fillApplication(page, application, { mobile: person.mobile });
  await settlementForm(page).getByRole('button', { name: '提交申请' }).click();
  await expect(statusCard(page).getByRole('heading')).toContainText('等待平台审核');

  const applicationId = await latestApplicationId(page);
  const reason = '请写明门牌号所在的村组';
  await callApi(page.request, 'POST', `${SETTLEMENT_ADMIN}/reject`, {
    ...operator,
    body: { applicationId, remark: '地址不完整', fieldReasons: { address: reason } },
  });

  await page.reload();
  const status = statusCard(page);
  await expect(status.getByRole('heading')).toContainText('入驻申请未通过审核');
  await expect(status).toContainText('审核说明：地址不完整');
  await expect(status.getByRole('listitem').filter({ hasText: '详细地址' })).toContainText(reason);
  await keepPageScreenshot(page, 'settlement-rejected');

  // 修改后重新提交: the form again, prefilled, the field marked
  await status.getByRole('button', { name: '修改后重新提交' }).click();
  const form = settlementForm(page);
  await expect(page.getByText('请按审核意见修改后重新提交')).toBeVisible();
  await page.getByRole('button', { name: '详细地址' }).click();
  const address = form.getByLabel('详细地址');
  await expect(address).toBeVisible();
  await expect(address).toHaveValue('丹江镇茶园路 8 号');
  await expect(form.getByText(`需修改：${reason}`)).toBeVisible();
  const fixed = '丹江镇白岩村二组茶园路 8 号';
  await address.fill(fixed);
  await expect(form.getByText(`需修改：${reason}`)).toHaveCount(0);
  await expect(page.getByText('（已修改）')).toBeVisible();
  await form.getByRole('button', { name: '下一步' }).click();
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByRole('region', { name: '确认提交' })).toBeVisible();
  await expect(form.getByText(fixed)).toBeVisible();
  await form.getByRole('checkbox', { name: /本人承诺所填信息真实/ }).check();
  await form.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByText('已重新提交，请等待平台审核')).toBeVisible();
  await expect(status.getByRole('heading')).toContainText('已重新提交，等待平台审核');
  await expect(status.getByText('第 2 次提交')).toBeVisible();

  const review = await callApi<{
    status: string;
    changes: { field: string; before: string | null; after: string | null }[];
  }>(page.request, 'GET', `${SETTLEMENT_ADMIN}/detail?applicationId=${applicationId}`, operator);
  expect(review.status).toBe('resubmitted');
  expect(review.changes).toContainEqual({ field: 'address', before: '丹江镇茶园路 8 号', after: fixed });
});

test.describe('partner platforms', () => {
  test.use({ signedInAs: 'miaoling' });

  test('a settled tenant settles on 贵州商城 and jumps there with a ticket that validates once', async ({
    page,
    context,
    request,
  }) => {
    await context.route('https://mall.example.gz.cn/**', (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'partner' }),
    );
    await page.goto('/participants/settled?tab=partners');
    const mall = page
      .locator('.partner-card')
      .filter({ has: page.getByRole('heading', { name: '贵州商城' }) });
    await expect(mall).toBeVisible();
    const enter = mall.getByRole('button', { name: '进入平台' });
    const settle = mall.getByRole('button', { name: '申请入驻' });
    await expect(enter.or(settle)).toBeVisible();
    if (await settle.isVisible()) {
      await settle.click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: '申请入驻' }).click();
      await expect(page.getByText('已入驻贵州商城')).toBeVisible();
    }
    await expect(mall.getByText('已入驻', { exact: true })).toBeVisible();
    await expect(enter).toBeVisible();

    const popupOpened = context.waitForEvent('page');
    await enter.click();
    const popup = await popupOpened;
    await popup.waitForURL(/^https:\/\/mall\.example\.gz\.cn\/sso\/callback\?/);
    await expect(popup.locator('body')).toHaveText('partner');
    const ticket = new URL(popup.url()).searchParams.get('ticket') ?? '';
    expect(ticket).toMatch(/^ST-/);

    const service = 'https://mall.example.gz.cn/sso/callback';
    const validate = async () => {
      const response = await request.get(
        `/sso/p3/serviceValidate?${new URLSearchParams({ format: 'JSON', ticket, service }).toString()}`,
      );
      expect(response.ok()).toBe(true);
      return (
        (await response.json()) as {
          serviceResponse: {
            authenticationSuccess?: { attributes: Record<string, unknown> };
            authenticationFailure?: { code: string };
          };
        }
      ).serviceResponse;
    };
    const first = await validate();
    expect(first.authenticationSuccess?.attributes).toMatchObject({
      tenantName: '雷山县苗岭茶叶种植专业合作社',
      creditCode: expect.stringMatching(/^[0-9A-HJ-NPQRTUWXY]{18}$/),
    });
    const second = await validate();
    expect(second.authenticationFailure?.code).toBe('INVALID_TICKET');
    await popup.close();
  });
});
