import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngestApp } from '../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { rankingWindowStart } from './dashboard-repository.ts';

/**
 * The ranking reads monthly totals kept by triggers on sale_records (migration 0015, decision 018). Whatever writes
 * the sales (new, resent with other figures, deleted, in parallel), the totals must equal a scan of the sales.
 */
let context: TestContext;
let ingestHeaders: Record<string, string>;

const DAY = 86_400_000;
const PRODUCTS = [
  ['修文猕猴桃', '修文县猕猴桃专业合作社', '贵阳市修文县', '公斤'],
  ['都匀毛尖', '都匀市茶叶有限公司', '黔南州都匀市', '千克'],
  ['刺梨原汁', '龙里县刺梨食品有限公司', '黔南州龙里县', '吨'],
] as const;
const CHANNELS = ['sale-room', 'online', 'offline'] as const;

const sale = (externalId: string, index: number, amount: number, daysAgo: number) => {
  const [productName, tenantName, regionName, unit] = PRODUCTS[index % PRODUCTS.length] ?? PRODUCTS[0];
  return {
    externalId,
    productName,
    tenantName,
    regionName,
    channel: CHANNELS[index % CHANNELS.length] ?? 'online',
    amount,
    quantity: amount / 4,
    unit,
    soldAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
  };
};

const ingest = async (sales: ReturnType<typeof sale>[]) => {
  const response = await context.app.inject({
    method: 'POST',
    url: '/data-collect/ingest/batch',
    headers: ingestHeaders,
    payload: JSON.stringify({ sales }),
  });
  expect(response.statusCode, response.body).toBe(200);
};

const totalsFromScan = async () =>
  (
    await context.db.$client.query(`
      select date_trunc('month', sold_at at time zone 'Asia/Shanghai')::date::text as month, channel, product_name,
             tenant_name, region_name, unit, sum(amount)::numeric(16, 2)::text as amount,
             sum(quantity)::numeric(16, 2)::text as quantity, count(*)::int as sales
        from sale_records group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`)
  ).rows;

const keptTotals = async () =>
  (
    await context.db.$client.query(`
      select month::text, channel, product_name, tenant_name, region_name, unit, amount::text, quantity::text, sales
        from sale_month_totals order by 1, 2, 3, 4, 5, 6`)
  ).rows;

beforeAll(async () => {
  context = await createTestContext();
  ingestHeaders = { ...(await createIngestApp(context.db)).headers, 'content-type': 'application/json' };
});

afterAll(async () => {
  await context.close();
});

describe('monthly sale totals', () => {
  it('follow every insert, resend and delete of sales, as a scan would count them', async () => {
    // spread over 15 months, so some fall outside the ranking's twelve
    await ingest(Array.from({ length: 60 }, (_, i) => sale(`A${i}`, i, 100 + i * 13.37, i * 7.5)));
    expect(await keptTotals()).toEqual(await totalsFromScan());
    // resent: other products, amounts and months for the same ids, and new ones in the same batch
    await ingest(Array.from({ length: 30 }, (_, i) => sale(`A${i * 2}`, i + 1, 50 + i, i * 3 + 1)));
    expect(await keptTotals()).toEqual(await totalsFromScan());
    await context.db.$client.query(`delete from sale_records where external_id like 'A1%'`);
    expect(await keptTotals()).toEqual(await totalsFromScan());
    expect((await keptTotals()).every((row) => row.sales > 0)).toBe(true);
  });

  it('rank the last twelve calendar months as a scan of the sales ranks them', async () => {
    const since = `${rankingWindowStart(new Date())}T00:00:00+08:00`;
    for (const saleRoom of [false, true]) {
      const { rows: scanned } = await context.db.$client.query(
        `select product_name as "productName", round(sum(amount), 2)::float8 as "salesAmount"
           from sale_records where sold_at >= $1 ${saleRoom ? "and channel = 'sale-room'" : ''}
          group by product_name, tenant_name, region_name, unit
          order by sum(amount) desc, product_name asc`,
        [since],
      );
      const answer = await context.app.inject({
        url: `/basics/twelveSaleInfo/twelveSaleInfoRanking?isSaleRoom=${saleRoom ? 1 : 0}&pageNum=1&pageSize=12`,
        headers: portalHeaders(),
      });
      const data = answer.json().data as {
        rows: { productName: string; salesAmount: number }[];
        total: number;
      };
      expect(data.rows.map(({ productName, salesAmount }) => ({ productName, salesAmount }))).toEqual(
        scanned,
      );
      expect(data.total).toBe(scanned.length);
    }
  });

  it('stay exact when many ingests add to the same products at once', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, batch) =>
        ingest(Array.from({ length: 40 }, (_, i) => sale(`P${batch}-${i}`, i, 10 + batch + i / 10, i % 5))),
      ),
    );
    expect(await keptTotals()).toEqual(await totalsFromScan());
  });

  it('start the window on the first day, China time, of the month eleven months back', () => {
    expect(rankingWindowStart(new Date('2026-11-25T10:00:00Z'))).toBe('2025-12-01');
    // 2026-12-31 20:00 UTC is already January 2027 in China
    expect(rankingWindowStart(new Date('2026-12-31T20:00:00Z'))).toBe('2026-02-01');
    expect(rankingWindowStart(new Date('2026-01-15T00:00:00Z'))).toBe('2025-02-01');
  });
});
