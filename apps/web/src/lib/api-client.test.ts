import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineEndpoint, type ModuleName } from '@rrsp/contract';
import { verifySignature } from '@rrsp/secure-payload';
import {
  decryptRequest,
  encryptResponseData,
  type KeyPair,
  loadOrCreateKeyPair,
} from '@rrsp/secure-payload/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  createApiClient,
  createSecurePayloadCodec,
  LOADING_TEXT,
  type Notifier,
  type PayloadCodec,
  SESSION_EXPIRED_TEXT,
} from './api-client.ts';
import { AuthMessageType } from './auth-channel.ts';
import { describeHttpStatus, HTTP_STATUS_TEXT } from './http-status.ts';
import { type AppStorageSchema, createStorage } from './storage.ts';

/** A real local HTTP server: each test installs the handler it needs; every request is recorded. */
interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse, recorded: Recorded) => void;

let server: Server;
let origin: string;
let handler: Handler;
let received: Recorded[];

const send = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(payload));
};
const ok = (data: unknown) => ({ code: 200, msg: '操作成功', data });

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(recorded);
      handler(req, res, recorded);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Endpoints shaped like the contract's, pointing at test paths.
const Thing = z.object({ id: z.number(), name: z.string() });
const getThing = defineEndpoint({
  id: 'portal.testThing',
  module: 'portal',
  method: 'GET',
  path: '/basics/test/thing',
  access: 'public',
  summary: '测试',
  query: z.object({ id: z.number(), tags: z.array(z.string()).optional() }),
  data: Thing,
});
const saveThing = defineEndpoint({
  id: 'portal.testSave',
  module: 'portal',
  method: 'POST',
  path: '/basics/test/save',
  access: 'signedIn',
  summary: '测试',
  body: z.object({ name: z.string() }),
  data: Thing,
});
const ping = defineEndpoint({
  id: 'portal.testPing',
  module: 'portal',
  method: 'GET',
  path: '/basics/test/ping',
  access: 'public',
  summary: '测试',
  data: z.string(),
});
const ssoPing = defineEndpoint({
  id: 'sso.testPing',
  module: 'sso',
  method: 'GET',
  path: '/sso/test/ping',
  access: 'public',
  summary: '测试',
  data: z.string(),
});

interface Harness {
  notes: { kind: 'loading' | 'dismiss' | 'error' | 'warning'; text: string; at: number }[];
  warnings: unknown[][];
  broadcasts: string[];
  signedOut: string[];
  storage: ReturnType<typeof createStorage<AppStorageSchema>>;
  client: ReturnType<typeof createApiClient>;
  errors: () => string[];
}

const makeHarness = (
  overrides: {
    timeoutMs?: number;
    baseUrls?: Partial<Record<ModuleName, string>>;
    payloadCodec?: PayloadCodec;
  } = {},
) => {
  const notes: Harness['notes'] = [];
  const notifier: Notifier = {
    loading: (text) => {
      notes.push({ kind: 'loading', text, at: performance.now() });
      return () => notes.push({ kind: 'dismiss', text, at: performance.now() });
    },
    error: (text) => notes.push({ kind: 'error', text, at: performance.now() }),
    warning: (text) => notes.push({ kind: 'warning', text, at: performance.now() }),
  };
  const memory = new Map<string, string>();
  const backend = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  } as unknown as globalThis.Storage;
  const storage = createStorage<AppStorageSchema>({ backend: () => backend });
  const warnings: unknown[][] = [];
  const broadcasts: string[] = [];
  const signedOut: string[] = [];
  const client = createApiClient({
    notifier,
    storage,
    baseUrls: { portal: origin, datacollect: origin, sso: origin, account: origin, ...overrides.baseUrls },
    appKey: 'rrsp-portal',
    endpointCode: 'pc-portal',
    timeoutMs: overrides.timeoutMs,
    logger: { warn: (...args: unknown[]) => warnings.push(args) },
    broadcast: (type, reason) => broadcasts.push(`${type}/${reason}`),
    onSignedOut: (reason) => signedOut.push(reason),
    payloadCodec: overrides.payloadCodec,
  });
  const harness: Harness = {
    notes,
    warnings,
    broadcasts,
    signedOut,
    storage,
    client,
    errors: () => notes.filter((note) => note.kind === 'error').map((note) => note.text),
  };
  return harness;
};

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error: error as ApiError }),
  );

