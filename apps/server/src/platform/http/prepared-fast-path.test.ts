import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNews } from '../../../test/content-fixtures.ts';
import { createUser, openSession } from '../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';

/**
 * The prepared answers' fast path (prepared-fast-path.ts): over a real socket, a prepared public read is answered
 * before Fastify routes it, with Fastify's bytes and headers; everything else still reaches Fastify, whose answer it
 * is. Fastify's own handling is seen by an onRequest hook that counts the API requests it gets.
 */
const METRICS_TOKEN = 'fast-path-test-token-0123456789abcdef';
let context: TestContext;
let port: number;
let fastifyHandled = 0;
let newsId: string;
let token: string;

beforeAll(async () => {
  context = await createTestContext({ METRICS_TOKEN }, { ready: false });
  context.app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/metrics')) fastifyHandled += 1;
    done();
  });
  await context.app.ready();
  // long enough summaries for a list worth compressing (1 KiB and more)
  for (let day = 0; day < 6; day += 1)
    newsId = (
      await insertNews(context.db, { title: `快速通道资讯${day}`, daysAgo: day, summary: '茶园'.repeat(120) })
    ).id;
  token = await openSession(context.db, (await createUser(context.db)).id);
  await context.app.awaitPublicChanges();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await context?.close();
});

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  headers?: Record<string, string>;
}

/** One request over the socket, its answer as bytes. */
const overSocket = ({ method, url, body, headers = {} }: Call) =>
  new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          ...portalHeaders(headers),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });

