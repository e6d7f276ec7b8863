import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClass, insertItem } from '../../../test/content-fixtures.ts';
import { createIngestApp, createTenant } from '../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';

let context: TestContext;
let ingestHeaders: Record<string, string>;

const soldDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const sale = (externalId: string, productName: string, amount: number, channel = 'sale-room', days = 10) => ({
  externalId,
  productName,
  tenantName: '修文县猕猴桃专业合作社',
  regionName: '贵阳市修文县',
  channel,
  amount,
  quantity: amount / 10,
  unit: '公斤',
  soldAt: soldDaysAgo(days),
});

beforeAll(async () => {
  context = await createTestContext();
  ingestHeaders = { ...(await createIngestApp(context.db)).headers, 'content-type': 'application/json' };
});

afterAll(async () => {
  await context.close();
});

const ingest = (batch: unknown, headers = ingestHeaders) =>
  context.app.inject({
    method: 'POST',
    url: '/data-collect/ingest/batch',
    headers,
    payload: JSON.stringify(batch),
  });
const get = (url: string) => context.app.inject({ url, headers: portalHeaders() });

describe('data ingest', () => {
  it('accepts a batch from an app with its secret, and is idempotent on the sender ids', async () => {
    const batch = {
      sales: [
        sale('S1', '修文猕猴桃', 1000),
        sale('S2', '都匀毛尖', 5000),
        sale('S3', '威宁洋芋', 800, 'online'),
      ],
      counts: { deals: 3456 },
    };
    expect((await ingest(batch)).json()).toMatchObject({ code: 200, data: { sales: 3, counts: 1 } });
    expect((await ingest(batch)).statusCode).toBe(200);
    const ranking = (
      await get('/basics/twelveSaleInfo/twelveSaleInfoRanking?isSaleRoom=0&pageNum=1&pageSize=12')
    ).json();
    expect(ranking.data.total).toBe(3);
  });

  it('refuses a count the platform makes itself, saying so', async () => {
    const response = await ingest({ counts: { deals: 1, products: 1286 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('产品数和服务数由平台按上架的产品和服务自行统计');
    expect((await ingest({ counts: { visitors: 1 } })).json().msg).toContain('不支持的统计项');
  });

  it('refuses the portal app key without a secret, and a wrong secret', async () => {
    const withoutSecret = await ingest({}, { ...portalHeaders(), 'content-type': 'application/json' });
    expect(withoutSecret.statusCode).toBe(401);
    const wrong = await ingest({}, { ...ingestHeaders, appSecret: 'not-it' });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a control centre outside Guizhou and leaves nothing half-written', async () => {
    const response = await ingest({
      deliveries: [
        {
          deliveryNo: 'PS-OK-1',
          goods: '猕猴桃',
          quantity: '12 吨',
          fromName: '修文县',
          toName: '贵阳农产品物流园',
          carrier: '黔通冷链',
          status: 'in-transit',
          progress: 40,
          departedAt: soldDaysAgo(0.5),
          expectedAt: soldDaysAgo(-0.5),
        },
      ],
      controlCenters: [
        {
          id: 'X',
          name: '北京',
          level: 'county',
          prefectureCode: '110100',
          prefectureName: '北京',
          address: '北京',
          longitude: 116.4,
          latitude: 39.9,
          deliveriesToday: 1,
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect((await get('/basics/qhyc/bigscreen/listDelivering')).json().data).toEqual([]);
  });
});

describe('dashboard reads', () => {
  it('ranks sales by amount, sale-room channel only when asked, within the last twelve months', async () => {
    await ingest({
      sales: [sale('S4', '修文猕猴桃', 4500), sale('OLD', '赫章核桃', 99_999, 'sale-room', 400)],
    });
    const saleRoom = (
      await get('/basics/twelveSaleInfo/twelveSaleInfoRanking?isSaleRoom=1&pageNum=1&pageSize=12')
    ).json().data;
    expect(saleRoom.rows.map((r: { productName: string; rank: number }) => [r.rank, r.productName])).toEqual([
      [1, '修文猕猴桃'],
      [2, '都匀毛尖'],
    ]);
    expect(saleRoom.rows[0].salesAmount).toBe(5500);
    const all = (await get('/basics/twelveSaleInfo/twelveSaleInfoRanking?isSaleRoom=0')).json().data;
    expect(all.rows.map((r: { productName: string }) => r.productName)).toContain('威宁洋芋');
    expect(all.rows.map((r: { productName: string }) => r.productName)).not.toContain('赫章核桃');
  });

  it('lists deliveries in progress and drops one once delivered', async () => {
    const delivery = {
      deliveryNo: 'PS202611200001',
      goods: '威宁洋芋',
      quantity: '20 吨',
      fromName: '威宁县草海镇',
      toName: '贵阳农产品物流园',
      carrier: '黔通冷链物流',
      status: 'in-transit',
      progress: 35,
      departedAt: soldDaysAgo(0.3),
      expectedAt: soldDaysAgo(-0.4),
    };
    await ingest({ deliveries: [delivery] });
    expect((await get('/basics/qhyc/bigscreen/listDelivering')).json().data).toHaveLength(1);
    await ingest({ deliveries: [{ ...delivery, progress: 100, status: 'arriving', delivered: true }] });
    expect((await get('/basics/qhyc/bigscreen/listDelivering')).json().data).toHaveLength(0);
  });

  it('returns control centres province first', async () => {
    const center = (id: string, level: string, code: string, name: string, lng: number, lat: number) => ({
      id,
      name,
      level,
      prefectureCode: code,
      prefectureName: name,
      address: name,
      longitude: lng,
      latitude: lat,
      deliveriesToday: 3,
    });
    await ingest({
      controlCenters: [
        center('zy', 'prefecture', '520300', '遵义市', 106.93, 27.73),
        center('gz', 'province', '520100', '贵阳市', 106.63, 26.65),
      ],
    });
    const centers = (await get('/basics/qhyc/bigscreen/getControlCenterMap')).json().data;
    expect(centers.map((c: { id: string }) => c.id)).toEqual(['gz', 'zy']);
  });

  it('counts settled entities, providers, solutions and cases live, the rest from the feed', async () => {
    await createTenant(context.db, ['participant']);
    await createTenant(context.db, ['participant', 'servant']);
    await createTenant(context.db, ['servant'], 'pending');
    const solutionClass = await insertClass(context.db, 'solution', '智慧农业');
    await insertItem(context.db, { kind: 'solution', classId: solutionClass.id, title: '方案一' });
    const counts = (await get('/data-collect/search/dataCollect/getCountData')).json().data;
    expect(counts).toMatchObject({
      settledEntities: 2,
      serviceProviders: 1,
      solutions: 1,
      cases: 0,
      products: 0,
      deals: 3456,
      services: 0,
      feedStaleHours: 48,
    });
    // each fed figure says which registered system reported it and when; a feed nobody sent says nothing
    const startedAt = Date.parse(counts.updatedAt) - 60_000;
    for (const feed of ['deals', 'sales', 'deliveries', 'controlCenters']) {
      expect(counts.feeds[feed].sources).toEqual(['测试数据源']);
      expect(Date.parse(counts.feeds[feed].updatedAt)).toBeGreaterThan(startedAt);
    }
  });
});

// Last: these batches add deliveries and control centres the reads above do not expect.
describe('data ingest, defects fixed with the structure issue', () => {
  const delivery = (deliveryNo: string, goods: string) => ({
    deliveryNo,
    goods,
    quantity: '3 吨',
    fromName: '湄潭县',
    toName: '贵阳农产品物流园',
    carrier: '黔通冷链',
    status: 'in-transit',
    progress: 50,
    departedAt: soldDaysAgo(0.2),
    expectedAt: soldDaysAgo(-0.3),
  });
  const centre = (id: string, name: string) => ({
    id,
    name,
    level: 'county',
    prefectureCode: '520300',
    prefectureName: '遵义市',
    address: '遵义市湄潭县',
    longitude: 107.47,
    latitude: 27.76,
    deliveriesToday: 3,
  });

  it('keys deliveries and control centres by the sending app too, so one app cannot overwrite another', async () => {
    const other = { ...(await createIngestApp(context.db)).headers, 'content-type': 'application/json' };
    expect(
      (
        await ingest({
          deliveries: [delivery('SAME-1', '湄潭翠芽')],
          controlCenters: [centre('C-1', '湄潭调度站')],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await ingest(
          { deliveries: [delivery('SAME-1', '伪造的货物')], controlCenters: [centre('C-1', '伪造的站点')] },
          other,
        )
      ).statusCode,
    ).toBe(200);
    const deliveries = (await get('/basics/qhyc/bigscreen/listDelivering')).json().data as {
      goods: string;
    }[];
    expect(deliveries.map((row) => row.goods)).toEqual(expect.arrayContaining(['湄潭翠芽', '伪造的货物']));
    const centres = (await get('/basics/qhyc/bigscreen/getControlCenterMap')).json().data as {
      name: string;
    }[];
    expect(centres.map((row) => row.name)).toEqual(expect.arrayContaining(['湄潭调度站', '伪造的站点']));
  });

  it('refuses a batch that names one external id twice, naming it, instead of failing with a 500', async () => {
    const response = await ingest({
      sales: [sale('DUP-1', '修文猕猴桃', 100), sale('DUP-1', '都匀毛尖', 200)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: 'VALIDATION' });
    expect(response.json().msg).toContain('DUP-1');
    expect(response.json().data.fields[0].field).toBe('sales.1.externalId');
  });

  it('names prefectures from the national division table, and refuses a code it does not know', async () => {
    const named = await ingest({
      controlCenters: [{ ...centre('C-NAME', '湄潭东站'), prefectureName: '随便写的' }],
    });
    expect(named.statusCode).toBe(200);
    const centres = (await get('/basics/qhyc/bigscreen/getControlCenterMap')).json().data as {
      id: string;
      prefectureName: string;
    }[];
    expect(centres.find((row) => row.id === 'C-NAME')?.prefectureName).toBe('遵义市');
    const unknown = await ingest({
      controlCenters: [{ ...centre('C-X', '无此地'), prefectureCode: '529900' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fields[0]).toEqual({
      field: 'controlCenters.0.prefectureCode',
      message: '行政区划代码 529900 不存在',
    });
  });

  it('refuses a date the database cannot hold with a 400', async () => {
    for (const soldAt of ['0000-01-01T00:00:00+08:00', '9999-12-31T23:59:59+08:00']) {
      const response = await ingest({ sales: [{ ...sale('Y-0', '刺梨', 10), soldAt }] });
      expect(response.statusCode, soldAt).toBe(400);
      expect(response.json().msg).toContain('1970 年至 2100 年');
    }
  });
});
