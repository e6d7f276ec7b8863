import { freshPerson, signUp, userMenuOf } from './identity-support.ts';
import {
  fillApplication,
  freshApplication,
  latestApplicationId,
  OPERATOR,
  SETTLEMENT_ADMIN,
  settlementForm,
  statusCard,
} from './settlement-support.ts';
import { callApi, expect, readStoredSession, test, testToken, WORK_MENU_NAME } from './support.ts';

// A sign-up, four form steps with an upload, and an operator's decision: more than the default minute.
test.describe.configure({ timeout: 180_000 });

test('approved while signed in, the applicant works in the new tenant at once: no reload, no signing out', async ({
  page,
}) => {
  const person = freshPerson();
  await signUp(page, person);
  const application = freshApplication(['参与主体']);
  await fillApplication(page, application, { mobile: person.mobile });
  await settlementForm(page).getByRole('button', { name: '提交申请' }).click();
  const status = statusCard(page);
  await expect(status.getByRole('heading')).toContainText('等待平台审核');

  const applicationId = await latestApplicationId(page);
  await callApi(page.request, 'POST', `${SETTLEMENT_ADMIN}/approve`, {
    token: testToken(OPERATOR),
    body: { applicationId },
  });

  // the decision reaches the open page over the live channel: the card, the header and the stored choice follow
  await expect(status.getByRole('heading')).toContainText('入驻审核已通过');
  await expect(userMenuOf(page, person.nickname)).toContainText(application.name);
  await expect
    .poll(async () => (await readStoredSession(page)).tenantId, {
      message: 'the new tenant is the chosen one',
    })
    .toBeTruthy();

  // and the tenant's own pages work: 产品中心 lists its (no) products and offers to publish one
  const menu = page.getByRole('complementary', { name: WORK_MENU_NAME.participants });
  await menu.getByRole('link', { name: '产品', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/participants/product');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('产品中心');
  await expect(page.getByRole('link', { name: /发布产品/ }).first()).toBeVisible();
  await expect(page.getByText(/选择主体|请先选择/)).toHaveCount(0);

  // a reload keeps it
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('产品中心');
  await expect(userMenuOf(page, person.nickname)).toContainText(application.name);
});
