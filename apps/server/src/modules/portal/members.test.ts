import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTenant, createUser, openSession } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedInCall } from '../../../test/signed-in-call.ts';
import { waitFor } from '../../../test/wait.ts';
import { tenantMembers } from '../../platform/identity/tables.ts';
import { createOutboxRepository } from '../../platform/notifier/outbox-repository.ts';
import { INVITATIONS_PER_TENANT_PER_DAY } from './member-service.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const call = (
  method: 'GET' | 'POST',
  path: string,
  token: string,
  options?: { tenantId?: string; body?: unknown },
) => signedInCall(context.app, method, `/basics/pc/tenant${path}`, token, options);

const person = async () => {
  const user = await createUser(context.db);
  return { ...user, token: await openSession(context.db, user.id) };
};

/** An approved tenant with one admin. */
const tenantWithAdmin = async () => {
  const tenant = await createTenant(context.db, ['participant']);
  const admin = await person();
  await addMember(context.db, tenant.id, admin.id, true);
  return { tenant, admin };
};

describe('tenant members', () => {
  it('invites by mobile with an SMS; only the holder of that mobile accepts, once', async () => {
    const { tenant, admin } = await tenantWithAdmin();
    const invitee = await person();
    const stranger = await person();
    const invited = await call('POST', '/inviteMember', admin.token, {
      tenantId: tenant.id,
      body: { mobile: invitee.mobile },
    });
    expect(invited.status, invited.body.msg).toBe(200);
    expect(invited.body.data.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const sms = await waitFor(async () =>
      (await createOutboxRepository(context.db).list({ recipient: String(invitee.mobile) })).entries.find(
        (entry) => entry.purpose === 'tenant-invitation',
      ),
    );
    expect(sms.body).toContain(`「${tenant.name}」邀请您成为主体成员`);

    const mine = await call('GET', '/myInvitations', invitee.token);
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ tenantName: tenant.name });
    const invitationId = mine.body.data[0].invitationId;
    expect((await call('GET', '/myInvitations', stranger.token)).body.data).toEqual([]);

    // someone else's invitation looks like a missing one
    const notTheirs = await call('POST', '/acceptInvitation', stranger.token, { body: { invitationId } });
    expect(notTheirs.status).toBe(404);

    const accepted = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/acceptInvitation', invitee.token, { body: { invitationId } }),
      ),
    );
    expect(accepted.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(accepted.filter((answer) => answer.status === 404)).toHaveLength(4);
    const listed = await call('GET', '/members', admin.token, { tenantId: tenant.id });
    expect(listed.body.data.members.map((member: { userId: string }) => member.userId).sort()).toEqual(
      [admin.id, invitee.id].sort(),
    );
    expect(listed.body.data.invitations).toEqual([]);
    expect((await call('GET', '/listByUser', invitee.token)).body.data[0]).toMatchObject({
      tenantId: tenant.id,
      isAdmin: false,
    });
  });

  it('answers an invitation to a number without an account the same way, and refuses a current member', async () => {
    const { tenant, admin } = await tenantWithAdmin();
    const nobody = await call('POST', '/inviteMember', admin.token, {
      tenantId: tenant.id,
      body: { mobile: '13985711234' },
    });
    expect(nobody.status).toBe(200);
    expect(Object.keys(nobody.body.data).sort()).toEqual([
      'expiresAt',
      'invitationId',
      'invitedAt',
      'mobile',
    ]);
    const self = await call('POST', '/inviteMember', admin.token, {
      tenantId: tenant.id,
      body: { mobile: admin.mobile },
    });
    expect(self.status).toBe(409);
  });

  it(`sends at most ${INVITATIONS_PER_TENANT_PER_DAY} invitations a day per tenant, however many arrive at once`, async () => {
    const { tenant, admin } = await tenantWithAdmin();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        call('POST', '/inviteMember', admin.token, {
          tenantId: tenant.id,
          body: { mobile: `1398572${String(index).padStart(4, '0')}` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(INVITATIONS_PER_TENANT_PER_DAY);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(
      30 - INVITATIONS_PER_TENANT_PER_DAY,
    );
  });

  it('keeps at least one admin when two admins remove each other at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { tenant, admin } = await tenantWithAdmin();
      const other = await person();
      await addMember(context.db, tenant.id, other.id, true);
      const [first, second] = await Promise.all([
        call('POST', '/removeMember', admin.token, { tenantId: tenant.id, body: { userId: other.id } }),
        call('POST', '/removeMember', other.token, { tenantId: tenant.id, body: { userId: admin.id } }),
      ]);
      // one wins; the other finds the last admin (422) or, arriving later, that it is no member any more (403)
      const statuses = [first?.status, second?.status];
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 403 || status === 422)).toHaveLength(1);
      const admins = await context.db
        .select({ userId: tenantMembers.userId })
        .from(tenantMembers)
        .where(and(eq(tenantMembers.tenantId, tenant.id), eq(tenantMembers.isAdmin, true)));
      expect(admins).toHaveLength(1);
    }
  });

  it('refuses to remove the last admin, and hands the admin role over', async () => {
    const { tenant, admin } = await tenantWithAdmin();
    const member = await person();
    await addMember(context.db, tenant.id, member.id);
    const last = await call('POST', '/removeMember', admin.token, {
      tenantId: tenant.id,
      body: { userId: admin.id },
    });
    expect(last.status).toBe(422);
    expect(last.body.msg).toContain('至少需要保留一名管理员');

    const handed = await call('POST', '/transferAdmin', admin.token, {
      tenantId: tenant.id,
      body: { userId: member.id },
    });
    expect(handed.status).toBe(200);
    const nowMember = await call('GET', '/members', admin.token, { tenantId: tenant.id });
    expect(nowMember.status).toBe(403);
    expect(nowMember.body.reason).toBe('TENANT_ADMIN_ONLY');
    const removed = await call('POST', '/removeMember', member.token, {
      tenantId: tenant.id,
      body: { userId: admin.id },
    });
    expect(removed.status).toBe(200);
  });

  it("never lets an admin act on another tenant's members", async () => {
    const mine = await tenantWithAdmin();
    const theirs = await tenantWithAdmin();
    const theirMember = await person();
    await addMember(context.db, theirs.tenant.id, theirMember.id);
    // with their own tenant in the header, the other tenant's member is not found
    const viaOwn = await call('POST', '/removeMember', mine.admin.token, {
      tenantId: mine.tenant.id,
      body: { userId: theirMember.id },
    });
    expect(viaOwn.status).toBe(404);
    // with the other tenant in the header, the access rule refuses
    const viaTheirs = await call('POST', '/removeMember', mine.admin.token, {
      tenantId: theirs.tenant.id,
      body: { userId: theirMember.id },
    });
    expect(viaTheirs.status).toBe(403);
    expect(viaTheirs.body.reason).toBe('TENANT_NOT_MEMBER');
    const stillThere = await call('GET', '/members', theirs.admin.token, { tenantId: theirs.tenant.id });
    expect(stillThere.body.data.members).toHaveLength(2);
  });
});
