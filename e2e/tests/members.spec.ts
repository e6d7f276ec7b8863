import { freshPerson, signUp } from './identity-support.ts';
import { expect, keepScreenshot, test } from './support.ts';

// A sign-up and two people's pages: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.use({ signedInAs: 'miaoling' });

const TENANT = '雷山县苗岭茶叶种植专业合作社';

test('an admin invites a new user by mobile; the user accepts and works in the tenant; the admin removes them', async ({
  page,
  browser,
  baseURL,
}) => {
  // the invitee: a new account, no tenant yet
  const invitee = await browser.newContext({ baseURL });
  const inviteePage = await invitee.newPage();
  const person = freshPerson();
  await signUp(inviteePage, person);

  // the admin invites the mobile from the workbench
  await page.goto('/participants');
  const members = page
    .locator('.workbench-card')
    .filter({ has: page.getByText('成员管理', { exact: true }) });
  await expect(members).toBeVisible();
  const invite = members.getByRole('form', { name: '邀请成员' });
  await invite.getByLabel('邀请成员').fill(person.mobile);
  await invite.getByRole('button', { name: '发送邀请' }).click();
  const masked = `${person.mobile.slice(0, 3)}****${person.mobile.slice(-4)}`;
  await expect(page.getByText(`已向 ${masked} 发送邀请短信`)).toBeVisible();
  await expect(members.getByText('待接受的邀请')).toBeVisible();
  await expect(members.getByText(masked)).toBeVisible();
  await keepScreenshot(page, 'tenancy-members-invited');

  // the invitee sees the invitation on the workbench, accepts, and works in the tenant at once
  await inviteePage.goto('/participants');
  const invitation = inviteePage
    .locator('.workbench-card')
    .filter({ has: inviteePage.getByText('主体邀请', { exact: true }) });
  await expect(invitation.getByText(`「${TENANT}」邀请您成为成员`)).toBeVisible();
  await keepScreenshot(inviteePage, 'tenancy-invitation');
  await invitation.getByRole('button', { name: '接受邀请' }).click();
  await expect(inviteePage.getByText(`已加入「${TENANT}」`)).toBeVisible();
  await expect(inviteePage).toHaveURL((url) => url.pathname === '/participants');
  const current = inviteePage.locator('.workbench-card').filter({ has: inviteePage.getByText('当前主体') });
  await expect(current.getByText(TENANT)).toBeVisible();
  await expect(current.getByText('成员', { exact: true })).toBeVisible();
  await expect(inviteePage.getByText('主体邀请', { exact: true })).toHaveCount(0);
  await keepScreenshot(inviteePage, 'tenancy-invitation-accepted');

  // the admin sees the new member and removes them
  await page.reload();
  const row = members.getByRole('listitem').filter({ hasText: person.nickname });
  await expect(row).toBeVisible();
  // its invitation is used up (another spec may have one of its own pending meanwhile)
  await expect(members.locator('.members-invitations').getByText(masked)).toHaveCount(0);
  await row.getByRole('button', { name: /移\s*出/ }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /移\s*出/ })
    .click();
  await expect(page.getByText('已移出')).toBeVisible();
  await expect(members.getByRole('listitem').filter({ hasText: person.nickname })).toHaveCount(0);
  await invitee.close();
});

test('an admin withdraws an invitation sent to a wrong number, and may invite that number again', async ({
  page,
}) => {
  const mobile = `1398574${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  await page.goto('/participants');
  const members = page
    .locator('.workbench-card')
    .filter({ has: page.getByText('成员管理', { exact: true }) });
  const invite = members.getByRole('form', { name: '邀请成员' });
  await invite.getByLabel('邀请成员').fill(mobile);
  await invite.getByRole('button', { name: '发送邀请' }).click();
  await expect(page.getByText(`已向 ${masked} 发送邀请短信`)).toBeVisible();

  const pending = members.getByRole('listitem').filter({ hasText: masked });
  await pending.getByRole('button', { name: /撤\s*回/ }).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm).toContainText(`撤回发给 ${masked} 的邀请？`);
  await keepScreenshot(page, 'tenancy-invitation-withdraw');
  await confirm.getByRole('button', { name: /撤\s*回/ }).click();
  await expect(page.getByText('邀请已撤回')).toBeVisible();
  await expect(members.getByRole('listitem').filter({ hasText: masked })).toHaveCount(0);

  await invite.getByLabel('邀请成员').fill(mobile);
  await invite.getByRole('button', { name: '发送邀请' }).click();
  await expect(page.getByText(`已向 ${masked} 发送邀请短信`)).toBeVisible();
  await expect(members.getByRole('listitem').filter({ hasText: masked })).toBeVisible();
  // and leaves the demo tenant as it found it
  await members
    .getByRole('listitem')
    .filter({ hasText: masked })
    .getByRole('button', { name: /撤\s*回/ })
    .click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /撤\s*回/ })
    .click();
  await expect(members.getByRole('listitem').filter({ hasText: masked })).toHaveCount(0);
});
