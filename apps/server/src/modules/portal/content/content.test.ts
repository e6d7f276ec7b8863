import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClass, insertItem } from '../../../../test/content-fixtures.ts';
import { createUser, openSession } from '../../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../../test/harness.ts';
import { contentItems } from './tables.ts';

let context: TestContext;
const classes: Record<string, string> = {};
const items: Record<string, string> = {};

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context;
  classes.farming = (await insertClass(db, 'solution', '智慧农业', 1)).id;
  classes.coldChain = (await insertClass(db, 'solution', '冷链物流', 2)).id;
  classes.caseClass = (await insertClass(db, 'case', '产销对接', 1)).id;
  for (let n = 0; n < 8; n += 1) {
    items[`farming-${n}`] = (
      await insertItem(db, {
        kind: 'solution',
        classId: classes.farming,
        title: `茶园物联网监测方案${n + 1}`,
        daysAgo: n,
      })
    ).id;
  }
  items.coldChain = (
    await insertItem(db, {
      kind: 'solution',
      classId: classes.coldChain,
      title: '县域冷链集配中心建设方案',
      tags: ['冷链', '猕猴桃'],
      providerName: '黔通冷链物流有限公司',
      daysAgo: 20,
    })
  ).id;
  items.case = (
    await insertItem(db, { kind: 'case', classId: classes.caseClass, title: '修文猕猴桃直供粤港澳' })
  ).id;
});

afterAll(async () => {
  await context.close();
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url, headers: portalHeaders(headers), payload: body as object });

describe('solution classes and lists', () => {
  it('lists the classes of its own kind in their order, with item counts', async () => {
    const page = (
      await post('/basics/pc/rrSolution/pcQuerySolutionClass', { pageNum: 1, pageSize: 100 })
    ).json().data;
    expect(page.rows.map((c: { name: string }) => c.name)).toEqual(['智慧农业', '冷链物流']);
    expect(page.rows[0].itemCount).toBe(8);
    const cases = (
      await post('/basics/pc/rrCooperationCase/pcQueryCaseClass', { pageNum: 1, pageSize: 100 })
    ).json();
    expect(cases.data.rows.map((c: { name: string }) => c.name)).toEqual(['产销对接']);
  });

  it('filters the public list by class and by keyword in title, provider or tags, and pages it', async () => {
    const url = '/basics/pc/rrSolution/pcQuerySolutionNoRole';
    const byClass = (await post(url, { classId: classes.coldChain })).json().data;
    expect(byClass.rows.map((r: { id: string }) => r.id)).toEqual([items.coldChain]);
    for (const keyword of ['集配', '黔通', '猕猴桃']) {
      expect((await post(url, { keyword })).json().data.total, keyword).toBe(1);
    }
    const page2 = (await post(url, { pageNum: 2, pageSize: 5 })).json().data;
    expect(page2.total).toBe(9);
    expect(page2.rows).toHaveLength(4);
  });

  it('shows contacts to signed-in users only', async () => {
    const publicRow = (await post('/basics/pc/rrSolution/pcQuerySolutionNoRole', {})).json().data.rows[0];
    expect(publicRow.contactPhone).toBeUndefined();
    expect((await post('/basics/pc/rrSolution/pcQuerySolution', {})).statusCode).toBe(401);
    const user = await createUser(context.db);
    const token = await openSession(context.db, user.id);
    const row = (await post('/basics/pc/rrSolution/pcQuerySolution', {}, { Authorization: token })).json()
      .data.rows[0];
    expect(row.contactPhone).toBe('0851-86660000');
  });

  it('returns the newest for the home page, optionally by class, capped at 12', async () => {
    const home = (await post('/basics/pc/rrSolution/pcOnePageSolution', {})).json().data;
    expect(home).toHaveLength(6);
    const byClass = (
      await post('/basics/pc/rrSolution/pcOnePageSolution', { classId: classes.coldChain })
    ).json().data;
    expect(byClass).toHaveLength(1);
    expect((await post('/basics/pc/rrSolution/pcOnePageSolution', { pageSize: 50 })).statusCode).toBe(400);
  });
});

describe('solution and case details', () => {
  it('returns a solution with neighbours and related items of its class, counting a visitor once', async () => {
    const url = `/basics/pc/rrSolution/byIdQuerySolutionDetail?id=${items['farming-3']}`;
    const first = (await context.app.inject({ url, headers: portalHeaders() })).json().data;
    expect(first.className).toBe('智慧农业');
    expect(first.previous.id).toBe(items['farming-2']);
    expect(first.next.id).toBe(items['farming-4']);
    expect(first.related).toHaveLength(4);
    expect(first.related.map((r: { id: string }) => r.id)).not.toContain(items['farming-3']);
    await context.app.inject({ url, headers: portalHeaders() });
    // views are written by the counter once a second, once per visitor and day (decision 015); flushing writes now
    await context.app.viewCounter.flush();
    const [row] = await context.db
      .select({ views: contentItems.views })
      .from(contentItems)
      .where(eq(contentItems.id, items['farming-3'] ?? ''));
    expect(row?.views).toBe(first.views + 1);
  });

  it('does not serve a case under the solution path, and answers 404 for unknown ids', async () => {
    const wrongKind = await context.app.inject({
      url: `/basics/pc/rrSolution/byIdQuerySolutionDetail?id=${items.case}`,
      headers: portalHeaders(),
    });
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().msg).toBe('该解决方案不存在或已下线');
    const caseDetail = await context.app.inject({
      url: `/basics/pc/rrCooperationCase/byIdQueryCaseDetail?id=${items.case}`,
      headers: portalHeaders(),
    });
    expect(caseDetail.json().data.title).toBe('修文猕猴桃直供粤港澳');
  });
});