/** What Fastify itself answers (inject goes straight to its router). */
const throughFastify = ({ method, url, body, headers = {} }: Call) =>
  context.app.inject({
    method,
    url,
    headers: {
      ...portalHeaders(headers),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });

/** Headers that differ per request or per connection. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding']);
const headersToCompare = (headers: Record<string, unknown>) =>
  Object.entries(headers)
    .filter(([name]) => !PER_REQUEST.has(name))
    .map(([name, value]) => `${name}: ${String(value)}`);

/** Answered without Fastify: its hook saw nothing. */
const withoutFastify = async (call: Call) => {
  const before = fastifyHandled;
  const answer = await overSocket(call);
  return { answer, fastify: fastifyHandled - before };
};

const READS: Record<string, Call> = {
  首页数据: { method: 'GET', url: '/data-collect/search/dataCollect/getCountData' },
  销售排行: {
    method: 'GET',
    url: '/basics/twelveSaleInfo/twelveSaleInfoRanking?isSaleRoom=0&pageNum=1&pageSize=12',
  },
  首页资讯: { method: 'POST', url: '/basics/pc/news/homePageNews', body: '{}' },
  资讯列表: { method: 'POST', url: '/basics/pc/news/list', body: '{"pageNum":1,"pageSize":10}' },
};

describe('the prepared answers fast path', () => {
  it('answers a prepared read with the bytes and headers Fastify sends, without Fastify', async () => {
    const reads = {
      ...READS,
      资讯详情: { method: 'POST', url: '/basics/pc/news/info', body: JSON.stringify({ newsId }) } as Call,
    };
    for (const [name, call] of Object.entries(reads)) {
      // the first read is made by the route (a POST's body, read by the fast path, reaches Fastify's parser)
      const first = await overSocket(call);
      expect(first.status, name).toBe(200);
      const { answer, fastify } = await withoutFastify(call);
      expect(fastify, name).toBe(0);
      const fromFastify = await throughFastify(call);
      expect(answer.status, name).toBe(200);
      expect(answer.body.equals(fromFastify.rawPayload), name).toBe(true);
      expect(answer.body.equals(first.body), name).toBe(true);
      expect(headersToCompare(answer.headers), name).toEqual(headersToCompare(fromFastify.headers));
      expect(answer.headers['x-request-id'], name).toMatch(/^[\w-]{8,}$/);
      expect(answer.headers['content-security-policy'], name).toBeDefined();
    }
  });

  it('answers in the encoding asked for, as Fastify does', async () => {
    const call = { ...READS.资讯列表, headers: { 'accept-encoding': 'gzip' } } as Call;
    await overSocket(call);
    const { answer, fastify } = await withoutFastify(call);
    expect(fastify).toBe(0);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals((await throughFastify(call)).rawPayload)).toBe(true);
  });

  it('leaves to Fastify every request that is not a plain hit, and Fastify refuses what it refused', async () => {
    const ranking = READS.销售排行 as Call;
    const list = READS.资讯列表 as Call;
    await overSocket(ranking);
    await overSocket(list);
    const cases: [string, Call, number][] = [
      ['an app not registered', { ...ranking, headers: { appKey: 'nobody' } }, 401],
      ['an endpoint code not registered', { ...ranking, headers: { endpointCode: 'nothing' } }, 401],
      [
        'a query the schema refuses',
        { ...ranking, url: ranking.url.replace('pageSize=12', 'pageSize=x') },
        400,
      ],
      ['a NUL in the query', { ...ranking, url: ranking.url.replace('pageSize=12', 'pageSize=1%00') }, 400],
      ['a body that is not JSON', { ...list, body: '{"pageNum":' }, 400],
      ['a body the schema refuses', { ...list, body: '{"pageNum":1,"pageSize":10,"extra":1}' }, 400],
      ['a NUL in the body', { ...list, body: '{"pageNum":1,"pageSize":10,"keyword":"\\u0000"}' }, 400],
      // a public read ignores a credential it does not know, once Fastify has looked it up
      ['an unknown credential', { ...list, headers: { Authorization: 'Bearer not-a-session' } }, 200],
    ];
    for (const [name, call, status] of cases) {
      const { answer, fastify } = await withoutFastify(call);
      expect(fastify, name).toBe(1);
      expect(answer.status, name).toBe(status);
      expect(JSON.parse(answer.body.toString()).code, name).toBe(status);
    }
    // a conditional GET gets its 304 from the route
    const etag = (await overSocket(ranking)).headers.etag ?? '';
    const { answer, fastify } = await withoutFastify({ ...ranking, headers: { 'if-none-match': etag } });
    expect([answer.status, fastify]).toEqual([304, 1]);
  });

  it('serves a signed-in caller this instance remembers, and refuses his token at once when he signs out', async () => {
    const call: Call = {
      method: 'POST',
      url: '/basics/pc/serviceCenter/page',
      body: '{"pageNum":1,"pageSize":10}',
      headers: { Authorization: token },
    };
    expect((await overSocket(call)).status).toBe(200);
    const { answer, fastify } = await withoutFastify(call);
    expect([answer.status, fastify]).toEqual([200, 0]);
    expect(answer.body.equals((await throughFastify(call)).rawPayload)).toBe(true);
    const signOut = await throughFastify({
      method: 'GET',
      url: '/basics/loginout',
      headers: { Authorization: token },
    });
    expect(signOut.statusCode).toBe(200);
    const after = await withoutFastify(call);
    expect([after.answer.status, after.fastify]).toEqual([401, 1]);
  });

  it('counts each answer in the request metrics and a view once per visitor and day', async () => {
    const fresh = (await insertNews(context.db, { title: '快速通道计数' })).id;
    await context.app.awaitPublicChanges();
    const info: Call = {
      method: 'POST',
      url: '/basics/pc/news/info',
      body: JSON.stringify({ newsId: fresh }),
    };
    // another visitor's read prepares the answer (and is his view); this socket's visitor reads only through the fast path
    const other = await context.app.inject({
      method: 'POST',
      url: info.url,
      headers: { ...portalHeaders(), 'content-type': 'application/json' },
      payload: info.body,
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(200);
    await context.app.viewCounter.flush();
    const viewsOf = async () =>
      Number((await context.db.execute(sql`select views from news where id = ${fresh}`)).rows[0]?.views);
    expect(await viewsOf()).toBe(1);
    const countOf = async () => {
      const text = (
        await context.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).body;
      const line = text
        .split('\n')
        .find((row) =>
          row.startsWith('rrsp_http_requests_total{route="/basics/pc/news/info",method="POST",status="200"}'),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const counted = await countOf();
    for (let i = 0; i < 5; i += 1) expect((await withoutFastify(info)).fastify).toBe(0);
    expect(await countOf()).toBe(counted + 5);
    await context.app.viewCounter.flush();
    expect(await viewsOf()).toBe(2);
  });
});
