import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTenant } from '../../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { leishanTownship, settlementForm, uploadLicence } from '../../../../test/settlement-fixtures.ts';
import { decideAsOperator, serviceForm, uploadImage } from '../../../../test/shelf-fixtures.ts';
import { signedInCall, signedInUser } from '../../../../test/signed-in-call.ts';

let context: TestContext;
let township: string;

beforeAll(async () => {
  context = await createTestContext();
  township = await leishanTownship(context.db);
});
afterAll(async () => {
  await context.close();
});

const reviewer = () => signedInUser(context.db, { operatorRoles: ['marketReviewer'] });
const superAdmin = () => signedInUser(context.db, { operatorRoles: ['superAdmin'] });

const post = (token: string, url: string, body: unknown, tenantId?: string) =>
  signedInCall(context.app, 'POST', url, token, { body, ...(tenantId ? { tenantId } : {}) });

/** A submitted settlement application, with the name it was filed under. */
const submittedApplication = async (name: string) => {
  const applicant = await signedInUser(context.db);
  const licence = await uploadLicence(context.app, applicant.token);
  const form = settlementForm({ licenceFileId: licence.body.data.fileId, regionCode: township, name });
  const sent = await post(applicant.token, '/basics/pc/tenant/settlement/submit', form);
  expect(sent.status, sent.body.msg).toBe(200);
  return sent.body.data.applicationId as string;
};

/** A service waiting for audit, published by a servant tenant's admin. */
const pendingService = async (name: string) => {
  const tenant = await createTenant(context.db, ['servant']);
  const owner = await signedInUser(context.db);
  await addMember(context.db, tenant.id, owner.id, true);
  const image = await uploadImage(context.app, owner.token);
  const form = serviceForm({ regionCode: township, imageFileIds: [image], name });
  const saved = await post(owner.token, '/basics/pc/serviceCenter/saveOrUpdate', form, tenant.id);
  const id = saved.body.data.id as string;
  await post(owner.token, '/basics/pc/serviceCenter/publish', { id }, tenant.id);
  return id;
};

const trailOf = async (objectId: string) => {
  const admin = await superAdmin();
  const found = await post(admin.token, '/basics/admin/audit/list', { object: objectId, pageSize: 100 });
  expect(found.status, found.body.msg).toBe(200);
  return found.body.data.rows as Record<string, unknown>[];
};

