import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../../../test/harness.ts';
import { createRegionDirectory } from '../../../../platform/regions/region-directory.ts';
import { createShelfCatalog, type ShelfFilters } from './shelf-catalog-queries.ts';

/**
 * The million-row reads (decision 018) must answer exactly what the plain queries they replaced answered: the same
 * rows on every page, the same keyword matches, the same neighbours. Checked here on small data against the plain SQL.
 */
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
  const tenant = await createTenant(context.db, ['servant']);
  // 45 services on the shelf (plus one off it and one deleted), some sharing listed_at and views
  await context.db.execute(sql`
    with drawn as materialized (
      select g, gen_random_uuid() as item, gen_random_uuid() as revision from generate_series(1, 47) g
    ), items as (
      insert into shelf_items (id, kind, tenant_id, audit, shelf, listed_revision_id, working_revision_id, listed_at,
                               views, deleted_at)
      select item, 'service', ${tenant.id}, 'approved', case when g = 46 then 'off' else 'on' end, revision, revision,
             timestamptz '2026-02-01 08:00:00.654321+08' - (g / 3) * interval '9 days', (g * 7) % 5,
             case when g = 47 then now() end
        from drawn
    )
    insert into shelf_revisions (id, item_id, tenant_id, name, category, summary, price_min, price_max)
    select revision, item, ${tenant.id}, (array['刺梨冷链配送','农机作业','茶叶加工'])[1 + g % 3] || g,
           (array['logistics','machinery','processing'])[1 + g % 3],
           case when g % 4 = 0 then '含刺梨' end, case when g % 6 = 0 then null else (g * 37) % 500 end,
           case when g % 6 = 0 then null else (g * 37) % 500 + 10 end
      from drawn`);
});

afterAll(async () => {
  await context.close();
});

describe('the service shelf at scale, on small data', () => {
  const plainShelf = async (filters: ShelfFilters, offset: number, limit: number) => {
    const order = {
      latest: 'i.listed_at desc',
      popular: 'i.views desc, i.listed_at desc',
      priceAsc: 'r.price_min asc nulls last',
      priceDesc: 'r.price_max desc nulls last',
    }[filters.sort];
    const where = [
      filters.category ? `and r.category = '${filters.category}'` : '',
      filters.keyword
        ? `and (r.name ilike '%${filters.keyword}%' or r.summary ilike '%${filters.keyword}%'
               or t.name ilike '%${filters.keyword}%')`
        : '',
    ].join(' ');
    const { rows } = await context.db.$client.query<{ id: string }>(
      `select i.id from shelf_items i join shelf_revisions r on r.id = i.listed_revision_id
         join tenants t on t.id = i.tenant_id
        where i.kind = 'service' and i.shelf = 'on' and i.deleted_at is null ${where}
        order by ${order}, i.id asc offset $1 limit $2`,
      [offset, limit],
    );
    return rows.map((row) => row.id);
  };

  it('gives every page, in every order and filter, the rows of the plain join', async () => {
    const catalog = createShelfCatalog(context.db, createRegionDirectory(context.db));
    const cases: ShelfFilters[] = [
      { sort: 'latest' },
      { sort: 'popular' },
      { sort: 'priceAsc' },
      { sort: 'priceDesc' },
      { sort: 'latest', category: 'logistics' },
      { sort: 'popular', keyword: '刺梨' },
      { sort: 'latest', keyword: '刺' },
      // the publisher's name (测试主体N): every item, through its tenant (decision 029)
      { sort: 'latest', keyword: '测试主体' },
      { sort: 'priceAsc', keyword: '主' },
    ];
    for (const filters of cases) {
      for (let pageNum = 1; pageNum <= 5; pageNum++) {
        const page = await catalog.listedPage('service', filters, { pageNum, pageSize: 10 });
        expect(
          page.rows.map((row) => row.item.id),
          `${JSON.stringify(filters)} page ${pageNum}`,
        ).toEqual(await plainShelf(filters, (pageNum - 1) * 10, 10));
        expect(page.total).toBe((await plainShelf(filters, 0, 1000)).length);
      }
    }
  });
});

describe('monthly shelf counts', () => {
  const counted = async () =>
    (
      await context.db.$client.query(
        `select kind, coalesce(date_trunc('month', listed_at at time zone 'UTC')::date, '9999-12-01')::text as month,
                count(*)::int as n
           from shelf_items where shelf = 'on' and deleted_at is null group by 1, 2 order by 1, 2`,
      )
    ).rows;
  const kept = async () =>
    (
      await context.db.$client.query(
        `select kind, month::text, listed as n from shelf_month_counts where listed <> 0 order by 1, 2`,
      )
    ).rows;

  it('follow taking off, relisting, deleting, moving and counting views, as a count of the shelf would', async () => {
    expect(await kept()).toEqual(await counted());
    const steps = [
      `update shelf_items set shelf = 'off' where views = 1`,
      `update shelf_items set shelf = 'on' where shelf = 'off'`,
      `update shelf_items set deleted_at = now() where views = 2`,
      `update shelf_items set listed_at = listed_at - interval '70 days' where views = 3`,
      `update shelf_items set listed_at = null where views = 4`,
      `update shelf_items set views = views + 10`,
      `delete from shelf_items where views = 10`,
    ];
    for (const step of steps) {
      await context.db.$client.query(step);
      expect(await kept(), step).toEqual(await counted());
    }
  });

  it('still page the newest-first shelf as the plain join does, an item without a listing date first', async () => {
    const catalog = createShelfCatalog(context.db, createRegionDirectory(context.db));
    const { rows } = await context.db.$client.query<{ id: string }>(
      `select id from shelf_items where kind = 'service' and shelf = 'on' and deleted_at is null
        order by listed_at desc, id asc`,
    );
    for (let pageNum = 1; pageNum <= 6; pageNum++) {
      const page = await catalog.listedPage('service', { sort: 'latest' }, { pageNum, pageSize: 7 });
      expect(
        page.rows.map((row) => row.item.id),
        `page ${pageNum}`,
      ).toEqual(rows.slice((pageNum - 1) * 7, pageNum * 7).map((row) => row.id));
      expect(page.total).toBe(rows.length);
    }
  });
});
