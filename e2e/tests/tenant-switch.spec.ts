import { chooseFromUserMenu, freshPerson, signUp } from './identity-support.ts';
import {
  type CurrentUser,
  callApi,
  expect,
  keepScreenshot,
  readStoredSession,
  test,
  testToken,
} from './support.ts';

// A sign-up, two acceptances and two switches: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const TEA = '雷山县苗岭茶叶种植专业合作社';
const TECH = '贵州黔农云数字科技有限公司';

test('a user invited by mobile to two tenants accepts both and switches between their areas in the header', async ({
  page,
  api,
}) => {
  const person = freshPerson();
  await signUp(page, person);

  // Two admins invite the new mobile: a participant cooperative and a service provider (the members card is
  // covered by members.spec.ts; here the invitations only set the scene).
  const tenantsOf = (username: string) =>
    callApi<CurrentUser>(api, 'GET', '/basics/user', { token: testToken(username) }).then(
      (user) => user.tenants,
    );
  for (const [admin, tenantName] of [
    ['miaoling', TEA],
    ['qiannongyun', TECH],
  ] as const) {
    const tenant = (await tenantsOf(admin)).find((item) => item.tenantName === tenantName);
    await callApi(api, 'POST', '/basics/pc/tenant/inviteMember', {
      token: testToken(admin),
      tenantId: tenant?.tenantId,
      body: { mobile: person.mobile },
    });
  }

  await page.goto('/participants');
  const invitations = page
    .locator('.workbench-card')
    .filter({ has: page.getByText('主体邀请', { exact: true }) });
  await expect(invitations.getByText(`「${TEA}」邀请您成为成员`)).toBeVisible();
  await expect(invitations.getByText(`「${TECH}」邀请您成为成员`)).toBeVisible();
  await keepScreenshot(page, 'tenancy-two-invitations');

  const accept = async (tenantName: string) => {
    await invitations
      .getByRole('listitem')
      .filter({ hasText: tenantName })
      .getByRole('button', { name: '接受邀请' })
      .click();
    await expect(page.getByText(`已加入「${tenantName}」`)).toBeVisible();
  };
  await accept(TEA);
  await accept(TECH);
  await expect(page.getByText('主体邀请', { exact: true })).toHaveCount(0);

  // The header's menu now lists both tenants; choosing one goes to the area of its role.
  const tenants = await tenantsOf(person.username);
  const idOf = (name: string) => tenants.find((tenant) => tenant.tenantName === name)?.tenantId;
  expect(idOf(TEA), 'the user is a member of the cooperative').toBeDefined();
  expect(idOf(TECH), 'the user is a member of the service provider').toBeDefined();

  const switchTo = async (tenantName: string, area: '/participants' | '/servant') => {
    await chooseFromUserMenu(page, person.nickname, new RegExp(tenantName));
    await expect(page).toHaveURL((url) => url.pathname === area);
    await expect(page.locator('h1')).toHaveText('工作台');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: `用户菜单：${person.nickname}` })).toContainText(
      tenantName,
    );
    const current = page.locator('.workbench-card').filter({ has: page.getByText('当前主体') });
    await expect(current.getByText(tenantName)).toBeVisible();
    await expect(current.getByText('成员', { exact: true })).toBeVisible();
    await expect.poll(async () => (await readStoredSession(page)).tenantId).toBe(idOf(tenantName));
  };

  await switchTo(TECH, '/servant');
  await keepScreenshot(page, 'tenancy-switched-to-servant');
  await switchTo(TEA, '/participants');

  // The choice outlives a reload: the server keeps it for the next sign-in as well.
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: `用户菜单：${person.nickname}` }),
  ).toContainText(TEA);
});
