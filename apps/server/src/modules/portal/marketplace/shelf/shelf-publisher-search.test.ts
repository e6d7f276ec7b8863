import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../../test/harness.ts';
import { leishanTownship } from '../../../../../test/settlement-fixtures.ts';
import {
  decideAsOperator,
  productForm,
  serviceForm,
  uploadImage,
} from '../../../../../test/shelf-fixtures.ts';
import { signedInCall, signedInUser, tenantAdminCaller } from '../../../../../test/signed-in-call.ts';
import { tenants } from '../../../../platform/identity/tables.ts';
import { createTenantRepository } from '../../../../platform/identity/tenants.ts';
import { shelfKeywordMatch } from './shelf-catalog-queries.ts';
import { shelfRevisions } from './tables.ts';

/**
 * The shelf's search boxes promise that a keyword may name the provider of a service or the supplier of a product
 * (issue 24): the publisher's name is searched beside the item's own name and summary, index-backed (decision 029),
 * and a renamed publisher is found by its new name.
 */
let context: TestContext;
let township: string;

beforeAll(async () => {
  context = await createTestContext();
  township = await leishanTownship(context.db);
});
afterAll(async () => {
  await context.close();
});

const PROVIDER = '贵州黔通冷链物流有限公司';
const FARM = '雷山县苗岭茶叶种植专业合作社';

/** A tenant of that name with one admin, whose item of the kind is approved and on the shelf. */
const listedBy = async (name: string, kind: 'service' | 'product', itemName: string) => {
  const owner = await tenantAdminCaller(context, {
    roles: [kind === 'service' ? 'servant' : 'participant'],
    prefix: kind === 'service' ? '/basics/pc/serviceCenter' : '/basics/pc/product',
  });
  await context.db.update(tenants).set({ name }).where(eq(tenants.id, owner.tenant.id));
  const image = await uploadImage(context.app, owner.admin.token);
  const fields = { name: itemName, regionCode: township, imageFileIds: [image] };
  const saved = await owner.call(
    '/saveOrUpdate',
    // certifications need files of their own, and are not what is searched here
    kind === 'service' ? serviceForm(fields) : productForm({ ...fields, certifications: [] }),
  );
  expect(saved.status, saved.body.msg).toBe(200);
  const published = await owner.call('/publish', { id: saved.body.data.id });
  expect(published.status, published.body.msg).toBe(200);
  const operator = await signedInUser(context.db, { operatorRoles: ['marketReviewer'] });
  const approved = await decideAsOperator(context.app, operator.token, 'approve', { id: saved.body.data.id });
  expect(approved.status, approved.body.msg).toBe(200);
  return { ...owner, itemId: saved.body.data.id as string };
};

const search = async (kind: 'service' | 'product', keyword: string) => {
  const visitor = await signedInUser(context.db);
  const page = await signedInCall(
    context.app,
    'POST',
    kind === 'service' ? '/basics/pc/serviceCenter/page' : '/basics/pc/product/list',
    visitor.token,
    { body: { pageSize: 50, keyword } },
  );
  expect(page.status, page.body.msg).toBe(200);
  return page.body.data as { total: number; rows: { id: string; name: string; tenantName: string }[] };
};

describe('a keyword naming the publisher', () => {
  it('finds its services and products by its full name and by part of it, and only theirs', async () => {
    const provider = await listedBy(PROVIDER, 'service', '冷库仓储与冷链配送');
    const farm = await listedBy(FARM, 'product', '雷山银球茶');
    // the same kinds from other publishers, which no keyword below names
    await listedBy('黔东南州农机服务中心', 'service', '茶园无人机植保作业');
    await listedBy('丹寨县硒锌米种植合作社', 'product', '丹寨硒锌米');

    for (const keyword of [PROVIDER, '黔通冷链', '黔通']) {
      const found = await search('service', keyword);
      expect(
        found.rows.map((row) => [row.id, row.tenantName]),
        keyword,
      ).toEqual([[provider.itemId, PROVIDER]]);
      expect(found.total, keyword).toBe(1);
    }
    for (const keyword of [FARM, '苗岭茶叶', '苗岭']) {
      const found = await search('product', keyword);
      expect(
        found.rows.map((row) => [row.id, row.tenantName]),
        keyword,
      ).toEqual([[farm.itemId, FARM]]);
    }
    // a publisher's name is not a product's: the kinds stay apart
    expect((await search('product', '黔通冷链')).rows).toEqual([]);
    // the item's own words still find it
    expect((await search('service', '冷库仓储')).rows.map((row) => row.id)).toContain(provider.itemId);
  });

  it('follows a renamed publisher: found by its new name, no longer by its old one', async () => {
    const provider = await listedBy('黔南州供销冷链有限公司', 'service', '果蔬预冷与冷藏');
    expect((await search('service', '供销冷链')).rows.map((row) => row.id)).toEqual([provider.itemId]);
    // an edit waiting for audit writes a second version of the item, which carries its publisher too
    const image = await uploadImage(context.app, provider.admin.token);
    const edited = await provider.call(
      '/saveOrUpdate',
      serviceForm({
        id: provider.itemId,
        name: '果蔬预冷与冷藏（扩容）',
        regionCode: township,
        imageFileIds: [image],
      }),
    );
    expect(edited.status, edited.body.msg).toBe(200);
    const versions = await context.db
      .select({ tenantId: shelfRevisions.tenantId })
      .from(shelfRevisions)
      .where(eq(shelfRevisions.itemId, provider.itemId));
    expect(versions).toEqual([{ tenantId: provider.tenant.id }, { tenantId: provider.tenant.id }]);

    // a settlement of the same credit code approved again renames the tenant (the one path that renames)
    const repository = createTenantRepository(context.db);
    await context.db.transaction(async (tx) => {
      const existing = await repository.lockByCreditCode(provider.tenant.creditCode, tx);
      await repository.settle(
        {
          name: '黔南州都匀毛尖冷链物流有限公司',
          creditCode: provider.tenant.creditCode,
          type: 'enterprise',
          regionCode: '522701',
          roles: ['servant'],
        },
        existing,
        tx,
      );
    });

    expect((await search('service', '供销冷链')).rows).toEqual([]);
    const found = await search('service', '都匀毛尖冷链');
    expect(found.rows.map((row) => [row.id, row.tenantName])).toEqual([
      [provider.itemId, '黔南州都匀毛尖冷链物流有限公司'],
    ]);
  });

  it('is a condition the keyword indexes can answer', async () => {
    // Too few rows here for the planner to prefer an index on its own; with sequential scans priced out, a plan without
    // them means the query's expression is no longer the index's.
    const [publisher] = await context.db.select({ id: tenants.id }).from(tenants).limit(1);
    for (const keyword of ['黔', '黔通冷链']) {
      const plan = await context.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const match = shelfKeywordMatch(keyword, publisher ? [publisher.id] : []);
        const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
          sql`explain select id from ${shelfRevisions} where ${match.indexed} and ${match.deciding}`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan, keyword).toMatch(/Bitmap Index Scan on shelf_revisions_search_grams_idx/);
      expect(plan, keyword).toMatch(/Bitmap Index Scan on shelf_revisions_tenant_idx/);
    }
  });
});
