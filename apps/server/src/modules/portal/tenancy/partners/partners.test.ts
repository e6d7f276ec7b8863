import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTenant, createUser, openSession } from '../../../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../../../test/harness.ts';
import { latestCode, postEncrypted, postJson } from '../../../../../test/identity-helpers.ts';
import { leishanTownship, settlementForm, uploadLicence } from '../../../../../test/settlement-fixtures.ts';
import { signedInCall, signedInUser } from '../../../../../test/signed-in-call.ts';
import { DEMO_PARTNERS } from '../../../../partners.ts';
import { tenantMembers, tenants, users } from '../../../../platform/identity/tables.ts';
import { PORTAL_SERVICE } from '../../../sso/public.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const person = (options: Parameters<typeof createUser>[1] = {}) => signedInUser(context.db, options);

const call = (
  method: 'GET' | 'POST',
  path: string,
  token: string,
  options?: { tenantId?: string; body?: unknown },
) => signedInCall(context.app, method, `/basics/pc/tenant${path}`, token, options);

const validate = async (ticket: string, service: string) =>
  (
    await context.app.inject({
      url: `/sso/p3/serviceValidate?format=JSON&ticket=${encodeURIComponent(ticket)}&service=${encodeURIComponent(service)}`,
    })
  ).json().serviceResponse;

describe('partner platforms', () => {
  it('lists the configured partners; settles once; a jump carries a ticket that validates once with the settlement', async () => {
    const tenant = await createTenant(context.db, ['participant']);
    const admin = await person();
    await addMember(context.db, tenant.id, admin.id, true);
    const listed = await call('GET', '/thirdPlatformSettled', admin.token, { tenantId: tenant.id });
    expect(listed.body.data).toMatchObject({ tenantSettled: true, isAdmin: true });
    expect(listed.body.data.platforms.map((platform: { code: string }) => platform.code)).toEqual(
      DEMO_PARTNERS.map((partner) => partner.code),
    );
    expect(JSON.stringify(listed.body.data)).not.toContain('appKey');

    // not settled on the mall yet: no ticket
    const early = await call('GET', '/platformInfoAndTicket?code=gz-mall', admin.token, {
      tenantId: tenant.id,
    });
    expect(early.status).toBe(422);

    const settled = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/settleThirdPlatform', admin.token, { tenantId: tenant.id, body: { code: 'gz-mall' } }),
      ),
    );
    expect(settled.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(settled.map((answer) => answer.body.data.settledAt)).size).toBe(1);

    const jump = await call('GET', '/platformInfoAndTicket?code=gz-mall', admin.token, {
      tenantId: tenant.id,
    });
    expect(jump.status, jump.body.msg).toBe(200);
    const mall = DEMO_PARTNERS[0];
    expect(jump.body.data.service).toBe(mall?.url);
    const url = new URL(jump.body.data.jumpUrl);
    expect(`${url.origin}${url.pathname}`).toBe(mall?.url);
    expect(url.searchParams.get('ticket')).toBe(jump.body.data.ticket);

    const first = await validate(jump.body.data.ticket, jump.body.data.service);
    expect(first.authenticationSuccess.attributes).toMatchObject({
      userId: admin.id,
      tenantId: tenant.id,
      tenantName: tenant.name,
      creditCode: tenant.creditCode,
      roles: 'participant',
    });
    const second = await validate(jump.body.data.ticket, jump.body.data.service);
    expect(second.authenticationFailure.code).toBe('INVALID_TICKET');
  });

  it('gives a tenant that is not settled, or a member who is not admin, no way to settle', async () => {
    const pending = await createTenant(context.db, ['participant'], 'pending');
    const applicant = await person();
    await addMember(context.db, pending.id, applicant.id, true);
    const refused = await call('POST', '/settleThirdPlatform', applicant.token, {
      tenantId: pending.id,
      body: { code: 'flavour' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toContain('尚未通过平台入驻审核');

    const tenant = await createTenant(context.db, ['servant']);
    const member = await person();
    await addMember(context.db, tenant.id, member.id, false);
    const notAdmin = await call('POST', '/settleThirdPlatform', member.token, {
      tenantId: tenant.id,
      body: { code: 'flavour' },
    });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.reason).toBe('TENANT_ADMIN_ONLY');
  });

  it('a ticket taken after the user left the tenant validates without the settlement', async () => {
    const tenant = await createTenant(context.db, ['participant']);
    const admin = await person();
    await addMember(context.db, tenant.id, admin.id, true);
    await call('POST', '/settleThirdPlatform', admin.token, {
      tenantId: tenant.id,
      body: { code: 'merchant-tool' },
    });
    const jump = await call('GET', '/platformInfoAndTicket?code=merchant-tool', admin.token, {
      tenantId: tenant.id,
    });
    await context.db
      .delete(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, tenant.id), eq(tenantMembers.userId, admin.id)));
    const answer = await validate(jump.body.data.ticket, jump.body.data.service);
    expect(answer.authenticationSuccess.attributes.tenantId).toBeUndefined();
  });
});

