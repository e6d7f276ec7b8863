import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClass, insertItem, insertNews } from '../../../test/content-fixtures.ts';
import { createIngestApp, createUser, openSession } from '../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';

let context: TestContext;
/** A second instance on the same database, as behind a load balancer. */
let other: FastifyInstance;
let solutionId: string;
let token: string;

beforeAll(async () => {
  context = await createTestContext();
  other = await buildApp({ config: context.config, db: context.db, logger: false });
  await other.ready();
  for (let day = 0; day < 12; day += 1)
    await insertNews(context.db, { title: `缓存测试资讯${day}`, daysAgo: day });
  const solutionClass = await insertClass(context.db, 'solution', '智慧农业');
  solutionId = (
    await insertItem(context.db, { kind: 'solution', classId: solutionClass.id, title: '茶园物联网方案' })
  ).id;
  token = await openSession(context.db, (await createUser(context.db)).id);
  await context.app.awaitPublicChanges();
});

afterAll(async () => {
  await other.close();
  await context.close();
});

const listNews = (app: FastifyInstance = context.app, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/basics/pc/news/list',
    headers: portalHeaders(headers),
    payload: { pageNum: 1, pageSize: 10 },
  });

/** Polls one instance until `seen` holds, and says how long that took. */
const timeUntil = async (check: () => Promise<boolean>, timeoutMs = 1_000): Promise<number> => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not seen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
};

