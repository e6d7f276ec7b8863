import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import {
  countUpTo,
  KEYWORD_WALK_BUDGET,
  roundEstimate,
  walksToKeywordPage,
} from '../../../platform/database/paging.ts';
import { createNewsRepository } from './news-repository.ts';
import { news } from './tables.ts';

/**
 * The million-row reads (decision 018) must answer exactly what the plain queries they replaced answered: the same
 * rows on every page, the same keyword matches, the same neighbours. Checked here on small data against the plain SQL.
 */
let context: TestContext;

const TITLES = [
  '刺梨产业带动增收',
  '茶叶丰收',
  'Guizhou TEA 出口',
  '辣椒电商直播',
  '刺梨果脯上市',
  '100% 有机认证',
];

beforeAll(async () => {
  context = await createTestContext();
  // 57 news over four months: timestamps with microseconds, groups of four sharing one instant (ties broken by id),
  // some not published
  await context.db.execute(sql`
    insert into news (category, title, summary, content, source, status, published_at)
    select (array['policy','work','industry'])[1 + g % 3],
           (${sql.raw(`array[${TITLES.map((title) => `'${title}'`).join(',')}]`)})[1 + g % 6] || g,
           case when g % 5 = 0 then '关于刺梨的摘要' else '摘要' || g end,
           '<p>正文</p>', '测试', case when g % 11 = 0 then 'draft' else 'published' end,
           timestamptz '2026-01-01 00:00:00.123456+08' - (g / 4) * interval '9 days 1 hour 0.000777 seconds'
      from generate_series(1, 57) g`);
});

afterAll(async () => {
  await context.close();
});

const plainNews = async (where: string, offset: number, limit: number) => {
  const { rows } = await context.db.$client.query<{ id: string }>(
    `select id from news where status = 'published' ${where} order by published_at desc, id desc offset $1 limit $2`,
    [offset, limit],
  );
  return rows.map((row) => row.id);
};

describe('news at scale, on small data', () => {
  it('gives every page of the deferred join exactly the rows of the plain offset query', async () => {
    const repository = createNewsRepository(context.db);
    for (const pageSize of [7, 10]) {
      for (let pageNum = 1; pageNum <= 8; pageNum++) {
        const page = await repository.list({ pageNum, pageSize });
        expect(
          page.rows.map((row) => row.newsId),
          `page ${pageNum} of ${pageSize}`,
        ).toEqual(await plainNews('', (pageNum - 1) * pageSize, pageSize));
        expect(page.total).toBe(52);
        expect(page.totalIsEstimate).toBeUndefined();
      }
    }
    const policy = await repository.list({ pageNum: 2, pageSize: 5, category: 'policy' });
    expect(policy.rows.map((row) => row.newsId)).toEqual(await plainNews("and category = 'policy'", 5, 5));
  });

  it('finds by keyword what ILIKE finds, for keywords of one, two and more characters', async () => {
    const repository = createNewsRepository(context.db);
    for (const keyword of [
      '刺',
      'G',
      '刺梨',
      '梨产业',
      '刺梨产业',
      'tea',
      'TEA 出',
      'tea 出口',
      '100%',
      '%',
      '_',
      '梨果脯上',
      '龟',
    ]) {
      const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
      const { rows } = await context.db.$client.query<{ id: string }>(
        `select id from news where status = 'published' and (title ilike $1 or summary ilike $1)
          order by published_at desc, id desc`,
        [`%${escaped}%`],
      );
      const page = await repository.list({ pageNum: 1, pageSize: 100, keyword });
      expect(
        page.rows.map((row) => row.newsId),
        keyword,
      ).toEqual(rows.map((row) => row.id));
      expect(page.total).toBe(rows.length);
    }
  });

  it('links each published item to its newer and older neighbours in its category', async () => {
    const repository = createNewsRepository(context.db);
    const ordered = await context.db.$client.query<{ id: string; category: string }>(
      `select id, category from news where status = 'published' order by published_at desc, id desc`,
    );
    for (const category of ['policy', 'work', 'industry']) {
      const ids = ordered.rows.filter((row) => row.category === category).map((row) => row.id);
      for (const [index, id] of ids.entries()) {
        const detail = await repository.detail(id);
        expect(detail?.previous?.id ?? null, `${category} #${index}`).toBe(ids[index - 1] ?? null);
        expect(detail?.next?.id ?? null, `${category} #${index}`).toBe(ids[index + 1] ?? null);
      }
    }
  });
});

