import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTenant, createUser, openSession } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedInCall } from '../../../test/signed-in-call.ts';
import { DEMO_PARTNERS } from '../../partners.ts';
import { tenantMembers } from '../../platform/identity/tables.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const person = async () => {
  const user = await createUser(context.db);
  return { ...user, token: await openSession(context.db, user.id) };
};

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