describe('public reads from prepared bytes', () => {
  it('serves the same bytes with an ETag and a CDN-friendly Cache-Control', async () => {
    const first = await listNews();
    const second = await listNews();
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    // only a CDN may serve it stale while it asks again: browsers honour stale-while-revalidate too
    expect(first.headers['cdn-cache-control']).toBe('max-age=5, stale-while-revalidate=30');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toMatchObject({ code: 200, data: { total: 12, pageNum: 1 } });
  });

  it('answers 304 to a GET that names the current ETag, and 200 once the content changed', async () => {
    const url = `/basics/pc/rrSolution/byIdQuerySolutionDetail?id=${solutionId}`;
    const first = await context.app.inject({ url, headers: portalHeaders() });
    const etag = String(first.headers.etag);
    const again = await context.app.inject({ url, headers: portalHeaders({ 'if-none-match': etag }) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await context.db.execute(
      sql`UPDATE content_items SET title = '茶园物联网方案（第二版）' WHERE id = ${solutionId}`,
    );
    await context.app.awaitPublicChanges();
    const changed = await context.app.inject({ url, headers: portalHeaders({ 'if-none-match': etag }) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.title).toBe('茶园物联网方案（第二版）');
  });

  it('does not answer a POST with 304 (a conditional POST means something else)', async () => {
    const first = await listNews();
    const again = await listNews(context.app, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(200);
  });

  it('keeps a caller-dependent answer for anonymous callers only, and never in a shared cache', async () => {
    const url = `/basics/pc/rrSolution/byIdQuerySolutionDetail?id=${solutionId}`;
    const anonymous = await context.app.inject({ url, headers: portalHeaders() });
    expect(anonymous.json().data.contactPhone).toBeNull();
    expect(anonymous.headers.vary).toBe('Accept-Encoding, Authorization');
    const signedIn = await context.app.inject({ url, headers: portalHeaders({ Authorization: token }) });
    expect(signedIn.json().data.contactPhone).toBe('0851-86660000');
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.etag).toBeUndefined();
  });

  it('compresses a prepared answer once and serves it to every client that accepts it', async () => {
    const plain = await listNews();
    const compressed = await listNews(context.app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await listNews(context.app, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('counts the views of a prepared detail, once per visitor', async () => {
    const row = await insertNews(context.db, { title: '浏览量测试' });
    await context.app.awaitPublicChanges();
    const read = (remoteAddress = '203.0.113.1') =>
      context.app.inject({
        method: 'POST',
        url: '/basics/pc/news/info',
        headers: portalHeaders(),
        payload: { newsId: row.id },
        remoteAddress,
      });
    for (let i = 0; i < 5; i += 1) expect((await read()).statusCode).toBe(200);
    expect((await read('203.0.113.2')).statusCode).toBe(200);
    await context.app.viewCounter.flush();
    const stored = (
      await context.db.execute<{ views: number }>(sql`SELECT views FROM news WHERE id = ${row.id}`)
    ).rows[0];
    expect(stored?.views).toBe(2);
    // counting a view is not a change of content: the prepared answer stays
    await context.app.awaitPublicChanges();
    expect((await read()).headers.etag).toBe((await read()).headers.etag);
  });
});

describe('changes reach every instance', () => {
  it('shows a change committed elsewhere on both instances within 1 s', async () => {
    const before = (await listNews(other)).json().data.total;
    await listNews(context.app); // both instances hold a prepared list
    await insertNews(context.db, { title: '另一台服务器发布的资讯' });
    const seen = (app: FastifyInstance) => async () => (await listNews(app)).json().data.total === before + 1;
    const [onFirst, onOther] = await Promise.all([timeUntil(seen(context.app)), timeUntil(seen(other))]);
    expect(Math.max(onFirst, onOther)).toBeLessThan(1_000);
  });

  it('shows a write through the API to the next read of its writer', async () => {
    const ingestApp = await createIngestApp(context.db);
    const ranking = () =>
      context.app.inject({
        url: '/basics/twelveSaleInfo/twelveSaleInfoRanking?isSaleRoom=0&pageNum=1&pageSize=12',
        headers: portalHeaders(),
      });
    expect((await ranking()).json().data.total).toBe(0);
    const written = await context.app.inject({
      method: 'POST',
      url: '/data-collect/ingest/batch',
      headers: { ...ingestApp.headers, 'content-type': 'application/json' },
      payload: {
        sales: [
          {
            externalId: 'cache-1',
            productName: '都匀毛尖',
            tenantName: '黔南茶业合作社',
            regionName: '黔南州都匀市',
            unit: '斤',
            quantity: 3,
            amount: 360,
            soldAt: new Date().toISOString(),
            channel: 'online',
          },
        ],
      },
    });
    expect(written.statusCode).toBe(200);
    expect((await ranking()).json().data.total).toBe(1);
  });

  it('ends a signed-out session on both instances: at once on its own, within 1 s on the other', async () => {
    const session = await openSession(context.db, (await createUser(context.db)).id);
    const whoAmI = (app: FastifyInstance) =>
      app.inject({ url: '/basics/user', headers: portalHeaders({ Authorization: session }) });
    // both instances remember the session
    for (const app of [context.app, other, context.app, other])
      expect((await whoAmI(app)).statusCode).toBe(200);
    const signedOut = await context.app.inject({
      url: '/basics/loginout',
      headers: portalHeaders({ Authorization: session }),
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await whoAmI(context.app)).statusCode).toBe(401);
    expect(await timeUntil(async () => (await whoAmI(other)).statusCode === 401)).toBeLessThan(1_000);
  });

  it('refuses a frozen user on the other instance within 1 s, though it remembered the session', async () => {
    const user = await createUser(context.db);
    const session = await openSession(context.db, user.id);
    const whoAmI = () =>
      other.inject({ url: '/basics/user', headers: portalHeaders({ Authorization: session }) });
    expect((await whoAmI()).statusCode).toBe(200);
    await context.db.execute(sql`UPDATE users SET status = 'frozen' WHERE id = ${user.id}`);
    expect(await timeUntil(async () => (await whoAmI()).statusCode === 406)).toBeLessThan(1_000);
  });

  it('drops everything prepared when the listener loses its connection', async () => {
    await listNews();
    expect(context.app.publicCache.stats().entries).toBeGreaterThan(0);
    await context.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'rrsp-change-listener' AND datname = current_database()`,
    );
    await timeUntil(async () => context.app.publicCache.stats().entries === 0);
    // and listens again: a later change is heard
    await timeUntil(async () => {
      await listNews();
      return context.app.publicCache.stats().entries > 0;
    });
    const before = (await listNews()).json().data.total;
    await insertNews(context.db, { title: '重连之后发布的资讯' });
    await timeUntil(async () => (await listNews()).json().data.total === before + 1, 6_000);
  });
});
