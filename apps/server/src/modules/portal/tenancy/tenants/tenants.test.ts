import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTenant, createUser, openSession } from '../../../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../../../test/harness.ts';
import { signedInCall } from '../../../../../test/signed-in-call.ts';
import { tenantMembers } from '../../../../platform/identity/tables.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string,
  options?: { tenantId?: string; body?: unknown },
) => signedInCall(context.app, method, url, token, options);

/** A user in three tenants: an approved one they run, an approved one they work for, one still under review. */
const userInThreeTenants = async () => {
  const user = await createUser(context.db);
  const run = await createTenant(context.db, ['participant', 'servant']);
  const worksFor = await createTenant(context.db, ['participant']);
  const pending = await createTenant(context.db, ['servant'], 'pending');
  await addMember(context.db, run.id, user.id, true);
  await addMember(context.db, worksFor.id, user.id);
  await addMember(context.db, pending.id, user.id, true);
  return { token: await openSession(context.db, user.id), run, worksFor, pending };
};

describe('tenants of a user (SPEC.md §7)', () => {
  it('lists every tenant with its state, the roles that count, admin and the chosen one', async () => {
    const { token, run, worksFor, pending } = await userInThreeTenants();
    const listed = await call('GET', '/basics/pc/tenant/listByUser', token);
    expect(listed.status).toBe(200);
    const byId = new Map(listed.body.data.map((tenant: { tenantId: string }) => [tenant.tenantId, tenant]));
    expect(byId.get(run.id)).toMatchObject({
      status: 'approved',
      roles: ['participant', 'servant'],
      isAdmin: true,
    });
    expect(byId.get(worksFor.id)).toMatchObject({
      status: 'approved',
      roles: ['participant'],
      isAdmin: false,
    });
    // under review: listed, but its roles do not count yet
    expect(byId.get(pending.id)).toMatchObject({
      status: 'pending',
      roles: [],
      isAdmin: true,
      chosen: false,
    });
    // nothing saved yet: the first approved tenant by name is the chosen one
    const chosen = listed.body.data.filter((tenant: { chosen: boolean }) => tenant.chosen);
    expect(chosen).toHaveLength(1);
    expect(chosen[0].status).toBe('approved');
    expect((await call('GET', '/basics/pc/tenant/getChooseTenantId', token)).body.data.tenantId).toBe(
      chosen[0].tenantId,
    );
  });

  it('saves the chosen tenant for the next device, and refuses a tenant the user is not in', async () => {
    const { token, worksFor } = await userInThreeTenants();
    const saved = await call('POST', '/basics/pc/tenant/saveChooseTenantId', token, {
      body: { tenantId: worksFor.id },
    });
    expect(saved.body).toMatchObject({ code: 200, data: { tenantId: worksFor.id } });
    const elsewhere = await openSession(
      context.db,
      (await call('GET', '/basics/user', token)).body.data.userId,
    );
    expect((await call('GET', '/basics/pc/tenant/getChooseTenantId', elsewhere)).body.data.tenantId).toBe(
      worksFor.id,
    );

    const stranger = await createTenant(context.db, ['participant']);
    const refused = await call('POST', '/basics/pc/tenant/saveChooseTenantId', token, {
      body: { tenantId: stranger.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('TENANT_NOT_MEMBER');
    const unknown = await call('POST', '/basics/pc/tenant/saveChooseTenantId', token, {
      body: { tenantId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(403);
    expect((await call('GET', '/basics/pc/tenant/getChooseTenantId', token)).body.data.tenantId).toBe(
      worksFor.id,
    );
  });

  it('answers whether the user administers the tenant in the tenantId header', async () => {
    const { token, run, worksFor } = await userInThreeTenants();
    expect(
      (await call('GET', '/basics/pc/tenant/checkTenantAdmin', token, { tenantId: run.id })).body.data,
    ).toEqual({
      tenantId: run.id,
      isAdmin: true,
    });
    expect(
      (await call('GET', '/basics/pc/tenant/checkTenantAdmin', token, { tenantId: worksFor.id })).body.data,
    ).toEqual({ tenantId: worksFor.id, isAdmin: false });
    expect((await call('GET', '/basics/pc/tenant/checkTenantAdmin', token)).body.data).toEqual({
      tenantId: null,
      isAdmin: false,
    });
    // another tenant's id in the header is refused before the question is asked
    const stranger = await createTenant(context.db, ['participant']);
    const refused = await call('GET', '/basics/pc/tenant/checkTenantAdmin', token, { tenantId: stranger.id });
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('TENANT_NOT_MEMBER');
  });

  it('forgets a chosen tenant once the user leaves it', async () => {
    const { token, run, worksFor } = await userInThreeTenants();
    await call('POST', '/basics/pc/tenant/saveChooseTenantId', token, { body: { tenantId: worksFor.id } });
    await context.db.delete(tenantMembers).where(eq(tenantMembers.tenantId, worksFor.id));
    const chosen = (await call('GET', '/basics/pc/tenant/getChooseTenantId', token)).body.data.tenantId;
    expect(chosen).not.toBe(worksFor.id);
    expect(chosen).toBe(run.id);
  });
});