describe('the audit trail', () => {
  it('records each settlement, shelf and report decision with who, what, and the fields before and after', async () => {
    const operator = await reviewer();

    const approvedId = await submittedApplication('雷山县审计甲合作社');
    await post(operator.token, '/basics/admin/settlement/approve', {
      applicationId: approvedId,
      remark: '材料齐全',
    });
    const rejectedId = await submittedApplication('雷山县审计乙合作社');
    await post(operator.token, '/basics/admin/settlement/reject', {
      applicationId: rejectedId,
      fieldReasons: { address: '地址与执照不一致' },
    });
    expect(await trailOf(approvedId)).toEqual([
      expect.objectContaining({
        operatorId: operator.id,
        action: 'settlement.approve',
        objectType: 'settlementApplication',
        objectLabel: '雷山县审计甲合作社',
        before: expect.objectContaining({ status: 'submitted', tenantId: null }),
        after: expect.objectContaining({ status: 'approved', tenantId: expect.any(String) }),
        remark: '材料齐全',
      }),
    ]);
    expect(await trailOf(rejectedId)).toEqual([
      expect.objectContaining({
        action: 'settlement.reject',
        after: { status: 'rejected', fieldReasons: { address: '地址与执照不一致' } },
      }),
    ]);

    const serviceId = await pendingService('审计用农机服务');
    await decideAsOperator(context.app, operator.token, 'reject', { id: serviceId, reason: '价格说明不清' });
    const resent = await pendingService('审计用植保服务');
    await decideAsOperator(context.app, operator.token, 'approve', { id: resent });
    await decideAsOperator(context.app, operator.token, 'offShelf', { id: resent, reason: '资质过期' });
    expect(await trailOf(serviceId)).toEqual([
      expect.objectContaining({
        action: 'shelf.reject',
        objectType: 'service',
        objectLabel: '审计用农机服务',
        before: { audit: 'pending', shelf: 'none' },
        after: { audit: 'rejected', shelf: 'none' },
        remark: '价格说明不清',
      }),
    ]);
    expect((await trailOf(resent)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['shelf.offShelf', { audit: 'approved', shelf: 'on' }, { audit: 'approved', shelf: 'off' }],
      ['shelf.approve', { audit: 'pending', shelf: 'none' }, { audit: 'approved', shelf: 'on' }],
    ]);

    // a report taken up: the report's row, and the item's own row for leaving the shelf
    const reported = await pendingService('审计用被举报服务');
    await decideAsOperator(context.app, operator.token, 'approve', { id: reported });
    const reporter = await signedInUser(context.db);
    const filed = await post(reporter.token, '/basics/pc/report/submit', {
      itemId: reported,
      reason: 'qualification',
      detail: '营业执照显示的经营范围不含植保作业。',
    });
    const reportId = filed.body.data.id as string;
    await post(operator.token, '/basics/admin/report/handle', {
      id: reportId,
      outcome: 'offShelf',
      remark: '核实属实',
    });
    expect(await trailOf(reportId)).toEqual([
      expect.objectContaining({
        action: 'report.handle',
        objectLabel: '审计用被举报服务',
        before: { state: 'open' },
        after: { state: 'handled', outcome: 'offShelf', settledReports: [reportId] },
        remark: '核实属实',
      }),
    ]);
    expect((await trailOf(reported)).map((entry) => entry.action)).toEqual([
      'shelf.offShelf',
      'shelf.approve',
    ]);

    // the operator's own latest decisions, newest first, for the console's home
    const mine = await signedInCall(context.app, 'GET', '/basics/admin/audit/mine', operator.token);
    expect(mine.body.data.map((entry: { action: string }) => entry.action).slice(0, 3)).toEqual([
      'report.handle',
      'shelf.offShelf',
      'shelf.approve',
    ]);
  });

  it('searches by operator, action, part of a name and days, and refuses a range that ends before it starts', async () => {
    const first = await reviewer();
    const second = await reviewer();
    const one = await submittedApplication('雷山县检索合作社一');
    const two = await submittedApplication('雷山县检索合作社二');
    await post(first.token, '/basics/admin/settlement/approve', { applicationId: one });
    await post(second.token, '/basics/admin/settlement/reject', { applicationId: two, remark: '请补充材料' });
    const admin = await superAdmin();
    const search = async (body: Record<string, unknown>) => {
      const answer = await post(admin.token, '/basics/admin/audit/list', body);
      return answer.body.data.rows.map((entry: { objectId: string }) => entry.objectId);
    };
    expect(await search({ object: '检索合作社' })).toEqual([two, one]);
    expect(await search({ object: '检索合作社', operatorId: first.id })).toEqual([one]);
    expect(await search({ object: '检索合作社', action: 'settlement.reject' })).toEqual([two]);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect(await search({ object: '检索合作社', from: today, to: today })).toEqual([two, one]);
    expect(await search({ object: '检索合作社', to: '2020-01-01' })).toEqual([]);

    const backwards = await post(admin.token, '/basics/admin/audit/list', {
      from: '2026-02-01',
      to: '2026-01-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toMatch(/开始日期不能晚于结束日期/);
  });

  it('makes no change whose row cannot be written', async () => {
    const operator = await reviewer();
    const applicationId = await submittedApplication('雷山县审计失败合作社');
    // the trail refuses this one row, as a full disk or a lost connection would
    await context.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin
        if new.object_id = '${sql.raw(applicationId)}' then raise exception 'audit trail unavailable'; end if;
        return new;
      end $$`);
    await context.db.execute(
      sql`create trigger refuse_audit before insert on audit_trail for each row execute function refuse_audit()`,
    );
    try {
      const approved = await post(operator.token, '/basics/admin/settlement/approve', { applicationId });
      expect(approved.status).toBeGreaterThanOrEqual(500);
      const status = await context.db.execute(
        sql`select status, tenant_id from settlement_applications where id = ${applicationId}`,
      );
      expect(status.rows[0]).toEqual({ status: 'submitted', tenant_id: null });
      const tenants = await context.db.execute(
        sql`select count(*)::int as n from tenants where name = '雷山县审计失败合作社'`,
      );
      expect(tenants.rows[0]).toEqual({ n: 0 });
    } finally {
      await context.db.execute(sql`drop trigger refuse_audit on audit_trail`);
      await context.db.execute(sql`drop function refuse_audit()`);
    }
    expect(await trailOf(applicationId)).toEqual([]);
  });

  it('is append-only: no statement changes or deletes a row, whoever sends it', async () => {
    const operator = await reviewer();
    const applicationId = await submittedApplication('雷山县只增合作社');
    await post(operator.token, '/basics/admin/settlement/approve', { applicationId });
    await expect(
      context.db.execute(sql`update audit_trail set remark = 'x' where object_id = ${applicationId}`),
    ).rejects.toThrow();
    await expect(
      context.db.execute(sql`delete from audit_trail where object_id = ${applicationId}`),
    ).rejects.toThrow();
    await expect(context.db.execute(sql`truncate audit_trail`)).rejects.toThrow();
    expect(await trailOf(applicationId)).toHaveLength(1);
  });
});