// last: it adds thousands of news the tests above do not expect
describe('estimated totals', () => {
  const notices = () =>
    context.db.select({ one: sql`1` }).from(news).where(sql`${news.category} = 'notice'`).$dynamic();

  it('counts exactly up to the limit and estimates, flagged, above it', async () => {
    const published = () =>
      context.db.select({ one: sql`1` }).from(news).where(sql`${news.status} = 'published'`).$dynamic();
    expect(await countUpTo(context.db, published, { limit: 52 })).toEqual({ total: 52 });
    expect(await countUpTo(context.db, published)).toEqual({ total: 52 });
    const estimated = await countUpTo(context.db, published, { limit: 10 });
    expect(estimated.totalIsEstimate).toBe(true);
    expect(estimated.total).toBeGreaterThan(10);
  });

  it('takes the planner at its word for a list far above the limit, and flags it', async () => {
    await context.db.execute(sql`
      insert into news (category, title, summary, content, source, published_at)
      select 'notice', '通知' || g, '摘要', '<p>正文</p>', '测试', now() - g * interval '1 minute'
        from generate_series(1, 25000) g`);
    await context.db.execute(sql`analyze news`);
    const estimated = await countUpTo(context.db, notices);
    expect(estimated.totalIsEstimate).toBe(true);
    expect(estimated.total).toBeGreaterThan(20_000);
    expect(estimated.total).toBeLessThan(30_000);
    expect(await countUpTo(context.db, notices, { limit: 30_000 })).toEqual({ total: 25_000 });
  });

  it('rounds an estimate to two significant digits', () => {
    expect([7, 99, 998_734, 12_345, 10_001, 1_049_000].map(roundEstimate)).toEqual([
      7, 99, 1_000_000, 12_000, 10_000, 1_000_000,
    ]);
  });
});

describe('monthly news counts', () => {
  const counted = async () =>
    (
      await context.db.$client.query(
        `select category, date_trunc('month', published_at at time zone 'UTC')::date::text as month, count(*)::int as n
           from news where status = 'published' group by 1, 2 order by 1, 2`,
      )
    ).rows;
  const kept = async () =>
    (
      await context.db.$client.query(
        `select category, month::text, published as n from news_month_counts where published <> 0 order by 1, 2`,
      )
    ).rows;

  it('follow publishing, withdrawing, moving, deleting and counting views, as a count of the news would', async () => {
    expect(await kept()).toEqual(await counted());
    const steps = [
      `update news set status = 'published' where status = 'draft'`,
      `update news set status = 'withdrawn' where title like '茶叶丰收%'`,
      `update news set published_at = published_at - interval '95 days', category = 'village' where title like '辣椒%'`,
      `update news set views = views + 1`,
      `delete from news where title like '刺梨果脯%'`,
    ];
    for (const step of steps) {
      await context.db.$client.query(step);
      expect(await kept(), step).toEqual(await counted());
    }
  });

  it('answer a page past the end with no rows and the exact total', async () => {
    const repository = createNewsRepository(context.db);
    const total = (
      await context.db.$client.query(`select count(*)::int as n from news where status = 'published'`)
    ).rows[0].n;
    const past = await repository.list({ pageNum: 100_000, pageSize: 10 });
    expect(past).toMatchObject({ rows: [], total, pageNum: 100_000 });
    expect(past.totalIsEstimate).toBeUndefined();
    const last = await repository.list({ pageNum: Math.ceil(total / 10), pageSize: 10 });
    expect(last.rows.map((row) => row.newsId)).toEqual(
      await plainNews('', (Math.ceil(total / 10) - 1) * 10, 10),
    );
  });
});

