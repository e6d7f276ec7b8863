import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { defineEndpoint } from '@rrsp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, portalHeaders, type TestContext } from '../test/harness.ts';
import { registerEndpoint } from './platform/http/endpoint-route.ts';

const echoEndpoint = defineEndpoint({
  id: 'portal.testEcho',
  module: 'portal',
  method: 'POST',
  path: '/basics/__test/echo',
  access: 'public',
  summary: '测试用回显',
  body: z.strictObject({ title: z.string().min(2).max(20), count: z.number().int().min(0) }),
  data: z.object({ title: z.string(), count: z.number() }),
});

const boomEndpoint = defineEndpoint({
  id: 'portal.testBoom',
  module: 'portal',
  method: 'GET',
  path: '/basics/__test/boom',
  access: 'public',
  summary: '测试用异常',
  data: z.null(),
});

let context: TestContext;
const logged: string[] = [];

beforeAll(async () => {
  context = await createTestContext({ BODY_LIMIT_BYTES: '4096' }, { ready: false });
  registerEndpoint(context.app, echoEndpoint, ({ body }) => body);
  registerEndpoint(context.app, boomEndpoint, () => {
    throw new Error('database password is hunter2');
  });
  context.app.addHook('onError', async (request, _reply, error) => {
    logged.push(`${request.id} ${error.message}`);
  });
  await context.app.ready();
});

afterAll(async () => {
  await context.close();
});

const post = (payload: string, contentType = 'application/json') =>
  context.app.inject({
    method: 'POST',
    url: '/basics/__test/echo',
    headers: portalHeaders({ 'content-type': contentType }),
    payload,
  });

describe('the response envelope', () => {
  it('wraps success as { code: 200, msg, data }', async () => {
    const response = await post(JSON.stringify({ title: '茶园', count: 3 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: { title: '茶园', count: 3 } });
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/basics/no/such/thing',
      headers: portalHeaders(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
    expect(response.json().msg).toMatch(/不存在/);
  });

  it('names every failing field of a validation error in Chinese', async () => {
    const response = await post(JSON.stringify({ title: 'x', count: -1, extra: true }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
    const fields = body.data.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'count', 'extra']));
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await post('{"title": "茶');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: '请求体不是合法的 JSON',
      reason: 'MALFORMED_REQUEST',
      data: null,
    });
  });

  it('refuses a body over the limit with 413 before handling it', async () => {
    const response = await post(JSON.stringify({ title: 'x'.repeat(10_000), count: 1 }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(413);
  });

  it('refuses a content type it does not read with 415', async () => {
    const response = await post('title=x', 'text/plain');
    expect(response.statusCode).toBe(415);
    expect(response.json().msg).toMatch(/JSON/);
  });

  it('hides the internals of an unexpected error but logs them under the request id', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/basics/__test/boom',
      headers: portalHeaders({ 'x-request-id': 'req-test-0001' }),
    });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.code).toBe(500);
    expect(body.msg).not.toMatch(/hunter2/);
    expect(body.msg).toMatch(/req-test-0001/);
    expect(response.headers['x-request-id']).toBe('req-test-0001');
    expect(logged).toContain('req-test-0001 database password is hunter2');
  });

  it('answers a malformed percent-encoding in the path with a 400 envelope', async () => {
    const response = await context.app.inject({ url: '/basics/pc/%E0%A4%A', headers: portalHeaders() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      reason: 'MALFORMED_REQUEST',
      msg: '请求地址的编码不正确',
    });
  });

  it('answers errors of the HTTP parser itself (headers too large, a broken request) with the envelope', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString();
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    const big = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    const bigBody = JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4));
    expect(bigBody).toMatchObject({ code: 431, reason: 'HEADER_TOO_LARGE', data: null });
    expect(bigBody.msg).toMatch(/请求头过大/);
    const broken = await raw('THIS IS NOT HTTP\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toMatchObject({
      reason: 'MALFORMED_REQUEST',
    });
  });

  it('sends security headers on every response', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('health and documentation', () => {
  it('reports alive and ready without an app key', async () => {
    expect((await context.app.inject({ url: '/healthz' })).json()).toMatchObject({
      code: 200,
      data: { status: 'alive' },
    });
    expect((await context.app.inject({ url: '/readyz' })).json()).toMatchObject({
      code: 200,
      data: { status: 'ready' },
    });
  });

  it('serves an OpenAPI document generated from the contract, and a readable reference', async () => {
    const document = (await context.app.inject({ url: '/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/basics/pc/rrPlatformConfiguration/getInfo'].get.operationId).toBe(
      'portal.platformConfig',
    );
    expect(document.paths['/basics/getUserInfoByUserId'].get.parameters[0].name).toBe('userId');
    // errors are declared too: the envelope with its reason, for 4xx and 5xx
    const responses = document.paths['/sso/loginByEncrypt'].post.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
    const errorSchema = JSON.stringify(responses['4XX']);
    expect(errorSchema).toContain('SESSION_REPLACED');
    expect(errorSchema).toContain('RATE_LIMITED');
    const page = await context.app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
