import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNews } from '../../../../test/content-fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../../test/harness.ts';
import { news } from './tables.ts';

let context: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context;
  // 25 industry items one day apart, a few of other categories, and a draft that must never show
  for (let day = 0; day < 25; day += 1) {
    const row = await insertNews(db, {
      title: `茶产业动态第${day + 1}期`,
      category: 'industry',
      daysAgo: day,
    });
    ids[`industry-${day}`] = row.id;
  }
  ids.policy = (
    await insertNews(db, { title: '关于推进高标准农田建设的实施意见解读', category: 'policy', daysAgo: 3 })
  ).id;
  ids.percent = (
    await insertNews(db, { title: '合作社分红比例提高到 30%', category: 'work', daysAgo: 40 })
  ).id;
  ids.draft = (await insertNews(db, { title: '尚未发布的草稿', category: 'notice', status: 'draft' })).id;
});

afterAll(async () => {
  await context.close();
});

const post = (url: string, body: unknown) =>
  context.app.inject({ method: 'POST', url, headers: portalHeaders(), payload: body as object });

describe('POST /basics/pc/news/list', () => {
  it('pages newest first with a stable total', async () => {
    const first = (await post('/basics/pc/news/list', { pageNum: 1, pageSize: 10 })).json().data;
    expect(first.total).toBe(27);
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0].title).toBe('茶产业动态第1期');
    const third = (await post('/basics/pc/news/list', { pageNum: 3, pageSize: 10 })).json().data;
    expect(third.rows).toHaveLength(7);
    const seen = new Set([...first.rows, ...third.rows].map((r: { newsId: string }) => r.newsId));
    expect(seen.size).toBe(17);
  });

  it('filters by category, keyword and date range', async () => {
    const policy = (await post('/basics/pc/news/list', { category: 'policy' })).json().data;
    expect(policy.rows.map((r: { newsId: string }) => r.newsId)).toEqual([ids.policy]);
    expect(policy.rows[0].categoryName).toBe('政策解读');

    const keyword = (await post('/basics/pc/news/list', { keyword: '高标准农田' })).json().data;
    expect(keyword.total).toBe(1);

    // a % in the keyword is a literal percent sign, not a wildcard
    const percent = (await post('/basics/pc/news/list', { keyword: '30%' })).json().data;
    expect(percent.rows.map((r: { newsId: string }) => r.newsId)).toEqual([ids.percent]);
    expect((await post('/basics/pc/news/list', { keyword: '%' })).json().data.total).toBe(1);

    const day = (offset: number) =>
      new Date(Date.now() - offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const range = (
      await post('/basics/pc/news/list', { category: 'industry', startDate: day(4), endDate: day(2) })
    ).json().data;
    expect(range.total).toBe(3);
  });

  it('refuses a page size over the cap and an inverted date range', async () => {
    expect((await post('/basics/pc/news/list', { pageSize: 101 })).statusCode).toBe(400);
    const inverted = await post('/basics/pc/news/list', { startDate: '2026-05-02', endDate: '2026-05-01' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().msg).toMatch(/开始日期不能晚于结束日期/);
  });

  it('never lists a draft', async () => {
    const all = (await post('/basics/pc/news/list', { pageSize: 100 })).json().data;
    expect(all.rows.map((r: { newsId: string }) => r.newsId)).not.toContain(ids.draft);
  });
});

describe('POST /basics/pc/news/homePageNews', () => {
  it('returns the eight newest published items', async () => {
    const rows = (await post('/basics/pc/news/homePageNews', {})).json().data;
    expect(rows).toHaveLength(8);
    expect(rows[0].title).toBe('茶产业动态第1期');
  });
});

describe('POST /basics/pc/news/info', () => {
  it('returns the detail with neighbours in list order and counts a view once per visitor', async () => {
    const middle = ids['industry-5'];
    const first = (await post('/basics/pc/news/info', { newsId: middle })).json().data;
    expect(first.title).toBe('茶产业动态第6期');
    expect(first.previous.id).toBe(ids['industry-4']);
    expect(first.next.id).toBe(ids['industry-6']);
    const second = await post('/basics/pc/news/info', { newsId: middle });
    // the second read is the prepared answer; the counter writes the view once for this visitor (decision 015)
    expect(second.json().data.views).toBe(first.views);
    await context.app.viewCounter.flush();
    const [row] = await context.db
      .select({ views: news.views })
      .from(news)
      .where(eq(news.id, middle ?? ''));
    expect(row?.views).toBe(first.views + 1);
  });

  it('has no previous for the newest and no next for the oldest of a category', async () => {
    expect(
      (await post('/basics/pc/news/info', { newsId: ids['industry-0'] })).json().data.previous,
    ).toBeNull();
    expect((await post('/basics/pc/news/info', { newsId: ids['industry-24'] })).json().data.next).toBeNull();
  });

  it('answers 404 for a draft or an unknown id', async () => {
    expect((await post('/basics/pc/news/info', { newsId: ids.draft })).statusCode).toBe(404);
    const unknown = await post('/basics/pc/news/info', { newsId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('该资讯不存在或已下线');
  });

  it('serves content that was sanitised on write', async () => {
    const row = await insertNews(context.db, {
      title: '带脚本的稿件',
      content:
        '<p>正文</p><script>window.hacked=1</script><img src="x" onerror="alert(1)">' +
        '<img src="/files/0a1b2c3d-0000-4000-8000-000000000001.png" alt="图" onerror="alert(2)">',
    });
    const detail = (await post('/basics/pc/news/info', { newsId: row.id })).json().data;
    // only the portal's own pictures stay: another address could track readers or change after review
    expect(detail.content).toBe(
      '<p>正文</p><img src="/files/0a1b2c3d-0000-4000-8000-000000000001.png" alt="图" />',
    );
  });
});
