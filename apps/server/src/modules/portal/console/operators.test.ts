import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const setRoles = (token: string, body: unknown) =>
  signedInCall(context.app, 'POST', '/basics/admin/operators/roles', token, { body });
const settlementQueue = (token: string) =>
  signedInCall(context.app, 'GET', '/basics/admin/settlement/page', token);

describe('operators and their roles', () => {
  it('a 超级管理员 makes an account an operator of one role, which counts at once and is on the record', async () => {
    const admin = await person({ operatorRoles: ['superAdmin'] });
    const newcomer = await person();
    expect((await settlementQueue(newcomer.token)).status).toBe(403);

    const granted = await setRoles(admin.token, { account: newcomer.username, roles: ['marketReviewer'] });
    expect(granted.status, granted.body.msg).toBe(200);
    expect(granted.body.data).toMatchObject({ userId: newcomer.id, roles: ['marketReviewer'], active: true });
    expect(granted.body.data.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);

    // the session the newcomer already holds sees the role on its next request, and nothing more
    expect((await settlementQueue(newcomer.token)).status).toBe(200);
    const trail = await signedInCall(context.app, 'POST', '/basics/admin/audit/list', newcomer.token, {
      body: {},
    });
    expect(trail.status).toBe(403);
    expect(trail.body.reason).toBe('OPERATOR_ROLE_REQUIRED');

    const list = await signedInCall(context.app, 'GET', '/basics/admin/operators/list', admin.token);
    expect(list.body.data.map((operator: { userId: string }) => operator.userId)).toEqual(
      expect.arrayContaining([admin.id, newcomer.id]),
    );

    // taking every role away ends it at once, too
    const removed = await setRoles(admin.token, { account: newcomer.mobile, roles: [] });
    expect(removed.body.data.roles).toEqual([]);
    expect((await settlementQueue(newcomer.token)).status).toBe(403);

    const recorded = await signedInCall(context.app, 'POST', '/basics/admin/audit/list', admin.token, {
      body: { object: newcomer.id },
    });
    expect(
      recorded.body.data.rows.map((entry: { before: unknown; after: unknown }) => [
        entry.before,
        entry.after,
      ]),
    ).toEqual([
      [{ roles: ['marketReviewer'] }, { roles: [] }],
      [{ roles: [] }, { roles: ['marketReviewer'] }],
    ]);
  });

  it('refuses one’s own roles, an unknown account, a repeated or unknown role, and a non-operator given nothing', async () => {
    const admin = await person({ operatorRoles: ['superAdmin', 'marketReviewer'] });
    const own = await setRoles(admin.token, { account: admin.username, roles: ['superAdmin'] });
    expect(own.status).toBe(422);
    expect(own.body.msg).toContain('不能修改自己的运营角色');

    const unknown = await setRoles(admin.token, { account: 'nobody_here', roles: ['contentEditor'] });
    expect(unknown.status).toBe(404);

    const plain = await person();
    const repeated = await setRoles(admin.token, {
      account: plain.username,
      roles: ['contentEditor', 'contentEditor'],
    });
    expect(repeated.status).toBe(400);
    const made = await setRoles(admin.token, { account: plain.username, roles: ['root'] });
    expect(made.status).toBe(400);
    const nothing = await setRoles(admin.token, { account: plain.username, roles: [] });
    expect(nothing.status).toBe(422);

    // an operator of another role may not set roles at all
    const reviewer = await person({ operatorRoles: ['marketReviewer'] });
    expect(
      (await setRoles(reviewer.token, { account: plain.username, roles: ['contentEditor'] })).status,
    ).toBe(403);
  });

  it('two 超级管理员 taking each other’s role at the same moment: one wins, one 超级管理员 is left', async () => {
    for (let round = 0; round < 5; round += 1) {
      const first = await person({ operatorRoles: ['superAdmin'] });
      const second = await person({ operatorRoles: ['superAdmin'] });
      const answers = await Promise.all([
        setRoles(first.token, { account: second.username, roles: ['marketReviewer'] }),
        setRoles(second.token, { account: first.username, roles: ['marketReviewer'] }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
      const [winner, loser] = answers[0]?.status === 200 ? [first, second] : [second, first];
      const list = await signedInCall(context.app, 'GET', '/basics/admin/operators/list', winner.token);
      const rolesOf = (id: string) =>
        list.body.data.find((operator: { userId: string }) => operator.userId === id)?.roles;
      expect(rolesOf(winner.id)).toEqual(['superAdmin']);
      expect(rolesOf(loser.id)).toEqual(['marketReviewer']);
    }
  });
});
