import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClass, insertItem } from '../../../../test/content-fixtures.ts';
import { addMember, createTenant, createUser, openSession } from '../../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../../test/harness.ts';
import { signedInCall } from '../../../../test/signed-in-call.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const member = async (roles: ('participant' | 'servant')[]) => {
  const tenant = await createTenant(context.db, roles);
  const user = await createUser(context.db);
  await addMember(context.db, tenant.id, user.id, true);
  const token = await openSession(context.db, user.id);
  return {
    tenant,
    call: (path: string, body: unknown) =>
      signedInCall(context.app, 'POST', path, token, { tenantId: tenant.id, body }),
    get: (path: string) => signedInCall(context.app, 'GET', path, token, { tenantId: tenant.id }),
  };
};

describe("a service provider's own solutions and cases (SPEC.md §7 server lists)", () => {
  it('lists only what its tenant provides, with contacts, and class tabs that count its own', async () => {
    const provider = await member(['servant']);
    const other = await member(['servant']);
    const farming = await insertClass(context.db, 'solution', '智慧农业', 1);
    const coldChain = await insertClass(context.db, 'solution', '冷链物流', 2);
    const cases = await insertClass(context.db, 'case', '产销对接', 1);
    await insertItem(context.db, {
      kind: 'solution',
      classId: farming.id,
      title: '本主体茶园方案',
      providerTenantId: provider.tenant.id,
    });
    await insertItem(context.db, {
      kind: 'solution',
      classId: coldChain.id,
      title: '本主体冷链方案',
      providerTenantId: provider.tenant.id,
    });
    await insertItem(context.db, {
      kind: 'solution',
      classId: farming.id,
      title: '别家的方案',
      providerTenantId: other.tenant.id,
    });
    await insertItem(context.db, {
      kind: 'case',
      classId: cases.id,
      title: '本主体案例',
      providerTenantId: provider.tenant.id,
    });

    const mine = await provider.call('/basics/pc/rrSolution/serverSolutionPage', {});
    expect(mine.status, mine.body.msg).toBe(200);
    expect(mine.body.data.rows.map((row: { title: string }) => row.title).sort()).toEqual([
      '本主体冷链方案',
      '本主体茶园方案',
    ]);
    expect(mine.body.data.rows[0].contactPhone).toBe('0851-86660000');
    const byClass = await provider.call('/basics/pc/rrSolution/serverSolutionPage', { classId: farming.id });
    expect(byClass.body.data.rows.map((row: { title: string }) => row.title)).toEqual(['本主体茶园方案']);

    const tabs = await provider.call('/basics/pc/rrSolution/serverSolutionClass', {});
    const counts = Object.fromEntries(
      tabs.body.data.rows.map((row: { name: string; itemCount: number }) => [row.name, row.itemCount]),
    );
    expect(counts).toMatchObject({ 智慧农业: 1, 冷链物流: 1 });

    const ownCases = await provider.call('/basics/pc/rrCooperationCase/serverCasePage', {});
    expect(ownCases.body.data.rows.map((row: { title: string }) => row.title)).toEqual(['本主体案例']);
    expect((await other.call('/basics/pc/rrCooperationCase/serverCasePage', {})).body.data.total).toBe(0);
  });

  it('is for service providers only', async () => {
    const farm = await member(['participant']);
    const refused = await farm.call('/basics/pc/rrSolution/serverSolutionPage', {});
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('ROLE_REQUIRED');
  });

  it("shows a solution's contact on its detail to signed-in users only", async () => {
    const reader = await member(['participant']);
    const farming = await insertClass(context.db, 'solution', '数字乡村', 3);
    const item = await insertItem(context.db, {
      kind: 'solution',
      classId: farming.id,
      title: '村级数字治理方案',
    });
    const url = `/basics/pc/rrSolution/byIdQuerySolutionDetail?id=${item.id}`;
    const visitor = await context.app.inject({ method: 'GET', url, headers: portalHeaders() });
    expect(visitor.json().data).toMatchObject({ contactName: null, contactPhone: null });
    const signedIn = await reader.get(url);
    expect(signedIn.body.data).toMatchObject({ contactName: '吴海', contactPhone: '0851-86660000' });
  });
});