/** What a partner learns of the settlement from the CAS answer; none of it on a ticket that speaks for no tenant. */
const SETTLEMENT_ATTRIBUTES = [
  'tenantId',
  'tenantName',
  'creditCode',
  'tenantType',
  'regionCode',
  'roles',
  'settledAt',
];

describe('settlement attributes in the CAS answer', () => {
  it("a plain sign-in ticket, for the portal or for a partner, carries none of the tenant's settlement", async () => {
    // a real account that signs in with a password, admin of an approved tenant settled on the mall
    const mobile = '13985400071';
    await postJson(context.app, '/sso/reg/authreg', { mobile });
    const registered = await postEncrypted(context.app, '/sso/reg/regist', {
      username: 'leishan_tea_admin',
      mobile,
      code: await latestCode(context.db, mobile),
      password: '雷山银球茶-2026',
    });
    expect(registered.code, registered.msg).toBe(200);
    const [account] = await context.db.select().from(users).where(eq(users.username, 'leishan_tea_admin'));
    if (!account) throw new Error('the account was not created');
    const tenant = await createTenant(context.db, ['participant']);
    await addMember(context.db, tenant.id, account.id, true);
    const token = await openSession(context.db, account.id);
    await call('POST', '/settleThirdPlatform', token, { tenantId: tenant.id, body: { code: 'gz-mall' } });

    const signIn = async (service?: string) => {
      const answer = await postEncrypted(context.app, '/sso/loginByEncrypt', {
        account: 'leishan_tea_admin',
        password: '雷山银球茶-2026',
        ...(service ? { service } : {}),
      });
      expect(answer.code, answer.msg).toBe(200);
      return String(answer.data.ticket);
    };
    const mall = DEMO_PARTNERS[0]?.url ?? '';
    for (const [ticket, service] of [
      [await signIn(), PORTAL_SERVICE],
      [await signIn(mall), mall],
    ] as const) {
      const answer = await validate(ticket, service);
      expect(answer.authenticationSuccess, service).toBeDefined();
      expect(answer.authenticationSuccess.attributes.userId).toBe(account.id);
      const keys = Object.keys(answer.authenticationSuccess.attributes);
      expect(
        keys.filter((key) => SETTLEMENT_ATTRIBUTES.includes(key)),
        service,
      ).toEqual([]);
      expect(JSON.stringify(answer)).not.toContain(tenant.creditCode);
    }

    // the same person jumping through the portal does hand the settlement over: the setup above was not empty
    const jump = await call('GET', '/platformInfoAndTicket?code=gz-mall', token, { tenantId: tenant.id });
    const jumped = await validate(jump.body.data.ticket, jump.body.data.service);
    expect(jumped.authenticationSuccess.attributes).toMatchObject({ creditCode: tenant.creditCode });
  });

  it('carries the verified settlement, with the first approval date kept when a later application adds a role', async () => {
    const township = await leishanTownship(context.db);
    const applicant = await person();
    const operator = await createUser(context.db, { operatorRoles: ['marketReviewer'] });
    const operatorToken = await openSession(context.db, operator.id);
    const apply = async (roles: string[], creditCode?: string) => {
      const licence = await uploadLicence(context.app, applicant.token);
      const form = settlementForm({
        licenceFileId: licence.body.data.fileId,
        regionCode: township,
        roles,
        ...(creditCode ? { creditCode } : {}),
      });
      const sent = await signedInCall(
        context.app,
        'POST',
        '/basics/pc/tenant/settlement/submit',
        applicant.token,
        {
          body: form,
        },
      );
      expect(sent.status, sent.body.msg).toBe(200);
      const approved = await signedInCall(
        context.app,
        'POST',
        '/basics/admin/settlement/approve',
        operatorToken,
        {
          body: { applicationId: sent.body.data.applicationId },
        },
      );
      expect(approved.status, approved.body.msg).toBe(200);
      return { form, tenantId: approved.body.data.tenantId as string };
    };

    const { form, tenantId } = await apply(['participant']);
    // as if approved in the spring: an overwrite by the second approval would show as today
    const firstApproval = new Date('2025-03-18T02:30:00.000Z');
    await context.db.update(tenants).set({ settledAt: firstApproval }).where(eq(tenants.id, tenantId));
    const again = await apply(['servant'], form.creditCode);
    expect(again.tenantId).toBe(tenantId);

    await call('POST', '/settleThirdPlatform', applicant.token, { tenantId, body: { code: 'flavour' } });
    const jump = await call('GET', '/platformInfoAndTicket?code=flavour', applicant.token, { tenantId });
    expect(jump.status, jump.body.msg).toBe(200);
    const answer = await validate(jump.body.data.ticket, jump.body.data.service);
    const attributes = answer.authenticationSuccess.attributes;
    expect(
      Object.fromEntries(Object.entries(attributes).filter(([key]) => SETTLEMENT_ATTRIBUTES.includes(key))),
    ).toEqual({
      tenantId,
      tenantName: form.name,
      creditCode: form.creditCode,
      tenantType: 'cooperative',
      regionCode: township,
      roles: 'participant,servant',
      settledAt: firstApproval.toISOString(),
    });
    expect(attributes.userId).toBe(applicant.id);
  });
});
