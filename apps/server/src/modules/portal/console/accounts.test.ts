import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTenant, openSession } from '../../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { signedInCall, signedInUser } from '../../../../test/signed-in-call.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const person = (options: Parameters<typeof signedInUser>[1] = {}) => signedInUser(context.db, options);
const manager = () => person({ operatorRoles: ['accountManager'] });
const post = (token: string, path: string, body: unknown) =>
  signedInCall(context.app, 'POST', `/basics/admin/accounts/${path}`, token, { body });
const me = (token: string) => signedInCall(context.app, 'GET', '/basics/user', token);

describe('账号管理', () => {
  it('finds accounts by part of a name, the last digits of a mobile, or a tenant, with masked mobiles', async () => {
    const admin = await manager();
    const farmer = await person();
    const tenant = await createTenant(context.db, ['participant']);
    await addMember(context.db, tenant.id, farmer.id, true);
    const rowsOf = async (body: Record<string, unknown>) =>
      (await post(admin.token, 'list', body)).body.data.rows.map((row: { userId: string }) => row.userId);

    expect(await rowsOf({ keyword: farmer.username })).toEqual([farmer.id]);
    expect(await rowsOf({ keyword: farmer.username.slice(2, 9) })).toContain(farmer.id);
    expect(await rowsOf({ keyword: '没有这样的用户' })).toEqual([]);
    expect(await rowsOf({ keyword: farmer.mobile?.slice(-4) })).toContain(farmer.id);
    expect(await rowsOf({ tenant: tenant.name })).toEqual([farmer.id]);
    const [row] = (await post(admin.token, 'list', { tenant: tenant.name })).body.data.rows;
    expect(row).toMatchObject({ tenantNames: [tenant.name], status: 'active', isOperator: false });
    expect(row.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);

    // the whole number is shown to the manager who asks, and the asking is on the record
    const opened = await post(admin.token, 'mobile', { userId: farmer.id });
    expect(opened.body.data.mobile).toBe(farmer.mobile);
    const trail = await signedInCall(context.app, 'GET', '/basics/admin/audit/mine', admin.token);
    expect(trail.body.data[0]).toMatchObject({ action: 'account.revealMobile', objectId: farmer.id });
  });

  it('freezing ends every session at once: the next request is told 406; unfreezing lets a new sign-in in', async () => {
    const admin = await manager();
    const user = await person();
    expect((await me(user.token)).status).toBe(200);

    const frozen = await post(admin.token, 'freeze', { userId: user.id, reason: '疑似被盗用，已电话核实' });
    expect(frozen.status, frozen.body.msg).toBe(200);
    expect(frozen.body.data.status).toBe('frozen');
    expect(frozen.body.data.sessions[0]).toMatchObject({ endReason: 'frozen' });
    const refused = await me(user.token);
    expect(refused.status).toBe(406);
    expect(refused.body.reason).toBe('ACCOUNT_FROZEN');
    // a session opened anyway (a sign-in racing the freeze) is refused the same way
    expect((await me(`Bearer ${await openSession(context.db, user.id)}`)).status).toBe(406);

    const twice = await post(admin.token, 'freeze', { userId: user.id, reason: '再次冻结' });
    expect(twice.status).toBe(409);

    const thawed = await post(admin.token, 'unfreeze', { userId: user.id, reason: '本人已找回账号' });
    expect(thawed.body.data.status).toBe('active');
    // the old session stays ended, now as one the platform ended; a new sign-in works
    expect((await me(user.token)).status).toBe(402);
    expect((await me(`Bearer ${await openSession(context.db, user.id)}`)).status).toBe(200);

    const detail = await signedInCall(
      context.app,
      'GET',
      `/basics/admin/accounts/detail?userId=${user.id}`,
      admin.token,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.sessions.length).toBeGreaterThanOrEqual(2);
  });

  it('ends the sessions without freezing: the account signs in again', async () => {
    const admin = await manager();
    const user = await person();
    const ended = await post(admin.token, 'end-sessions', { userId: user.id, reason: '用户报告手机丢失' });
    expect(ended.body.data.status).toBe('active');
    const next = await me(user.token);
    expect(next.status).toBe(402);
    expect(next.body.reason).toBe('SESSION_REVOKED');
  });

  it('leaves alone one’s own account and operators’ accounts, answers 404 for an unknown one, and freezes once', async () => {
    const admin = await manager();
    expect((await post(admin.token, 'freeze', { userId: admin.id, reason: '测试自己' })).status).toBe(422);
    const reviewer = await person({ operatorRoles: ['marketReviewer'] });
    const onOperator = await post(admin.token, 'freeze', { userId: reviewer.id, reason: '测试运营' });
    expect(onOperator.status).toBe(422);
    expect(onOperator.body.msg).toContain('运营人员');
    const unknown = await post(admin.token, 'freeze', {
      userId: '00000000-0000-4000-8000-00000000dead',
      reason: '核实无此账号',
    });
    expect(unknown.status).toBe(404);
    expect((await post(admin.token, 'freeze', { userId: reviewer.id, reason: '' })).status).toBe(400);

    // five managers at once: one freezes, the others are told it is frozen already, one row on the record
    const user = await person();
    const managers = await Promise.all([0, 1, 2, 3, 4].map(() => manager()));
    const answers = await Promise.all(
      managers.map((each) => post(each.token, 'freeze', { userId: user.id, reason: '并发冻结测试' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const superAdmin = await person({ operatorRoles: ['superAdmin'] });
    const rows = await signedInCall(context.app, 'POST', '/basics/admin/audit/list', superAdmin.token, {
      body: { object: user.id, action: 'account.freeze' },
    });
    expect(rows.body.data.total).toBe(1);
  });
});
