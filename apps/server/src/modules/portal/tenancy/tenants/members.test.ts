import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTenant } from '../../../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../../../test/harness.ts';
import { signedInCall, signedInUser } from '../../../../../test/signed-in-call.ts';
import { waitFor } from '../../../../../test/wait.ts';
import { domainEvents } from '../../../../platform/events/tables.ts';
import { tenantMembers } from '../../../../platform/identity/tables.ts';
import { messages } from '../../../../platform/messaging/tables.ts';
import { createOutboxRepository } from '../../../../platform/notifier/outbox-repository.ts';
import { INVITATION_SMS_JOB, MEMBER_CHANGED_JOB } from './member-notices.ts';
import {
  INVITATIONS_PER_TENANT_PER_DAY,
  TENANT_ADMIN_TRANSFERRED,
  TENANT_INVITATION_WITHDRAWN,
  TENANT_MEMBER_INVITED,
  TENANT_MEMBER_JOINED,
  TENANT_MEMBER_REMOVED,
} from './member-service.ts';
import { tenantInvitations } from './tables.ts';

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

const person = (options: Parameters<typeof signedInUser>[1] = {}) => signedInUser(context.db, options);

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

  it('keeps one pending invitation per tenant and number: parallel repeats get 409 and one SMS goes out', async () => {
    const { tenant, admin } = await tenantWithAdmin();
    // a number without an account: its invitation reaches it by SMS alone
    const mobile = `1398573${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const invite = () =>
      call('POST', '/inviteMember', admin.token, { tenantId: tenant.id, body: { mobile } });
    const answers = await Promise.all(Array.from({ length: 12 }, invite));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const repeats = answers.filter((answer) => answer.status !== 200);
    expect(repeats.map((answer) => [answer.status, answer.body.reason])).toEqual(
      Array.from({ length: 11 }, () => [409, 'CONFLICT']),
    );
    expect(repeats[0]?.body.msg).toContain('已向该手机号发出邀请');
    const rows = () =>
      context.db.select().from(tenantInvitations).where(eq(tenantInvitations.tenantId, tenant.id));
    expect(await rows()).toHaveLength(1);
    const invitedEvents = await context.db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, TENANT_MEMBER_INVITED),
          sql`${domainEvents.payload}->>'invitationId' in (select id::text from ${tenantInvitations} where ${tenantInvitations.tenantId} = ${tenant.id})`,
        ),
      );
    expect(invitedEvents).toHaveLength(1);
    const invitationSms = async () =>
      (await createOutboxRepository(context.db).list({ recipient: mobile })).entries.filter(
        (entry) => entry.purpose === 'tenant-invitation',
      );
    await waitFor(async () => ((await invitationSms()).length > 0 ? true : undefined));
    await smsJobsDone();
    expect(await invitationSms()).toHaveLength(1);

    // once it has expired, the number can be invited again, and hears of it again
    await context.db
      .update(tenantInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(tenantInvitations.tenantId, tenant.id));
    const again = await Promise.all(Array.from({ length: 5 }, invite));
    expect(again.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await rows()).toHaveLength(1);
    await waitFor(async () => ((await invitationSms()).length > 1 ? true : undefined));
    await smsJobsDone();
    expect(await invitationSms()).toHaveLength(2);
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

  it('refuses a removal by an admin who handed the role over while the removal waited for the lock', async () => {
    const { tenant, admin } = await tenantWithAdmin();
    const successor = await person();
    const member = await person();
    await addMember(context.db, tenant.id, successor.id);
    await addMember(context.db, tenant.id, member.id);
    // another transaction holds the membership rows, so both calls queue on them: the hand-over first, then the
    // removal, which has passed the access rule while the admin still held the role
    const blocker = new pg.Client({ connectionString: context.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from tenant_members where tenant_id = $1 for update', [tenant.id]);
      const handed = call('POST', '/transferAdmin', admin.token, {
        tenantId: tenant.id,
        body: { userId: successor.id },
      });
      await waitingOnLocks(1);
      const removal = call('POST', '/removeMember', admin.token, {
        tenantId: tenant.id,
        body: { userId: member.id },
      });
      await waitingOnLocks(2);
      await blocker.query('commit');
      expect((await handed).status).toBe(200);
      const removed = await removal;
      expect(removed.status).toBe(403);
      expect(removed.body).toMatchObject({ reason: 'TENANT_ADMIN_ONLY', msg: '您已不是本主体的管理员' });
    } finally {
      await blocker.end();
    }
    expect(await membersOf(tenant.id)).toContain(member.id);
    expect(await eventsAbout(TENANT_MEMBER_REMOVED, tenant.id)).toEqual([]);
  });

  it('decides a removal and a hand-over sent at once one after the other: the removal comes first or is refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { tenant, admin } = await tenantWithAdmin();
      const successor = await person();
      const member = await person();
      await addMember(context.db, tenant.id, successor.id);
      await addMember(context.db, tenant.id, member.id);
      const [handed, removed] = await Promise.all([
        call('POST', '/transferAdmin', admin.token, { tenantId: tenant.id, body: { userId: successor.id } }),
        call('POST', '/removeMember', admin.token, { tenantId: tenant.id, body: { userId: member.id } }),
      ]);
      expect(handed.status).toBe(200);
      const [transfer] = await eventsAbout(TENANT_ADMIN_TRANSFERRED, tenant.id);
      const removals = await eventsAbout(TENANT_MEMBER_REMOVED, tenant.id);
      if (removed.status === 200) {
        expect(await membersOf(tenant.id)).not.toContain(member.id);
        // made while the caller was still the admin: before the hand-over took the rows
        expect(removals.map((event) => event.id < (transfer?.id ?? 0))).toEqual([true]);
      } else {
        expect(removed.body.reason).toBe('TENANT_ADMIN_ONLY');
        expect(await membersOf(tenant.id)).toContain(member.id);
        expect(removals).toEqual([]);
      }
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

  it('withdraws a pending invitation: it can no longer be accepted, and the number can be invited again', async () => {
    const { tenant, admin } = await tenantWithAdmin();
    const invitee = await person();
    const member = await person();
    await addMember(context.db, tenant.id, member.id);
    const other = await tenantWithAdmin();
    const invite = () =>
      call('POST', '/inviteMember', admin.token, { tenantId: tenant.id, body: { mobile: invitee.mobile } });
    const first = await invite();
    expect(first.status, first.body.msg).toBe(200);
    const invitationId = first.body.data.invitationId;
    const withdraw = (token: string, tenantId: string, id = invitationId) =>
      call('POST', '/withdrawInvitation', token, { tenantId, body: { invitationId: id } });

    // a plain member, and another tenant's admin (with their own tenant, or with this one), cannot withdraw it
    expect((await withdraw(member.token, tenant.id)).status).toBe(403);
    expect((await withdraw(other.admin.token, other.tenant.id)).status).toBe(404);
    expect((await withdraw(other.admin.token, tenant.id)).status).toBe(403);
    expect((await call('GET', '/myInvitations', invitee.token)).body.data).toHaveLength(1);

    // withdrawn once, however many clicks arrive together
    const clicks = await Promise.all(Array.from({ length: 4 }, () => withdraw(admin.token, tenant.id)));
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 404, 404, 404]);
    expect(clicks.find((click) => click.status === 404)?.body.msg).toBe('邀请不存在，或已被接受');
    expect(await eventsAbout(TENANT_INVITATION_WITHDRAWN, tenant.id)).toHaveLength(1);

    expect((await call('GET', '/myInvitations', invitee.token)).body.data).toEqual([]);
    const members = await call('GET', '/members', admin.token, { tenantId: tenant.id });
    expect(members.body.data.invitations).toEqual([]);
    const late = await call('POST', '/acceptInvitation', invitee.token, { body: { invitationId } });
    expect(late.status).toBe(404);
    expect(await membersOf(tenant.id)).not.toContain(invitee.id);

    // the number is free for a new invitation at once; an accepted one cannot be withdrawn
    const again = await invite();
    expect(again.status, again.body.msg).toBe(200);
    const accepted = await call('POST', '/acceptInvitation', invitee.token, {
      body: { invitationId: again.body.data.invitationId },
    });
    expect(accepted.status).toBe(200);
    expect((await withdraw(admin.token, tenant.id, again.body.data.invitationId)).status).toBe(404);
    expect(await membersOf(tenant.id)).toContain(invitee.id);
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

type Notice = { messageId: string; title: string; body: string; link: string | null; read: boolean };

const noticesOf = async (token: string): Promise<Notice[]> =>
  (await signedInCall(context.app, 'GET', '/basics/pc/message/list', token)).body.data.rows;

/** The user's notices once a job has written `count` of them. */
const awaitNotices = (token: string, count = 1) =>
  waitFor(async () => {
    const notices = await noticesOf(token);
    return notices.length >= count ? notices : undefined;
  });

/** Done when the worker has sent every queued invitation SMS (none is left to run or to retry). */
const smsJobsDone = () =>
  waitFor(async () => {
    const left = await context.db.execute<{ n: number }>(
      sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = ${INVITATION_SMS_JOB}`,
    );
    return left.rows[0]?.n === 0 ? true : undefined;
  });

