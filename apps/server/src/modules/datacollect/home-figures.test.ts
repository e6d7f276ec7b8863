import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CountData, SettlementQueueRow } from '@rrsp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { leishanTownship, settlementForm, uploadLicence } from '../../../test/settlement-fixtures.ts';
import { decideAsOperator, productForm, serviceForm, uploadImage } from '../../../test/shelf-fixtures.ts';
import { signedInCall, signedInUser, tenantAdminCaller } from '../../../test/signed-in-call.ts';
import { users } from '../../platform/identity/tables.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { loadSeedData } from '../../seed/load/seed-data.ts';
import { demoReviewerName } from '../../seed/parts/accounts.ts';

/**
 * Issue 24: the home said 1,286 products where 产品搜索 listed 43. What the platform can count, the home counts from
 * the tables the lists are read from, so each figure is the total a signed-in user finds behind it, whatever is
 * published or taken down in between.
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

const homeFigures = async (target: TestContext = context): Promise<CountData> => {
  const response = await target.app.inject({
    url: '/data-collect/search/dataCollect/getCountData',
    headers: portalHeaders(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('the home figures', () => {
  it('are the totals of 产品搜索, 服务中心 and 入驻审核 as items are listed and taken down', async () => {
    const buyer = await signedInUser(context.db);
    const reviewer = await signedInUser(context.db, { operatorRoles: ['marketReviewer'] });
    const shelfTotal = async (path: string) => {
      const page = await signedInCall(context.app, 'POST', path, buyer.token, { body: {} });
      expect(page.status, page.body.msg).toBe(200);
      return page.body.data.total as number;
    };
    const approvedSettlements = async () => {
      const queue = await signedInCall(context.app, 'GET', '/basics/admin/settlement/page', reviewer.token);
      expect(queue.status, queue.body.msg).toBe(200);
      return queue.body.data.counts.approved as number;
    };
    const agree = async () => {
      const figures = await homeFigures();
      expect(figures.products).toBe(await shelfTotal('/basics/pc/product/list'));
      expect(figures.services).toBe(await shelfTotal('/basics/pc/serviceCenter/page'));
      return figures;
    };

    const farm = await tenantAdminCaller(context, { roles: ['participant'], prefix: '/basics/pc/product' });
    const provider = await tenantAdminCaller(context, {
      roles: ['servant'],
      prefix: '/basics/pc/serviceCenter',
    });
    const listed = async (owner: typeof farm, kind: 'product' | 'service') => {
      const image = await uploadImage(context.app, owner.admin.token);
      const fields = { regionCode: township, imageFileIds: [image] };
      // no certifications: what a product's certification needs is not this test's matter
      const form = kind === 'product' ? productForm({ ...fields, certifications: [] }) : serviceForm(fields);
      const saved = await owner.call('/saveOrUpdate', form);
      expect(saved.status, saved.body.msg).toBe(200);
      expect((await owner.call('/publish', { id: saved.body.data.id })).status).toBe(200);
      const approved = await decideAsOperator(context.app, reviewer.token, 'approve', {
        id: saved.body.data.id,
      });
      expect(approved.status, approved.body.msg).toBe(200);
      return saved.body.data.id as string;
    };

    const before = await agree();
    await listed(farm, 'product');
    await listed(farm, 'product');
    const serviceId = await listed(provider, 'service');
    const afterListing = await agree();
    expect(afterListing.products).toBe(before.products + 2);
    expect(afterListing.services).toBe(before.services + 1);

    const off = await provider.call('/offShelf', { id: serviceId });
    expect(off.status, off.body.msg).toBe(200);
    expect((await agree()).services).toBe(before.services);

    // a settlement the operators approve in 入驻审核 is one more settled entity on the home, and no sooner
    const applicant = await signedInUser(context.db);
    const licence = await uploadLicence(context.app, applicant.token);
    const form = settlementForm({ licenceFileId: licence.body.data.fileId, regionCode: township });
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
    const approvedBefore = await approvedSettlements();
    expect((await homeFigures()).settledEntities).toBe(before.settledEntities);
    const decided = await signedInCall(
      context.app,
      'POST',
      '/basics/admin/settlement/approve',
      reviewer.token,
      {
        body: { applicationId: sent.body.data.applicationId, remark: '材料齐全' },
      },
    );
    expect(decided.status, decided.body.msg).toBe(200);
    expect(await approvedSettlements()).toBe(approvedBefore + 1);
    const settled = await homeFigures();
    expect(settled.settledEntities).toBe(before.settledEntities + 1);
    expect(settled.serviceProviders).toBe(before.serviceProviders);
  });
});

describe('on the demo seed', () => {
  it('入驻主体 is the number of applications 入驻审核 shows as approved, and 服务商 the service providers among them', async () => {
    const demo = await createTestContext();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rrsp-home-figures-'));
    try {
      const data = await loadSeedData();
      await seedDemoData(demo.db, dataDir, { storeCover: async (name) => `/files/covers/${name}`, data });
      // the demo operator who decides settlements, signed in as on the demo
      const [operator] = await demo.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, demoReviewerName(data)));
      if (!operator) throw new Error('no demo operator');
      const token = await openSession(demo.db, operator.id);
      const queue = await signedInCall(
        demo.app,
        'GET',
        '/basics/admin/settlement/page?status=approved&pageSize=100',
        token,
      );
      expect(queue.status, queue.body.msg).toBe(200);
      const approved = queue.body.data.rows as SettlementQueueRow[];
      expect(queue.body.data.total).toBe(approved.length);

      const figures = await homeFigures(demo);
      expect(figures.settledEntities).toBe(queue.body.data.counts.approved);
      expect(figures.settledEntities).toBe(approved.length);
      expect(figures.serviceProviders).toBe(approved.filter((row) => row.roles.includes('servant')).length);
      // each in a real township, as the queue shows it
      expect(approved.filter((row) => !row.regionName)).toEqual([]);
      // every settled tenant of the demo data is one of them, by its own name
      const names = approved.map((row) => row.name);
      for (const tenant of [...data.accounts.tenants, ...data.accounts.settledTenants])
        expect(names).toContain(tenant.name);
    } finally {
      await demo.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
