import { EXPORT_IMMEDIATE_ROWS } from '@rrsp/contract';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../../test/harness.ts';
import { signedInCall, signedInUser, tenantAdminCaller } from '../../../../test/signed-in-call.ts';
import { waitFor } from '../../../../test/wait.ts';
import { messages } from '../../../platform/messaging/tables.ts';
import { EXPORT_JOB } from './export-service.ts';
import { dataExports } from './tables.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const participant = () =>
  tenantAdminCaller(context, { roles: ['participant'], prefix: '/basics/pc/data-center' });

/** An item of a tenant in a state, created at a time, with views. */
const addItem = async (
  tenantId: string,
  options: {
    kind?: 'product' | 'service';
    audit?: string;
    shelf?: string;
    views?: number;
    createdAt?: string;
  } = {},
) => {
  const item = await context.db.execute<{ id: string }>(sql`
    INSERT INTO shelf_items (kind, tenant_id, audit, shelf, views, created_at)
    VALUES (${options.kind ?? 'product'}, ${tenantId}, ${options.audit ?? 'approved'}, ${options.shelf ?? 'on'},
      ${options.views ?? 0}, ${options.createdAt ?? '2026-11-10T10:00:00+08:00'})
    RETURNING id`);
  const id = item.rows[0]?.id as string;
  const revision = await context.db.execute<{ id: string }>(sql`
    INSERT INTO shelf_revisions (item_id, name, category) VALUES (${id}, ${`雷山银球茶${id.slice(0, 4)}`}, 'tea')
    RETURNING id`);
  await context.db.execute(
    sql`UPDATE shelf_items SET working_revision_id = ${revision.rows[0]?.id}, listed_revision_id = ${revision.rows[0]?.id} WHERE id = ${id}`,
  );
  return id;
};

const addRequest = async (
  itemId: string,
  tenantId: string,
  requesterId: string,
  at: string,
  replyHours?: number,
) => {
  await context.db.execute(sql`
    INSERT INTO cooperation_requests (item_id, provider_tenant_id, requester_user_id, name, mobile, message, state,
      created_at, replied_at)
    VALUES (${itemId}, ${tenantId}, ${requesterId}, '杨阿妹', '13985551234', '想采购一批春茶', 
      ${replyHours === undefined ? 'new' : 'replied'}, ${at}::timestamptz,
      ${replyHours === undefined ? null : sql`${at}::timestamptz + make_interval(hours => ${replyHours})`})`);
};

const addSales = async (tenantName: string, count: number, firstAt = '2026-11-01T09:00:00+08:00') => {
  await context.db.execute(sql`
    INSERT INTO sale_records (source_app, external_id, product_name, tenant_name, region_name, channel, amount,
      quantity, unit, sold_at)
    SELECT 'test', ${tenantName} || '-' || n, '雷山银球茶', ${tenantName}, '黔东南州', 'online', 100.5, 2, '斤',
      ${firstAt}::timestamptz + make_interval(mins => n)
    FROM generate_series(1, ${count}) AS n`);
};

const RANGE = { from: '2026-11-01', to: '2026-11-30', granularity: 'day' };
const query = new URLSearchParams(RANGE).toString();