/** Done when `count` statements on the membership rows wait for a lock another transaction holds. */
const waitingOnLocks = (count: number) =>
  waitFor(
    async () => {
      const waiting = await context.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike '%tenant_members%'`,
      );
      return (waiting.rows[0]?.n ?? 0) >= count ? true : undefined;
    },
    { timeoutMs: 10_000, intervalMs: 20 },
  );

const membersOf = async (tenantId: string) =>
  (
    await context.db
      .select({ userId: tenantMembers.userId })
      .from(tenantMembers)
      .where(eq(tenantMembers.tenantId, tenantId))
  ).map((row) => row.userId);

/** The one event of a type about a tenant: recorded with the change, or not at all. */
const eventsAbout = (type: string, tenantId: string) =>
  context.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), sql`${domainEvents.payload}->>'tenantId' = ${tenantId}`))
    .orderBy(asc(domainEvents.id));

const noticeRows = (userId: string) => context.db.select().from(messages).where(eq(messages.userId, userId));

describe('member changes in the work area', () => {
  it("tells the tenant's admins when an invited member joins, once even when the job runs again", async () => {
    const { tenant, admin } = await tenantWithAdmin();
    const coAdmin = await person();
    await addMember(context.db, tenant.id, coAdmin.id, true);
    const plain = await person();
    await addMember(context.db, tenant.id, plain.id);
    const invitee = await person();
    await call('POST', '/inviteMember', admin.token, {
      tenantId: tenant.id,
      body: { mobile: invitee.mobile },
    });
    const [invitation] = (await call('GET', '/myInvitations', invitee.token)).body.data;
    const accepted = await call('POST', '/acceptInvitation', invitee.token, {
      body: { invitationId: invitation.invitationId },
    });
    expect(accepted.status, accepted.body.msg).toBe(200);

    for (const who of [admin, coAdmin]) {
      const [notice] = await awaitNotices(who.token);
      expect(notice).toMatchObject({ title: '新成员加入', link: '/participants', read: false });
      expect(notice?.body).toContain(invitee.nickName);
      expect(notice?.body).toContain(`「${tenant.name}」`);
      // the invitee's mobile is masked, like everywhere else in the work area
      expect(notice?.body).not.toContain(String(invitee.mobile));
    }
    expect(await noticesOf(plain.token)).toEqual([]);
    // the invitee heard of the invitation itself, and of nothing else
    expect((await noticesOf(invitee.token)).map((notice) => notice.title)).toEqual(['主体成员邀请']);

    // a retried job (the same event again) writes nothing new
    const [event] = await eventsAbout(TENANT_MEMBER_JOINED, tenant.id);
    expect(event).toMatchObject({ actorUserId: invitee.id, payload: { userId: invitee.id } });
    await context.app.jobs.add(MEMBER_CHANGED_JOB, { eventId: event?.id ?? 0 });
    // done when the worker has taken it and finished it without an error (a failed job stays, to be retried)
    await waitFor(async () => {
      const left = await context.db.execute<{ n: number }>(
        sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = ${MEMBER_CHANGED_JOB}`,
      );
      return left.rows[0]?.n === 0 ? true : undefined;
    });
    expect(await noticeRows(admin.id)).toHaveLength(1);
    expect(await noticeRows(coAdmin.id)).toHaveLength(1);
  });

  it('tells a removed member that they are out, and records nothing for a removal that was refused', async () => {
    const { tenant, admin } = await tenantWithAdmin();
    const member = await person();
    await addMember(context.db, tenant.id, member.id);
    const refused = await call('POST', '/removeMember', admin.token, {
      tenantId: tenant.id,
      body: { userId: admin.id },
    });
    expect(refused.status).toBe(422);
    expect(await eventsAbout(TENANT_MEMBER_REMOVED, tenant.id)).toEqual([]);

    const removed = await call('POST', '/removeMember', admin.token, {
      tenantId: tenant.id,
      body: { userId: member.id },
    });
    expect(removed.status, removed.body.msg).toBe(200);
    const [notice] = await awaitNotices(member.token);
    expect(notice).toMatchObject({ title: '您已被移出主体', link: null, read: false });
    expect(notice?.body).toContain(`「${tenant.name}」`);
    expect(await eventsAbout(TENANT_MEMBER_REMOVED, tenant.id)).toHaveLength(1);
    expect(await noticesOf(admin.token)).toEqual([]);
  });

  it('tells both people when the admin role is handed over', async () => {
    const { tenant, admin } = await tenantWithAdmin();
    const member = await person();
    await addMember(context.db, tenant.id, member.id);
    const handed = await call('POST', '/transferAdmin', admin.token, {
      tenantId: tenant.id,
      body: { userId: member.id },
    });
    expect(handed.status, handed.body.msg).toBe(200);
    const [received] = await awaitNotices(member.token);
    expect(received).toMatchObject({ title: '您已成为主体管理员', link: '/participants' });
    expect(received?.body).toContain(admin.nickName);
    expect(received?.body).toContain(`「${tenant.name}」`);
    const [gave] = await awaitNotices(admin.token);
    expect(gave).toMatchObject({ title: '管理员身份已移交', link: '/participants' });
    expect(gave?.body).toContain(member.nickName);
    expect(await eventsAbout(TENANT_ADMIN_TRANSFERRED, tenant.id)).toHaveLength(1);
  });
});