// last: it adds thousands of news in which 刺梨 is common
describe('deep keyword pages (decision 035)', () => {
  /** A repository whose statements are noted as they are sent (the real database answers them). */
  const notingRepository = () => {
    const sent: { sql: string; params: unknown[] }[] = [];
    const db = Object.assign(
      drizzle(context.db.$client, {
        casing: 'snake_case',
        logger: { logQuery: (query, params) => sent.push({ sql: query, params }) },
      }),
      { $client: context.db.$client },
    );
    return { repository: createNewsRepository(db), sent };
  };
  const plainKeyword = async (keyword: string, where = '') => {
    const { rows } = await context.db.$client.query<{ id: string }>(
      `select id from news where status = 'published' and (title ilike $1 or summary ilike $1) ${where}
        order by published_at desc, id desc`,
      [`%${keyword}%`],
    );
    return rows.map((row) => row.id);
  };
  type NewsRepository = ReturnType<typeof createNewsRepository>;
  /** The repository's page is the plain query's: the same rows in the same order, and the same total. */
  const expectPlainPage = async (
    repository: NewsRepository,
    query: Parameters<NewsRepository['list']>[0],
    expected: string[],
  ) => {
    const page = await repository.list(query);
    const { pageNum, pageSize } = query;
    expect(
      page.rows.map((row) => row.newsId),
      `page ${pageNum}`,
    ).toEqual(expected.slice((pageNum - 1) * pageSize, pageNum * pageSize));
    expect(page.total, `page ${pageNum}`).toBe(expected.length);
  };

  beforeAll(async () => {
    // half of 6,000 news speak of 刺梨, in every category, a few of them drafts; instants shared by threes
    await context.db.execute(sql`
      insert into news (category, title, summary, content, source, status, published_at)
      select (array['policy','work','industry','village'])[1 + g % 4],
             case when g % 2 = 0 then '刺梨新闻' || g else '茶叶新闻' || g end,
             case when g % 7 = 0 then '又见刺梨' else '摘要' end,
             '<p>正文</p>', '测试', case when g % 97 = 0 then 'draft' else 'published' end,
             timestamptz '2025-06-01 08:00:00.654321+08' - (g / 3) * interval '37 minutes 0.000413 seconds'
        from generate_series(1, 6000) g`);
    await context.db.execute(sql`vacuum analyze news`);
  });

  it('walks the list for a deep page of a common keyword and gives the rows, order and total of the plain query', async () => {
    const expected = await plainKeyword('刺梨');
    expect(expected.length).toBeGreaterThan(3000);
    const { repository, sent } = notingRepository();
    for (const pageNum of [1, 2, 30, 31]) {
      sent.length = 0;
      await expectPlainPage(repository, { pageNum, pageSize: 10, keyword: '刺梨' }, expected);
      // the page came from the walk alone: the character index's query was never sent
      const walked = sent.filter((statement) => statement.sql.includes('"walked"'));
      expect(walked, `page ${pageNum}`).toHaveLength(1);
      expect(
        sent.some(
          (statement) =>
            statement.sql.includes('search_grams') &&
            !statement.sql.startsWith('explain') &&
            statement.sql.includes('offset'),
        ),
        `page ${pageNum}`,
      ).toBe(false);
    }
    // the walk reads the covering index in list order, not the table
    const { rows: plan } = await context.db.$client.query<{ 'QUERY PLAN': string }>(
      `explain ${sent.find((statement) => statement.sql.includes('"walked"'))?.sql}`,
      sent.find((statement) => statement.sql.includes('"walked"'))?.params,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    const walk = text.slice(text.indexOf('Subquery Scan on walked'));
    expect(walk).toContain('Index Only Scan using news_published_text_idx');
    // no sort under the walk (the ten rows of the page are put in order once read)
    expect(walk).not.toContain('Sort');
  });

  it('reads a page the walk would reach too late, the last page and a page past the end the other way, alike', async () => {
    const expected = await plainKeyword('刺梨');
    const { repository } = notingRepository();
    const last = Math.ceil(expected.length / 10);
    for (const pageNum of [last - 1, last, last + 1]) {
      await expectPlainPage(repository, { pageNum, pageSize: 10, keyword: '刺梨' }, expected);
    }
  });

  it('gives a category and dates the plain rows on every page, walked or not', async () => {
    const expected = await plainKeyword(
      '刺梨',
      "and category = 'work' and published_at >= '2025-04-01T00:00:00+08' and published_at < '2025-05-21T00:00:00+08'",
    );
    expect(expected.length).toBeGreaterThan(100);
    const { repository } = notingRepository();
    for (let pageNum = 1; pageNum <= Math.ceil(expected.length / 7) + 1; pageNum++) {
      await expectPlainPage(
        repository,
        {
          pageNum,
          pageSize: 7,
          keyword: '刺梨',
          category: 'work',
          startDate: '2025-04-01',
          endDate: '2025-05-20',
        },
        expected,
      );
    }
  });

  it('walks only where the page is near the top and the keyword common', () => {
    const million = 1_000_000;
    // 刺梨 at a million news (5%): page 100 is about 20,000 entries down
    expect(walksToKeywordPage({ pageNum: 100, pageSize: 10 }, million, [50_000, 86_000])).toBe(true);
    expect(walksToKeywordPage({ pageNum: 1, pageSize: 10 }, million, [50_000, 86_000])).toBe(true);
    // page 4,000 of it: the whole list would be walked; sorting the matches costs less
    expect(walksToKeywordPage({ pageNum: 4_000, pageSize: 10 }, million, [50_000, 86_000])).toBe(false);
    // an absent character: the ILIKE's floor and the index's 0.5% guess; the smaller decides
    expect(walksToKeywordPage({ pageNum: 1, pageSize: 10 }, million, [5_000, 200])).toBe(false);
    expect(walksToKeywordPage({ pageNum: 1, pageSize: 10 }, million, [0, 86_000])).toBe(false);
    // (within the budget by itself: it is reading the candidates, 200 of them, that is cheaper)
    expect((10 * million) / 200).toBeLessThanOrEqual(KEYWORD_WALK_BUDGET);
  });
});