/** Lets the 200 ms loading dismissals of the previous test run out before the next one counts notes. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  received = [];
  handler = (_req, res) => send(res, 200, ok('pong'));
});
afterEach(async () => {
  await pause(0);
});

describe('request client: headers', () => {
  it('sends appKey, endpointCode, the stored token and tenantId', async () => {
    const h = makeHarness();
    h.storage.set('token', 'tok-1');
    h.storage.set('tenantId', 'ten-1');
    await expect(h.client.request(ping)).resolves.toBe('pong');
    const headers = received[0]?.headers ?? {};
    expect(headers.appkey).toBe('rrsp-portal');
    expect(headers.endpointcode).toBe('pc-portal');
    expect(headers.authorization).toBe('tok-1');
    expect(headers.tenantid).toBe('ten-1');
  });

  it('sends empty Authorization and tenantId when nothing is stored', async () => {
    const h = makeHarness();
    await h.client.request(ping);
    const headers = received[0]?.headers ?? {};
    expect(headers.authorization).toBe('');
    expect(headers.tenantid).toBe('');
    expect(headers.appkey).toBe('rrsp-portal');
  });

  it('sends none of the four headers when the call opts out', async () => {
    const h = makeHarness();
    h.storage.set('token', 'tok-1');
    await h.client.request(ping, { omitStandardHeaders: true });
    const headers = received[0]?.headers ?? {};
    for (const name of ['appkey', 'endpointcode', 'authorization', 'tenantid']) {
      expect(headers[name]).toBeUndefined();
    }
  });

  it('sends a test token instead of the stored one', async () => {
    const h = makeHarness();
    h.storage.set('token', 'stored');
    await h.client.request(ping, { testToken: 'test:alice' });
    expect(received[0]?.headers.authorization).toBe('test:alice');
    expect(received[0]?.headers.testauth).toBe('test:alice');
  });

  it('uses the method, path with module prefix, query string and JSON body of the endpoint', async () => {
    const h = makeHarness();
    handler = (_req, res) => send(res, 200, ok({ id: 7, name: '茶园' }));
    await expect(h.client.request(getThing, { query: { id: 7, tags: ['a', 'b'] } })).resolves.toEqual({
      id: 7,
      name: '茶园',
    });
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url).toBe('/basics/test/thing?id=7&tags=a&tags=b');
    await h.client.request(saveThing, { body: { name: '茶园' } });
    expect(received[1]?.method).toBe('POST');
    expect(received[1]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[1]?.body ?? '')).toEqual({ name: '茶园' });
  });

  it('sends each module to its own base address', async () => {
    const h = makeHarness({ baseUrls: { sso: `${origin}/sso-host` } });
    await h.client.request(ssoPing);
    expect(received[0]?.url).toBe('/sso-host/sso/test/ping');
  });
});

describe('request client: envelope', () => {
  it('resolves data when the body code is 200', async () => {
    const h = makeHarness();
    await expect(h.client.request(ping, { showLoading: false })).resolves.toBe('pong');
    expect(h.errors()).toEqual([]);
  });

  it('rejects and toasts msg when the body code is not 200', async () => {
    const h = makeHarness();
    handler = (_req, res) => send(res, 200, { code: 500, msg: '名称已被占用', data: null });
    const outcome = await settle(h.client.request(ping));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error).toBeInstanceOf(ApiError);
      expect(outcome.error.kind).toBe('business');
      expect(outcome.error.code).toBe(500);
    }
    expect(h.errors()).toEqual(['名称已被占用']);
  });

  it('rejects with only a console warning when the failing envelope has no msg', async () => {
    const h = makeHarness();
    handler = (_req, res) => send(res, 200, { code: 500, msg: '', data: null });
    const outcome = await settle(h.client.request(ping));
    expect(outcome.ok).toBe(false);
    expect(h.errors()).toEqual([]);
    expect(h.warnings).toHaveLength(1);
  });

  it('shows no toast at all for a silent call', async () => {
    const h = makeHarness();
    handler = (_req, res) => send(res, 200, { code: 500, msg: '尚未入驻', data: null });
    expect((await settle(h.client.request(ping, { silent: true }))).ok).toBe(false);
    handler = (_req, res) => send(res, 500, { code: 500, msg: '服务器错误', data: null });
    expect((await settle(h.client.request(ping, { silent: true }))).ok).toBe(false);
    expect(h.errors()).toEqual([]);
  });

  it('rejects data that does not match the endpoint schema', async () => {
    const h = makeHarness();
    handler = (_req, res) => send(res, 200, ok({ id: 'x' }));
    const outcome = await settle(h.client.request(getThing, { query: { id: 1 } }));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.kind).toBe('invalid-response');
  });

  it('rejects a 200 whose body is not an envelope', async () => {
    const h = makeHarness();
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html></html>');
    };
    const outcome = await settle(h.client.request(ping));
    expect(outcome.ok).toBe(false);
    expect(h.errors()).toHaveLength(1);
  });
});

describe('request client: HTTP status texts', () => {
  const shown = [400, 403, 404, 409, 410, 413, 422, 429, 500, 502, 503, 504];
  it.each(shown)('toasts the Chinese text of HTTP %i when the body has no msg', async (status) => {
    const h = makeHarness();
    handler = (_req, res) => {
      res.writeHead(status);
      res.end();
    };
    const outcome = await settle(h.client.request(ping));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.kind).toBe('http');
      expect(outcome.error.status).toBe(status);
    }
    expect(h.errors()).toEqual([describeHttpStatus(status)]);
  });

  it('prefers the server sentence of an error envelope over the status text', async () => {
    const h = makeHarness();
    handler = (_req, res) => send(res, 422, { code: 422, msg: '已下架的服务才能删除', data: null });
    await settle(h.client.request(ping));
    expect(h.errors()).toEqual(['已下架的服务才能删除']);
  });

  it('has a Chinese text for every status the spec lists', () => {
    for (const status of [
      200, 201, 202, 204, 400, 401, 402, 403, 404, 406, 409, 410, 413, 422, 429, 500, 502, 503, 504,
    ]) {
      expect(HTTP_STATUS_TEXT[status]).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(describeHttpStatus(418)).toContain('418');
  });
});

describe('request client: sign-out on 401/402/406', () => {
  it.each([401, 402, 406])('signs out once for several concurrent HTTP %i failures', async (status) => {
    const h = makeHarness();
    h.storage.set('token', 'tok-old');
    h.storage.set('tenantId', 'ten-1');
    h.storage.set('platformName', '平台');
    handler = (req, res) => {
      if (req.url === '/basics/loginout') send(res, 200, ok(null));
      else setTimeout(() => send(res, status, { code: status, msg: '登录已失效', data: null }), 20);
    };
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => settle(h.client.request(ping))));
    expect(outcomes.every((outcome) => !outcome.ok && outcome.error.kind === 'session-ended')).toBe(true);
    const loginouts = received.filter((r) => r.url === '/basics/loginout');
    expect(loginouts).toHaveLength(1);
    expect(loginouts[0]?.headers.authorization).toBe('tok-old');
    expect(h.notes.filter((n) => n.kind === 'warning').map((n) => n.text)).toEqual([SESSION_EXPIRED_TEXT]);
    expect(h.errors()).toEqual([]);
    expect(h.storage.get('token')).toBeUndefined();
    expect(h.storage.get('tenantId')).toBeUndefined();
    expect(h.storage.get('platformName')).toBe('平台');
    expect(h.broadcasts).toEqual([`${AuthMessageType.signOut}/expired`]);
    expect(h.signedOut).toEqual(['expired']);
    // The loginout call shows no loading message.
    expect(h.notes.filter((n) => n.kind === 'loading')).toHaveLength(5);
  });

  it('signs out on an envelope code 401 inside HTTP 200 too', async () => {
    const h = makeHarness();
    h.storage.set('token', 'tok-old');
    handler = (req, res) =>
      send(res, 200, req.url === '/basics/loginout' ? ok(null) : { code: 401, msg: '请先登录', data: null });
    await Promise.all([settle(h.client.request(ping)), settle(h.client.request(ping))]);
    expect(received.filter((r) => r.url === '/basics/loginout')).toHaveLength(1);
    expect(h.storage.get('token')).toBeUndefined();
    expect(h.errors()).toEqual([]);
  });

  it('keeps quiet about late failures of requests sent with the ended session', async () => {
    const h = makeHarness();
    h.storage.set('token', 'tok-old');
    handler = (req, res) => {
      if (req.url === '/basics/loginout') send(res, 200, ok(null));
      else if (req.url === '/basics/test/thing?id=1') setTimeout(() => send(res, 401, {}), 150);
      else send(res, 401, {});
    };
    const late = settle(h.client.request(getThing, { query: { id: 1 } }));
    await settle(h.client.request(ping));
    await late;
    expect(received.filter((r) => r.url === '/basics/loginout')).toHaveLength(1);
    expect(h.notes.filter((n) => n.kind === 'warning')).toHaveLength(1);
    expect(h.errors()).toEqual([]);
  });

  it('clears the session even when the loginout call fails', async () => {
    const h = makeHarness();
    h.storage.set('token', 'tok-old');
    handler = (req, res) => send(res, req.url === '/basics/loginout' ? 500 : 401, {});
    await settle(h.client.request(ping));
    expect(h.storage.get('token')).toBeUndefined();
    expect(h.errors()).toEqual([]);
  });

  it('shows a visitor the 401 text once and calls no loginout', async () => {
    const h = makeHarness();
    handler = (_req, res) => {
      res.writeHead(401);
      res.end();
    };
    await settle(h.client.request(ping));
    expect(received.filter((r) => r.url === '/basics/loginout')).toHaveLength(0);
    expect(h.errors()).toEqual([describeHttpStatus(401)]);
    expect(h.broadcasts).toEqual([]);
  });

  it('signs out on request of the user without the expiry warning', async () => {
    const h = makeHarness();
    h.storage.set('token', 'tok');
    h.storage.set('tenantId', 'ten');
    await h.client.signOut();
    expect(received.map((r) => r.url)).toEqual(['/basics/loginout']);
    expect(h.storage.get('token')).toBeUndefined();
    expect(h.notes.filter((n) => n.kind === 'warning')).toEqual([]);
    expect(h.signedOut).toEqual(['user']);
    expect(h.broadcasts).toEqual([`${AuthMessageType.signOut}/user`]);
  });
});

describe('request client: timeouts and network errors', () => {
  it('rejects with a Chinese timeout error after the configured time', async () => {
    const h = makeHarness({ timeoutMs: 200 });
    handler = (_req, res) => setTimeout(() => send(res, 200, ok('late')), 1_000);
    const started = performance.now();
    const outcome = await settle(h.client.request(ping));
    const elapsed = performance.now() - started;
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.kind).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(900);
    expect(h.errors()).toEqual(['请求超时（0.2 秒未响应），请检查网络后重试。']);
  });

  it('defaults to a 30 000 ms timeout', async () => {
    const { DEFAULT_TIMEOUT_MS } = await import('./api-client.ts');
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
  });

  it('treats a destroyed socket as 502 and shows the error message with the URL', async () => {
    const h = makeHarness();
    handler = (req) => req.socket.destroy();
    const outcome = await settle(h.client.request(ping));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.kind).toBe('network');
      expect(outcome.error.status).toBe(502);
    }
    const [text] = h.errors();
    expect(text).toContain('网络异常');
    expect(text).toContain(`${origin}/basics/test/ping`);
    expect(text).toContain('fetch failed');
  });

  it('treats a refused connection as a network error too', async () => {
    const h = makeHarness({ baseUrls: { portal: 'http://127.0.0.1:1' } });
    const outcome = await settle(h.client.request(ping));
    expect(outcome.ok).toBe(false);
    expect(h.errors()[0]).toContain('http://127.0.0.1:1/basics/test/ping');
  });

  it('rejects quietly when the caller aborts', async () => {
    const h = makeHarness();
    handler = (_req, res) => setTimeout(() => send(res, 200, ok('late')), 500);
    const controller = new AbortController();
    const pending = settle(h.client.request(ping, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    const outcome = await pending;
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.kind).toBe('aborted');
    expect(h.errors()).toEqual([]);
  });
});

describe('request client: loading message', () => {
  it('shows 请稍候… per request and dismisses it 200 ms after the response', async () => {
    const h = makeHarness();
    handler = (_req, res) => setTimeout(() => send(res, 200, ok('pong')), 100);
    const started = performance.now();
    await h.client.request(ping);
    const answered = performance.now();
    expect(h.notes.map((n) => n.kind)).toEqual(['loading']);
    expect(h.notes[0]?.text).toBe(LOADING_TEXT);
    expect(h.notes[0]?.at ?? Number.NaN).toBeLessThan(started + 50);
    await pause(300);
    const dismiss = h.notes.find((n) => n.kind === 'dismiss');
    expect(dismiss).toBeDefined();
    const delay = (dismiss?.at ?? 0) - answered;
    expect(delay).toBeGreaterThanOrEqual(180);
    expect(delay).toBeLessThan(290);
  });

  it('dismisses the loading message after failures too', async () => {
    const h = makeHarness();
    handler = (_req, res) => send(res, 500, {});
    await settle(h.client.request(ping));
    await pause(260);
    expect(h.notes.filter((n) => n.kind === 'dismiss')).toHaveLength(1);
  });

  it('shows nothing when the call suppresses it', async () => {
    const h = makeHarness();
    await h.client.request(ping, { showLoading: false });
    await pause(260);
    expect(h.notes).toEqual([]);
  });
});

describe('request client: encrypted payloads', () => {
  const Secret = z.object({ account: z.string(), password: z.string() });
  const signIn = defineEndpoint({
    id: 'sso.testSignIn',
    module: 'sso',
    method: 'POST',
    path: '/sso/test/sign-in',
    access: 'public',
    summary: '测试',
    body: Secret,
    data: z.object({ ticket: z.string(), echo: Secret }),
    encrypted: true,
  });
  const garbage = defineEndpoint({
    id: 'sso.testGarbage',
    module: 'sso',
    method: 'POST',
    path: '/sso/test/garbage',
    access: 'public',
    summary: '测试',
    body: Secret,
    data: z.string(),
    encrypted: true,
  });

  let keyDir: string;
  let keyPair: KeyPair;
  let oldKeyPair: KeyPair;

  beforeAll(async () => {
    keyDir = await mkdtemp(path.join(tmpdir(), 'rrsp-web-codec-'));
    [keyPair, oldKeyPair] = await Promise.all([
      loadOrCreateKeyPair(path.join(keyDir, 'current')),
      loadOrCreateKeyPair(path.join(keyDir, 'old')),
    ]);
  }, 60_000);
  afterAll(async () => {
    await rm(keyDir, { recursive: true, force: true });
  });

  /** A server that opens the envelope like apps/server does, and answers under the request's key. */
  const decryptingServer =
    (answer: (body: z.infer<typeof Secret>, key: string) => Promise<unknown>): Handler =>
    (_req, res, recorded) => {
      void (async () => {
        const envelope = JSON.parse(recorded.body) as Record<string, unknown>;
        let opened: Awaited<ReturnType<typeof decryptRequest>>;
        try {
          opened = await decryptRequest(envelope, keyPair);
        } catch {
          send(res, 400, { code: 400, msg: '加密密钥已更新，请刷新页面后重试', data: null });
          return;
        }
        const body = opened.body as z.infer<typeof Secret>;
        if (typeof envelope.sign === 'string' && !verifySignature({ ...body, sign: envelope.sign })) {
          send(res, 400, { code: 400, msg: '请求内容在传输中被改动，已拒绝', data: null });
          return;
        }
        send(res, 200, ok(await answer(body, opened.key)));
      })();
    };

  it('sends an encrypted, signed body the server can open, and decrypts the sealed answer', async () => {
    let loads = 0;
    const h = makeHarness({
      payloadCodec: createSecurePayloadCodec({
        loadPublicKey: async () => {
          loads += 1;
          return keyPair.publicKeySpkiBase64;
        },
      }),
    });
    handler = decryptingServer((body, key) => encryptResponseData({ ticket: 'ST-1', echo: body }, key));
    const secret = { account: 'zhangsan', password: '密码 with spaces 123' };

    await expect(h.client.request(signIn, { body: secret })).resolves.toEqual({
      ticket: 'ST-1',
      echo: secret,
    });
    await expect(h.client.request(signIn, { body: secret })).resolves.toEqual({
      ticket: 'ST-1',
      echo: secret,
    });

    const wire = JSON.parse(received[0]?.body ?? '{}') as Record<string, unknown>;
    expect(Object.keys(wire).sort()).toEqual(['encrypted', 'requestData', 'sign']);
    expect(received[0]?.body).not.toContain('zhangsan');
    expect(received[0]?.body).not.toContain('spaces');
    expect(loads).toBe(1);
    expect(h.errors()).toEqual([]);
  });

  it('leaves bodies of endpoints not marked encrypted in plain JSON', async () => {
    const h = makeHarness({
      payloadCodec: createSecurePayloadCodec({ loadPublicKey: async () => keyPair.publicKeySpkiBase64 }),
    });
    handler = (_req, res) => send(res, 200, ok({ id: 1, name: '茶叶' }));
    await h.client.request(saveThing, { body: { name: '茶叶' } });
    expect(JSON.parse(received[0]?.body ?? '{}')).toEqual({ name: '茶叶' });
  });

  it('passes a response it cannot decrypt through silently', async () => {
    const h = makeHarness({
      payloadCodec: createSecurePayloadCodec({ loadPublicKey: async () => keyPair.publicKeySpkiBase64 }),
    });
    handler = decryptingServer(async () => 'not-sealed-data!!');
    await expect(h.client.request(garbage, { body: { account: 'a', password: 'b' } })).resolves.toBe(
      'not-sealed-data!!',
    );
    // Sealed under a different key: still passed through, never thrown.
    handler = decryptingServer(() => encryptResponseData('secret', 'ABCDEFGHIJKLMNOP'));
    const sealed = await h.client.request(garbage, { body: { account: 'a', password: 'b' } });
    expect(typeof sealed).toBe('string');
    expect(sealed).not.toBe('secret');
    expect(h.errors()).toEqual([]);
  });

  it('fetches the public key again once when the server says its key changed', async () => {
    const served = [oldKeyPair.publicKeySpkiBase64, keyPair.publicKeySpkiBase64];
    let loads = 0;
    const h = makeHarness({
      payloadCodec: createSecurePayloadCodec({
        loadPublicKey: async () => served[Math.min(loads++, served.length - 1)] ?? '',
      }),
    });
    handler = decryptingServer((body, key) => encryptResponseData({ ticket: 'ST-2', echo: body }, key));
    const secret = { account: 'lisi', password: 'p@ss-word-9' };
    await expect(h.client.request(signIn, { body: secret })).resolves.toEqual({
      ticket: 'ST-2',
      echo: secret,
    });
    expect(loads).toBe(2);
    expect(received).toHaveLength(2);
    expect(h.errors()).toEqual([]);
  });

  it('resends only once: a second refusal is shown as the error it is', async () => {
    const h = makeHarness({
      payloadCodec: createSecurePayloadCodec({ loadPublicKey: async () => oldKeyPair.publicKeySpkiBase64 }),
    });
    handler = decryptingServer(async () => 'never');
    const result = await settle(h.client.request(signIn, { body: { account: 'a', password: 'b' } }));
    expect(result.ok).toBe(false);
    expect(received).toHaveLength(2);
    expect(h.errors()).toEqual(['加密密钥已更新，请刷新页面后重试']);
  });
});
