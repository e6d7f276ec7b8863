import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openSession } from '../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { exchange, latestCode, postEncrypted, postJson } from '../../../test/identity-helpers.ts';
import { multipartBody, TINY_PNG } from '../../../test/multipart.ts';
import { signedInCall, signedInUser } from '../../../test/signed-in-call.ts';
import { waitFor } from '../../../test/wait.ts';
import { sessions, users } from '../../platform/identity/tables.ts';
import { createOutboxRepository } from '../../platform/notifier/outbox-repository.ts';
import { appealApplications } from './tables.ts';

let context: TestContext;
let manager: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  context = await createTestContext();
  manager = await signedInUser(context.db, { operatorRoles: ['accountManager'] });
});
afterAll(async () => {
  await context.close();
});

let mobileSequence = 0;
/** A mobile no account of this file holds. */
const freshMobile = () => {
  mobileSequence += 1;
  return `1378800${String(mobileSequence).padStart(4, '0')}`;
};
let addressSequence = 0;
const freshAddress = () => {
  addressSequence += 1;
  return `10.77.${addressSequence >> 8}.${addressSequence & 255}`;
};

/**
 * An account whose password changed a few days ago (so its appeals wait for a reviewer), signed in somewhere, with
 * the mobile it holds.
 */
const recentlyChangedAccount = async () => {
  const user = await createUser(context.db);
  await context.db
    .update(users)
    .set({ credentialsChangedAt: sql`now() - interval '3 days'` })
    .where(eq(users.id, user.id));
  return { ...user, token: await openSession(context.db, user.id) };
};

/** Files an appeal as the applicant would: a photo, a code to the contact mobile, the form. */
const fileAppeal = async (username: string, contactMobile = freshMobile()) => {
  const ip = freshAddress();
  const photo = multipartBody({ filename: 'id.png', contentType: 'image/png', bytes: TINY_PNG });
  const uploaded = await context.app.inject({
    method: 'POST',
    url: '/sso/appeal/upload',
    headers: portalHeaders({ 'content-type': photo.contentType }),
    payload: photo.payload,
    remoteAddress: ip,
  });
  expect(uploaded.statusCode).toBe(200);
  const sent = await postJson(context.app, '/sso/appeal/checkMobile', { mobile: contactMobile }, {}, { ip });
  expect(sent.code, sent.msg).toBe(200);
  const saved = await postJson(
    context.app,
    '/sso/appeal/save',
    {
      username,
      realName: '龙小平',
      idNumber: '520102199003070014',
      contactMobile,
      code: await latestCode(context.db, contactMobile),
      usedApps: ['rrsp-portal', 'farm-insurance'],
      photoIds: [uploaded.json().data.fileId],
      reason: '原手机号已停用，无法接收验证码',
    },
    {},
    { ip },
  );
  expect(saved.code, saved.msg).toBe(200);
  const applyNo = String(saved.data.applyNo);
  const [row] = await context.db
    .select({ id: appealApplications.id })
    .from(appealApplications)
    .where(eq(appealApplications.applyNo, applyNo));
  if (!row) throw new Error('appeal not stored');
  return { appealId: row.id, applyNo, contactMobile };
};

const call = (token: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  signedInCall(context.app, method, url, token, body === undefined ? {} : { body });
const approve = (appealId: string, token = manager.token) =>
  call(token, 'POST', '/sso/admin/appeals/approve', { appealId });
const reject = (appealId: string, reason: string, token = manager.token) =>
  call(token, 'POST', '/sso/admin/appeals/reject', { appealId, reason });
const detail = (appealId: string, token = manager.token) =>
  call(token, 'GET', `/sso/admin/appeals/detail?appealId=${appealId}`);

const appealRow = async (appealId: string) => {
  const [row] = await context.db.select().from(appealApplications).where(eq(appealApplications.id, appealId));
  return row;
};
const mobileOf = async (userId: string) =>
  (await context.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)))[0]?.mobile;