describe('the data centre', () => {
  it("shows a tenant its own figures and never another tenant's", async () => {
    const farm = await participant();
    const other = await participant();
    const requester = await signedInUser(context.db);
    const listed = await addItem(farm.tenant.id, { views: 40 });
    await addItem(farm.tenant.id, { kind: 'service', audit: 'pending', shelf: 'none', views: 5 });
    await addItem(farm.tenant.id, {
      audit: 'rejected',
      shelf: 'none',
      createdAt: '2026-10-01T10:00:00+08:00',
    });
    const theirs = await addItem(other.tenant.id, { views: 900 });
    await addRequest(listed, farm.tenant.id, requester.id, '2026-11-03T09:00:00+08:00', 2);
    await addRequest(listed, farm.tenant.id, requester.id, '2026-11-03T15:00:00+08:00', 6);
    await addRequest(listed, farm.tenant.id, requester.id, '2026-11-20T09:00:00+08:00');
    await addRequest(theirs, other.tenant.id, requester.id, '2026-11-03T09:00:00+08:00', 1);
    await context.db.execute(sql`INSERT INTO shelf_reports (item_id, reporter_user_id, reason, detail, created_at)
      VALUES (${listed}, ${requester.id}, 'fraud', '价格与实物不符', '2026-11-05T12:00:00+08:00')`);
    await addSales(farm.tenant.name, 3);
    await addSales(other.tenant.name, 7);

    const answer = await farm.call(`/figures?${query}`, undefined, 'GET');
    expect(answer.status, answer.body.msg).toBe(200);
    const figures = answer.body.data;
    expect(figures.tenantName).toBe(farm.tenant.name);
    expect(figures.periods).toHaveLength(30);
    expect(figures.periods[0]).toBe('2026-11-01');
    const count = (kind: string, audit: string) =>
      figures.shelf.byState.find(
        (row: { kind: string; audit: string }) => row.kind === kind && row.audit === audit,
      )?.count;
    expect(count('product', 'approved')).toBe(1);
    expect(count('service', 'pending')).toBe(1);
    expect(count('product', 'rejected')).toBe(1);
    // created in the range: two (the rejected one was made in October)
    const created = figures.shelf.created.reduce(
      (total: number, row: { services: number; products: number }) => total + row.services + row.products,
      0,
    );
    expect(created).toBe(2);
    expect(figures.views.total).toBe(45);
    expect(figures.views.top.map((row: { views: number }) => row.views)).toEqual([40, 5]);
    expect(figures.cooperation).toMatchObject({ received: 3, replied: 2, medianReplyHours: 4 });
    const third = figures.cooperation.periods.find((row: { period: string }) => row.period === '2026-11-03');
    expect(third).toMatchObject({ received: 2, replied: 2, medianReplyHours: 4 });
    expect(figures.reports).toMatchObject({ received: 1, open: 1 });
    expect(figures.sales).toMatchObject({ amount: 301.5, count: 3, categoryIgnored: false });
    expect(figures.sales.latestSaleAt).toBe('2026-11-01T01:03:00.000Z');

    const monthly = await farm.call(
      `/figures?${new URLSearchParams({ ...RANGE, from: '2026-01-01', granularity: 'month' })}`,
      undefined,
      'GET',
    );
    expect(monthly.body.data.periods).toEqual(
      Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`),
    );
    expect(monthly.body.data.shelf.created.at(-2)).toMatchObject({ products: 1 });
  });

  it('labels a week that began before the range by the range’s first day', async () => {
    const farm = await participant();
    // 2026-11-04 is a Wednesday: its week began on Monday 2026-11-02
    const weekly = await farm.call(
      '/figures?from=2026-11-04&to=2026-11-15&granularity=week',
      undefined,
      'GET',
    );
    expect(weekly.status, weekly.body.msg).toBe(200);
    expect(weekly.body.data.periods).toEqual(['2026-11-04', '2026-11-09']);
  });

  it('shows no sales under a name two settled tenants share, and says so', async () => {
    const farm = await participant();
    const namesake = await participant();
    await context.db.execute(
      sql`UPDATE tenants SET name = ${farm.tenant.name} WHERE id = ${namesake.tenant.id}`,
    );
    await addSales(farm.tenant.name, 4);
    const answer = await farm.call(`/figures?${query}`, undefined, 'GET');
    expect(answer.body.data.sales).toMatchObject({
      count: 0,
      amount: 0,
      nameShared: true,
      latestSaleAt: null,
    });
    const records = await farm.call('/export', { dataset: 'sales-records', format: 'csv', ...RANGE });
    expect(records.body.data.rows).toBe(0);
    // once the namesake is no longer settled, the sales are the farm's again
    await context.db.execute(sql`UPDATE tenants SET status = 'rejected' WHERE id = ${namesake.tenant.id}`);
    const again = await farm.call(`/figures?${query}`, undefined, 'GET');
    expect(again.body.data.sales).toMatchObject({ count: 4, nameShared: false });
  });

  it('refuses a range it cannot draw, in words', async () => {
    const farm = await participant();
    const backwards = await farm.call('/figures?from=2026-11-30&to=2026-11-01', undefined, 'GET');
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toContain('结束日期不能早于开始日期');
    const tooLong = await farm.call(
      '/figures?from=2024-01-01&to=2026-11-01&granularity=day',
      undefined,
      'GET',
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toContain('最多 366 个周期');
    const noSuchDay = await farm.call('/figures?from=2026-02-30&to=2026-03-01', undefined, 'GET');
    expect(noSuchDay.status).toBe(400);
  });

  it("gives operators the whole platform, narrowed by tenant, and refuses a tenant that doesn't exist", async () => {
    const first = await participant();
    const second = await participant();
    await addItem(first.tenant.id, { views: 3 });
    await addItem(second.tenant.id, { views: 4 });
    await addSales(second.tenant.name, 2);
    const operator = await signedInUser(context.db, { operatorRoles: ['contentEditor'] });
    const platform = (extra: Record<string, string> = {}) =>
      signedInCall(
        context.app,
        'GET',
        `/basics/pc/admin/data-center/figures?${new URLSearchParams({ ...RANGE, ...extra })}`,
        operator.token,
      );
    const all = await platform();
    expect(all.status, all.body.msg).toBe(200);
    expect(all.body.data.views.total).toBeGreaterThanOrEqual(7);
    expect(all.body.data.options.tenants.map((t: { tenantId: string }) => t.tenantId)).toEqual(
      expect.arrayContaining([first.tenant.id, second.tenant.id]),
    );
    expect(all.body.data.options.regions.map((r: { name: string }) => r.name)).toContain('黔东南州');
    const narrowed = await platform({ tenantId: second.tenant.id });
    expect(narrowed.body.data.views.total).toBe(4);
    expect(narrowed.body.data.sales).toMatchObject({ count: 2 });
    const withCategory = await platform({ tenantId: second.tenant.id, category: 'tea' });
    expect(withCategory.body.data.sales.categoryIgnored).toBe(true);
    const unknown = await platform({ tenantId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('所选主体不存在');
    // a tenant's user is not an operator
    const asTenant = await signedInCall(
      context.app,
      'GET',
      `/basics/pc/admin/data-center/figures?${query}`,
      first.admin.token,
      { tenantId: first.tenant.id },
    );
    expect(asTenant.status).toBe(403);
  });
});

const download = async (url: string) => {
  const response = await context.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
};

const readXlsx = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
};

describe('exports', () => {
  it('makes a small export at once, as typed XLSX or CSV, that only its tenant can open', async () => {
    const farm = await participant();
    const other = await participant();
    await addSales(farm.tenant.name, 3);
    await addSales(other.tenant.name, 2);

    const asked = await farm.call('/export', { dataset: 'sales-records', format: 'xlsx', ...RANGE });
    expect(asked.status, asked.body.msg).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 'ready', rows: 3, format: 'xlsx' });
    expect(asked.body.data.fileName).toBe('销售明细-2026-11-01至2026-11-30.xlsx');
    const link = await farm.call('/export/link', { exportId: asked.body.data.exportId });
    expect(link.status, link.body.msg).toBe(200);
    const file = await download(link.body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    const sheet = (await readXlsx(file.bytes)).worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    const first = sheet?.getRow(2);
    expect(first?.getCell(1).value).toBeInstanceOf(Date);
    expect(first?.getCell(3).value).toBe(farm.tenant.name);
    expect(first?.getCell(5).value).toBe('线上');
    expect(first?.getCell(6).value).toBe(100.5);

    const csv = await farm.call('/export', { dataset: 'sales-periods', format: 'csv', ...RANGE });
    const csvLink = await farm.call('/export/link', { exportId: csv.body.data.exportId });
    const text = (await download(csvLink.body.data.url)).bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe('\ufeff周期,销售额（元）,销售笔数');
    expect(text.split('\r\n')[1]).toBe('2026-11-01,301.5,3');

    // another tenant's user: the export is not theirs to list or to open
    const foreign = await other.call('/export/link', { exportId: asked.body.data.exportId });
    expect(foreign.status).toBe(404);
    const theirList = await other.call('/export/list', undefined, 'GET');
    expect(theirList.body.data.rows).toEqual([]);
    const byId = `/export/list?exportId=${asked.body.data.exportId}`;
    expect((await other.call(byId, undefined, 'GET')).body.data.rows).toEqual([]);
    expect((await farm.call(byId, undefined, 'GET')).body.data.rows).toHaveLength(1);
    // nor through the files service's own link
    const viaFiles = await signedInCall(
      context.app,
      'GET',
      `/basics/common/obs/privateLink?fileId=${(await context.db.select().from(dataExports).where(eq(dataExports.id, asked.body.data.exportId)))[0]?.fileId}`,
      farm.admin.token,
    );
    expect(viaFiles.status).toBe(404);

    // past its time the link is refused and the purge removes the file
    await context.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, asked.body.data.exportId));
    const late = await farm.call('/export/link', { exportId: asked.body.data.exportId });
    expect(late.status).toBe(410);
    expect(late.body.msg).toBe('导出文件已过期，请重新导出');
    const list = await farm.call('/export/list', undefined, 'GET');
    expect(
      list.body.data.rows.find((row: { exportId: string }) => row.exportId === asked.body.data.exportId),
    ).toMatchObject({ status: 'expired' });
  });

  it('runs a large export as one job however often it is asked, tells its progress and ends with a message', async () => {
    const farm = await participant();
    const colleague = await signedInUser(context.db);
    await context.db.execute(
      sql`INSERT INTO tenant_members (tenant_id, user_id, is_admin) VALUES (${farm.tenant.id}, ${colleague.id}, false)`,
    );
    const rows = EXPORT_IMMEDIATE_ROWS + 50;
    await addSales(farm.tenant.name, rows);
    // minutes for a million rows: in the lane of long jobs, never holding a notice's or a code's slot (queue.test.ts)
    expect(context.app.jobs.laneOf(EXPORT_JOB)).toBe('bulk');

    const listener = new pg.Client({ connectionString: context.databaseUrl });
    await listener.connect();
    const progress: string[] = [];
    listener.on('notification', (note) => {
      if (note.payload?.startsWith('p:')) progress.push(note.payload);
    });
    await listener.query('LISTEN live');
    try {
      const body = { dataset: 'sales-records', format: 'xlsx', ...RANGE };
      const asks = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 2 === 0
            ? farm.call('/export', body)
            : signedInCall(context.app, 'POST', '/basics/pc/data-center/export', colleague.token, {
                tenantId: farm.tenant.id,
                body,
              }),
        ),
      );
      for (const answer of asks) expect(answer.status, answer.body.msg).toBe(200);
      const ids = new Set(asks.map((answer) => answer.body.data.exportId));
      expect(ids.size).toBe(1);
      const [exportId] = [...ids] as [string];
      expect(asks[0]?.body.data).toMatchObject({ status: 'running', rows });
      // one export for thirty asks: every other ask joined it (its job is keyed by the export)
      const made = await context.db
        .select()
        .from(dataExports)
        .where(eq(dataExports.tenantId, farm.tenant.id));
      expect(made).toHaveLength(1);
      expect(made[0]?.requestedBy.sort()).toEqual([farm.admin.id, colleague.id].sort());

      const ready = await waitFor(
        async () => {
          const list = await farm.call('/export/list', undefined, 'GET');
          const row = list.body.data.rows.find((r: { exportId: string }) => r.exportId === exportId);
          return row?.status === 'ready' ? row : undefined;
        },
        { timeoutMs: 60_000 },
      );
      expect(ready).toMatchObject({ rows, rowsWritten: rows });
      expect(progress.some((payload) => payload.endsWith(`:${exportId}:${rows}:${rows}`))).toBe(true);
      expect(progress.some((payload) => payload.startsWith(`p:${colleague.id}:${exportId}:`))).toBe(true);

      const told = await context.db.select().from(messages).where(eq(messages.kind, 'export.ready'));
      const mine = told.filter((message) => message.link === `/participants/data-center?export=${exportId}`);
      expect(mine.map((message) => message.userId).sort()).toEqual([farm.admin.id, colleague.id].sort());
      expect(mine[0]?.title).toBe('导出完成');

      const link = await farm.call('/export/link', { exportId });
      const sheet = (await readXlsx((await download(link.body.data.url)).bytes)).worksheets[0];
      expect(sheet?.rowCount).toBe(rows + 1);
    } finally {
      await listener.end();
    }
  }, 120_000);

  it("gives a requester's number whole only once the request was opened, and never platform-wide", async () => {
    const farm = await participant();
    const requester = await signedInUser(context.db);
    const item = await addItem(farm.tenant.id);
    await addRequest(item, farm.tenant.id, requester.id, '2026-11-03T09:00:00+08:00');
    await addRequest(item, farm.tenant.id, requester.id, '2026-11-04T09:00:00+08:00', 3);
    await context.db.execute(
      sql`UPDATE cooperation_requests SET read_at = replied_at WHERE item_id = ${item} AND replied_at IS NOT NULL`,
    );
    const asked = await farm.call('/export', { dataset: 'cooperation-records', format: 'csv', ...RANGE });
    const link = await farm.call('/export/link', { exportId: asked.body.data.exportId });
    const lines = (await download(link.body.data.url)).bytes.toString('utf8').split('\r\n');
    // newest first: the opened one whole, the unopened one masked
    expect(lines[1]).toContain(',13985551234,');
    expect(lines[2]).toContain(',139****1234,');

    const editor = await signedInUser(context.db, { operatorRoles: ['contentEditor'] });
    const refused = await signedInCall(
      context.app,
      'POST',
      '/basics/pc/admin/data-center/export',
      editor.token,
      {
        body: { dataset: 'cooperation-records', format: 'csv', ...RANGE },
      },
    );
    expect(refused.status).toBe(403);
    const reviewer = await signedInUser(context.db, { operatorRoles: ['marketReviewer'] });
    const platform = await signedInCall(
      context.app,
      'POST',
      '/basics/pc/admin/data-center/export',
      reviewer.token,
      {
        body: { dataset: 'cooperation-records', format: 'csv', ...RANGE, tenantId: farm.tenant.id },
      },
    );
    expect(platform.status, platform.body.msg).toBe(200);
    const platformLink = await signedInCall(
      context.app,
      'POST',
      '/basics/pc/admin/data-center/export/link',
      reviewer.token,
      { body: { exportId: platform.body.data.exportId } },
    );
    const platformText = (await download(platformLink.body.data.url)).bytes.toString('utf8');
    expect(platformText).not.toContain('13985551234');
    expect(platformText).toContain('139****1234');
  });

  it('ends an export that can no longer finish, so the same export can be asked again', async () => {
    const farm = await participant();
    await addSales(farm.tenant.name, 2);
    const body = { dataset: 'sales-records', format: 'xlsx', ...RANGE };
    const made = await farm.call('/export', body);
    // as if its instance had died while making it during the request, twenty minutes ago
    await context.db
      .update(dataExports)
      .set({ status: 'running', touchedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(dataExports.id, made.body.data.exportId));
    const joined = await farm.call('/export', body);
    expect(joined.body.data).toMatchObject({ exportId: made.body.data.exportId, status: 'running' });
    await context.db.execute(sql`SELECT graphile_worker.add_job('data-center:purge-exports', '{}'::json)`);
    const ended = await waitFor(async () => {
      const [row] = await context.db
        .select()
        .from(dataExports)
        .where(eq(dataExports.id, made.body.data.exportId));
      return row?.status === 'failed' ? row : undefined;
    });
    expect(ended.error).toBe('导出中断，请重新导出');
    const told = await context.db.select().from(messages).where(eq(messages.userId, farm.admin.id));
    expect(told.map((message) => message.title)).toContain('导出失败');
    const anew = await farm.call('/export', body);
    expect(anew.body.data.exportId).not.toBe(made.body.data.exportId);
    expect(anew.body.data.status).toBe('ready');
  });

  it('answers a missing export, a wrong dataset and a foreign operator in words', async () => {
    const farm = await participant();
    const missing = await farm.call('/export/link', { exportId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    const wrong = await farm.call('/export', { dataset: 'passwords', format: 'xlsx', ...RANGE });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('未知的导出数据');
    const malformed = await context.app.inject({
      method: 'POST',
      url: '/basics/pc/data-center/export',
      headers: portalHeaders({
        Authorization: farm.admin.token,
        tenantId: farm.tenant.id,
        'content-type': 'application/json',
      }),
      payload: '{"dataset":',
    });
    expect(malformed.statusCode).toBe(400);
    // an operator's export is his own: another operator does not see it
    const one = await signedInUser(context.db, { operatorRoles: ['superAdmin'] });
    const two = await signedInUser(context.db, { operatorRoles: ['superAdmin'] });
    const made = await signedInCall(context.app, 'POST', '/basics/pc/admin/data-center/export', one.token, {
      body: { dataset: 'item-records', format: 'csv', ...RANGE },
    });
    expect(made.status, made.body.msg).toBe(200);
    const theirs = await signedInCall(
      context.app,
      'POST',
      '/basics/pc/admin/data-center/export/link',
      two.token,
      {
        body: { exportId: made.body.data.exportId },
      },
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body.msg).toBe('导出记录不存在，或不是您发起的导出');
  });
});