const liveSessions = async (userId: string) =>
  (
    await context.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(sql`${sessions.userId} = ${userId} and ${sessions.endedAt} is null`)
  ).length;
const trailOf = async (objectId: string) =>
  (
    await context.db.execute<{
      action: string;
      object_type: string;
      operator_id: string;
      remark: string | null;
    }>(
      sql`select action, object_type, operator_id, remark, before, after from audit_trail where object_id = ${objectId} order by id`,
    )
  ).rows;
const smsTo = async (mobile: string, purpose: string) =>
  (await createOutboxRepository(context.db).list({ recipient: mobile })).entries.filter(
    (entry) => entry.purpose === purpose,
  );

describe('申诉审核', () => {
  it('lists pending appeals oldest first with masked mobiles, and shows one beside its account', async () => {
    const account = await recentlyChangedAccount();
    const first = await fileAppeal(account.username);
    const second = await fileAppeal(account.username);

    const listed = await call(manager.token, 'POST', '/sso/admin/appeals/list', {
      keyword: account.username,
    });
    expect(listed.status, listed.body.msg).toBe(200);
    expect(listed.body.data.rows.map((row: { applyNo: string }) => row.applyNo)).toEqual([
      first.applyNo,
      second.applyNo,
    ]);
    expect(listed.body.data.rows[0]).toMatchObject({
      status: 'pending',
      username: account.username,
      accountFound: true,
      needsReview: true,
      contactMobile: `${first.contactMobile.slice(0, 3)}****${first.contactMobile.slice(-4)}`,
      waitingSeconds: expect.any(Number),
      reviewerName: null,
    });
    expect(JSON.stringify(listed.body.data)).not.toContain(first.contactMobile);
    // the counts of every state, whatever the keyword
    expect(listed.body.data.counts).toEqual({
      pending: expect.any(Number),
      approved: expect.any(Number),
      rejected: expect.any(Number),
      cancelled: expect.any(Number),
    });
    expect(listed.body.data.counts.pending).toBeGreaterThanOrEqual(2);
    expect(listed.body.data.oldestWaitingSeconds).toEqual(expect.any(Number));

    const shown = await detail(first.appealId);
    expect(shown.status, shown.body.msg).toBe(200);
    expect(shown.body.data).toMatchObject({
      applyNo: first.applyNo,
      realName: '龙小平',
      idNumberMasked: '520***********0014',
      usedApps: [
        { name: '乡村振兴服务平台', decoy: false },
        { name: '农业保险服务平台', decoy: true },
      ],
      contactMobileTaken: false,
      aboutYou: false,
      account: {
        userId: account.id,
        mobile: `${account.mobile?.slice(0, 3)}****${account.mobile?.slice(-4)}`,
        credentialsChangedAt: expect.any(String),
      },
      otherAppeals: [{ applyNo: second.applyNo, status: 'pending', sameContactMobile: false }],
    });
    expect(JSON.stringify(shown.body.data)).not.toContain(first.contactMobile);
    // the photo is a private file the account manager may open through the private link
    const [photo] = shown.body.data.photos;
    const link = await call(manager.token, 'GET', `/basics/common/obs/privateLink?fileId=${photo.fileId}`);
    expect(link.status, link.body.msg).toBe(200);
    const image = await context.app.inject({ url: link.body.data.url });
    expect(image.statusCode).toBe(200);

    // opening the whole contact mobile is on the record
    const revealed = await call(manager.token, 'POST', '/sso/admin/appeals/mobile', {
      appealId: first.appealId,
    });
    expect(revealed.body.data).toEqual({ mobile: first.contactMobile });
    expect(await trailOf(first.appealId)).toEqual([
      expect.objectContaining({
        action: 'appeal.revealMobile',
        object_type: 'appeal',
        operator_id: manager.id,
      }),
    ]);
  });

  it('approves: rebinds the mobile, ends every session, tells both mobiles, and the applicant signs in by SMS code', async () => {
    const account = await recentlyChangedAccount();
    const oldMobile = account.mobile ?? '';
    const appeal = await fileAppeal(account.username);
    // a second appeal waits beside it (whoever took the account may file one too): the approval closes it
    const beside = await fileAppeal(account.username);
    expect(await liveSessions(account.id)).toBe(1);

    const approved = await approve(appeal.appealId);
    expect(approved.status, approved.body.msg).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', reviewerName: manager.nickName });
    expect(await mobileOf(account.id)).toBe(appeal.contactMobile);
    expect(await liveSessions(account.id)).toBe(0);
    expect(await appealRow(appeal.appealId)).toMatchObject({
      status: 'approved',
      reviewedBy: manager.id,
      reviewedAt: expect.any(Date),
    });
    // the session the hijacker held is over
    const stale = await call(account.token, 'GET', '/basics/user');
    expect(stale.status).toBe(402);

    expect(await trailOf(appeal.appealId)).toEqual([
      expect.objectContaining({ action: 'appeal.approve', object_type: 'appeal', operator_id: manager.id }),
    ]);
    expect(await trailOf(account.id)).toEqual([
      expect.objectContaining({
        action: 'appeal.approve',
        object_type: 'user',
        remark: `申诉编号 ${appeal.applyNo}`,
        after: {
          mobile: `${appeal.contactMobile.slice(0, 3)}****${appeal.contactMobile.slice(-4)}`,
          password: '未设置',
          emailConfirmed: false,
          endedSessions: 1,
          closedAppeals: [beside.applyNo],
        },
      }),
    ]);
    expect(await appealRow(beside.appealId)).toMatchObject({ status: 'cancelled', reviewedBy: manager.id });
    expect((await approve(beside.appealId)).status).toBe(409);
    // the password whoever changed it knows no longer signs in
    const [credentials] = await context.db
      .select({ passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, account.id));
    expect(credentials).toEqual({ passwordHash: null, emailVerifiedAt: null });
    const [decided] = await smsTo(appeal.contactMobile, 'appeal-decided');
    expect(decided?.body).toMatch(/^【乡村振兴服务平台】您的账号申诉（编号 SS\d{14}）已通过审核/);
    // the number the account had hears that it no longer signs in (the identity event's notice)
    const notice = await waitFor(async () =>
      (await smsTo(oldMobile, 'security-notice')).find((entry) => entry.body.includes('改绑手机号')),
    );
    expect(notice.body).toContain(`${appeal.contactMobile.slice(0, 3)}****${appeal.contactMobile.slice(-4)}`);

    const status = await postJson(context.app, '/sso/appeal/queryByApplyNo', { applyNo: appeal.applyNo });
    expect(status.data).toMatchObject({ status: 'approved', reviewedAt: expect.any(String) });

    // the applicant now signs in with the contact mobile, by a code sent to it
    await postJson(context.app, '/sso/mobile/rcode', { mobile: appeal.contactMobile });
    const signedIn = await postEncrypted(context.app, '/sso/m/loginByEncrypt', {
      mobile: appeal.contactMobile,
      code: await latestCode(context.db, appeal.contactMobile),
    });
    expect(signedIn.code, signedIn.msg).toBe(200);
    const portal = await exchange(context.app, String(signedIn.data.ticket));
    expect(portal.status).toBe(200);
    const me = await call(portal.body.data.token, 'GET', '/basics/user');
    expect(me.body.data).toMatchObject({ userId: account.id, username: account.username });
    // the old number no longer signs in
    await postJson(context.app, '/sso/mobile/rcode', { mobile: oldMobile });
    expect(await smsTo(oldMobile, 'sign-in')).toEqual([]);

    // a second decision is refused and changes nothing
    const again = await reject(appeal.appealId, '重复处理');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该申诉已通过，不能再次处理。请刷新后查看处理结果。');
  });

  it('rejects with a reason the applicant reads at 申诉进度查询; no SMS carries it', async () => {
    const account = await recentlyChangedAccount();
    const appeal = await fileAppeal(account.username);
    const reason = '照片中的证件信息与申诉人姓名不一致，请补充清晰的身份证照片';
    const rejected = await reject(appeal.appealId, reason);
    expect(rejected.status, rejected.body.msg).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reviewRemark: reason });
    expect(await mobileOf(account.id)).toBe(account.mobile);
    expect(await liveSessions(account.id)).toBe(1);

    const status = await postJson(context.app, '/sso/appeal/queryByApplyNo', { applyNo: appeal.applyNo });
    expect(status.data).toMatchObject({ status: 'rejected', reviewRemark: reason });
    const [told] = await smsTo(appeal.contactMobile, 'appeal-decided');
    expect(told?.body).toContain('未通过审核');
    expect(told?.body).not.toContain('照片');
    expect(await trailOf(appeal.appealId)).toEqual([
      expect.objectContaining({ action: 'appeal.reject', remark: reason, operator_id: manager.id }),
    ]);

    const blank = await call(manager.token, 'POST', '/sso/admin/appeals/reject', {
      appealId: (await fileAppeal(account.username)).appealId,
      reason: ' ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toMatch(/请填写驳回原因/);
    const listed = await call(manager.token, 'POST', '/sso/admin/appeals/list', {
      status: 'rejected',
      keyword: appeal.applyNo,
    });
    expect(listed.body.data.rows).toEqual([
      expect.objectContaining({
        applyNo: appeal.applyNo,
        reviewerName: manager.nickName,
        waitingSeconds: null,
      }),
    ]);
  });

  it('is for account managers only', async () => {
    const account = await recentlyChangedAccount();
    const appeal = await fileAppeal(account.username);
    for (const roles of [['marketReviewer'], ['superAdmin'], []] as const) {
      const caller = await signedInUser(context.db, { operatorRoles: [...roles] });
      for (const answer of [
        await call(caller.token, 'POST', '/sso/admin/appeals/list', {}),
        await detail(appeal.appealId, caller.token),
        await approve(appeal.appealId, caller.token),
        await reject(appeal.appealId, '无权处理', caller.token),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body.msg).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    expect((await appealRow(appeal.appealId))?.status).toBe('pending');
  });

  it('decides parallel approve and reject exactly once', async () => {
    const account = await recentlyChangedAccount();
    const appeal = await fileAppeal(account.username);
    const other = await signedInUser(context.db, { operatorRoles: ['accountManager'] });
    const answers = await Promise.all([
      approve(appeal.appealId),
      reject(appeal.appealId, '材料不足', other.token),
      approve(appeal.appealId, other.token),
      reject(appeal.appealId, '材料不足'),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.msg).toMatch(/^该申诉已(通过|驳回)，不能再次处理/);
    }
    const row = await appealRow(appeal.appealId);
    const trail = await trailOf(appeal.appealId);
    expect(trail).toHaveLength(1);
    expect(trail[0]?.action).toBe(row?.status === 'approved' ? 'appeal.approve' : 'appeal.reject');
    expect(await mobileOf(account.id)).toBe(
      row?.status === 'approved' ? appeal.contactMobile : account.mobile,
    );
    expect(await smsTo(appeal.contactMobile, 'appeal-decided')).toHaveLength(1);
  });

  it('refuses a contact mobile another account holds, and changes nothing', async () => {
    const account = await recentlyChangedAccount();
    const appeal = await fileAppeal(account.username);
    // someone registers the contact mobile after the appeal was filed
    const holder = await createUser(context.db);
    await context.db.update(users).set({ mobile: appeal.contactMobile }).where(eq(users.id, holder.id));

    expect((await detail(appeal.appealId)).body.data.contactMobileTaken).toBe(true);
    const refused = await approve(appeal.appealId);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/该联系手机号已绑定其他账号/);
    expect(await mobileOf(account.id)).toBe(account.mobile);
    expect(await mobileOf(holder.id)).toBe(appeal.contactMobile);
    expect(await liveSessions(account.id)).toBe(1);
    expect((await appealRow(appeal.appealId))?.status).toBe('pending');
    expect(await trailOf(appeal.appealId)).toEqual([]);
    expect(await smsTo(appeal.contactMobile, 'appeal-decided')).toEqual([]);
  });

  it('changes nothing when the audit row cannot be written', async () => {
    const account = await recentlyChangedAccount();
    const appeal = await fileAppeal(account.username);
    // the trail refuses this appeal's row, as a full disk or a lost connection would
    await context.db.execute(sql`
      create function refuse_appeal_audit() returns trigger language plpgsql as $$
      begin
        if new.object_id = '${sql.raw(appeal.appealId)}' then raise exception 'audit trail unavailable'; end if;
        return new;
      end $$`);
    await context.db.execute(
      sql`create trigger refuse_appeal_audit before insert on audit_trail for each row execute function refuse_appeal_audit()`,
    );
    try {
      const approved = await approve(appeal.appealId);
      expect(approved.status).toBeGreaterThanOrEqual(500);
    } finally {
      await context.db.execute(sql`drop trigger refuse_appeal_audit on audit_trail`);
      await context.db.execute(sql`drop function refuse_appeal_audit()`);
    }
    expect(await mobileOf(account.id)).toBe(account.mobile);
    expect(await liveSessions(account.id)).toBe(1);
    expect(await appealRow(appeal.appealId)).toMatchObject({
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(await trailOf(account.id)).toEqual([]);
    expect(await smsTo(appeal.contactMobile, 'appeal-decided')).toEqual([]);
    // and it can be decided once the trail is back
    expect((await approve(appeal.appealId)).status).toBe(200);
  });

  it("never lets an account manager decide an appeal about their own account, nor rebind an operator's", async () => {
    const own = await fileAppeal(manager.username);
    expect((await detail(own.appealId)).body.data.aboutYou).toBe(true);
    for (const answer of [await approve(own.appealId), await reject(own.appealId, '自己的申诉')]) {
      expect(answer.status).toBe(422);
      expect(answer.body.msg).toBe('这是关于您本人账号的申诉，请由其他账号管理人员处理');
    }
    const colleague = await signedInUser(context.db, { operatorRoles: ['accountManager'] });
    const refused = await approve(own.appealId, colleague.token);
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toMatch(/运营人员的账号不能通过申诉改绑手机号/);
    expect(await mobileOf(manager.id)).toBe(manager.mobile);
    expect((await reject(own.appealId, '运营人员请联系超级管理员', colleague.token)).status).toBe(200);
  });

  it('does not rebind a frozen account: it is unfrozen in 账号管理 first', async () => {
    const account = await recentlyChangedAccount();
    const appeal = await fileAppeal(account.username);
    await context.db.update(users).set({ status: 'frozen' }).where(eq(users.id, account.id));
    const refused = await approve(appeal.appealId);
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toMatch(/该账号已被冻结或停用/);
    expect(await mobileOf(account.id)).toBe(account.mobile);
    expect((await appealRow(appeal.appealId))?.status).toBe('pending');
  });

  it('can only reject an appeal for a name no account has', async () => {
    const appeal = await fileAppeal(`ghost_${Date.now().toString(36)}`);
    const shown = await detail(appeal.appealId);
    expect(shown.body.data).toMatchObject({ accountFound: false, account: null, otherAppeals: [] });
    const refused = await approve(appeal.appealId);
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('没有与该用户名对应的账号，此申诉只能驳回');
    // the reviewer's words stay on the trail: anyone with the number reads the answer, which must not say the name is
    // unknown
    const rejected = await reject(appeal.appealId, '该用户名没有对应的账号');
    expect(rejected.status).toBe(200);
    const status = await postJson(context.app, '/sso/appeal/queryByApplyNo', { applyNo: appeal.applyNo });
    expect(status.data.reviewRemark).toBe('经核实，申诉信息与账号记录不符，申诉未通过');
    expect(await trailOf(appeal.appealId)).toEqual([
      expect.objectContaining({ action: 'appeal.reject', remark: '该用户名没有对应的账号' }),
    ]);
    const missing = await approve('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });
});
