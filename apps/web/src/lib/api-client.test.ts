import { describe, expect, it } from 'vitest';
import { LOADING_TEXT } from './api-client.ts';
import { ApiError } from './api-error.ts';
import {
  getThing,
  ok,
  pause,
  ping,
  saveThing,
  send,
  settle,
  ssoPing,
  startTestServer,
} from './api-test-support.ts';
import { AuthMessageType } from './auth-channel.ts';
import { describeHttpStatus, HTTP_STATUS_TEXT } from './http-status.ts';
import { SESSION_END_TEXT, sessionEndText } from './session-end.ts';

/** The request client against a real local HTTP server (api-test-support.ts). */
const server = startTestServer();

describe('request client: headers', () => {
  it('sends appKey, endpointCode, the stored token and tenantId', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-1');
    h.storage.set('tenantId', 'ten-1');
    await expect(h.client.request(ping)).resolves.toBe('pong');
    const headers = server.received[0]?.headers ?? {};
    expect(headers.appkey).toBe('rrsp-portal');
    expect(headers.endpointcode).toBe('pc-portal');
    expect(headers.authorization).toBe('tok-1');
    expect(headers.tenantid).toBe('ten-1');
  });

  it('sends empty Authorization and tenantId when nothing is stored', async () => {
    const h = server.makeHarness();
    await h.client.request(ping);
    const headers = server.received[0]?.headers ?? {};
    expect(headers.authorization).toBe('');
    expect(headers.tenantid).toBe('');
    expect(headers.appkey).toBe('rrsp-portal');
  });

  it('sends none of the four headers when the call opts out', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-1');
    await h.client.request(ping, { omitStandardHeaders: true });
    const headers = server.received[0]?.headers ?? {};
    for (const name of ['appkey', 'endpointcode', 'authorization', 'tenantid']) {
      expect(headers[name]).toBeUndefined();
    }
  });

  it('sends a test token instead of the stored one', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'stored');
    await h.client.request(ping, { testToken: 'test:alice' });
    expect(server.received[0]?.headers.authorization).toBe('test:alice');
    expect(server.received[0]?.headers.testauth).toBe('test:alice');
  });

  it('uses the method, path with module prefix, query string and JSON body of the endpoint', async () => {
    const h = server.makeHarness();
    server.handler = (_req, res) => send(res, 200, ok({ id: 7, name: '茶园' }));
    await expect(h.client.request(getThing, { query: { id: 7, tags: ['a', 'b'] } })).resolves.toEqual({
      id: 7,
      name: '茶园',
    });
    expect(server.received[0]?.method).toBe('GET');
    expect(server.received[0]?.url).toBe('/basics/test/thing?id=7&tags=a&tags=b');
    h.storage.set('token', 'tok-1');
    await h.client.request(saveThing, { body: { name: '茶园' } });
    expect(server.received[1]?.method).toBe('POST');
    expect(server.received[1]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.received[1]?.body ?? '')).toEqual({ name: '茶园' });
  });

  it('does not send a call that needs a session when no token is stored (another tab signed out)', async () => {
    const h = server.makeHarness();
    await expect(h.client.request(saveThing, { body: { name: '茶园' } })).rejects.toMatchObject({
      kind: 'session-ended',
      reason: 'NOT_SIGNED_IN',
      status: 401,
    });
    expect(server.received).toHaveLength(0);
    // a public call still goes out without one
    server.handler = (_req, res) => send(res, 200, ok({ id: 7, name: '茶园' }));
    await h.client.request(getThing, { query: { id: 7 } });
    expect(server.received).toHaveLength(1);
  });

  it('sends each module to its own base address', async () => {
    const h = server.makeHarness({ baseUrls: { sso: `${server.origin}/sso-host` } });
    await h.client.request(ssoPing);
    expect(server.received[0]?.url).toBe('/sso-host/sso/test/ping');
  });
});

describe('request client: envelope', () => {
  it('resolves data when the body code is 200', async () => {
    const h = server.makeHarness();
    await expect(h.client.request(ping, { showLoading: false })).resolves.toBe('pong');
    expect(h.errors()).toEqual([]);
  });

  it('rejects and toasts msg when the body code is not 200', async () => {
    const h = server.makeHarness();
    server.handler = (_req, res) => send(res, 200, { code: 500, msg: '名称已被占用', data: null });
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
    const h = server.makeHarness();
    server.handler = (_req, res) => send(res, 200, { code: 500, msg: '', data: null });
    const outcome = await settle(h.client.request(ping));
    expect(outcome.ok).toBe(false);
    expect(h.errors()).toEqual([]);
    expect(h.warnings).toHaveLength(1);
  });

  it('shows no toast at all for a silent call', async () => {
    const h = server.makeHarness();
    server.handler = (_req, res) => send(res, 200, { code: 500, msg: '尚未入驻', data: null });
    expect((await settle(h.client.request(ping, { silent: true }))).ok).toBe(false);
    server.handler = (_req, res) => send(res, 500, { code: 500, msg: '服务器错误', data: null });
    expect((await settle(h.client.request(ping, { silent: true }))).ok).toBe(false);
    expect(h.errors()).toEqual([]);
  });

  it('rejects data that does not match the endpoint schema', async () => {
    const h = server.makeHarness();
    server.handler = (_req, res) => send(res, 200, ok({ id: 'x' }));
    const outcome = await settle(h.client.request(getThing, { query: { id: 1 } }));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.kind).toBe('invalid-response');
  });

  it('passes data through unchecked when answers are not validated (the production build)', async () => {
    const h = server.makeHarness({ validateAnswers: false });
    server.handler = (_req, res) => send(res, 200, ok({ id: 'x' }));
    expect(await h.client.request(getThing, { query: { id: 1 } })).toEqual({ id: 'x' });
    expect(h.errors()).toEqual([]);
  });

  it('rejects a 200 whose body is not an envelope', async () => {
    const h = server.makeHarness();
    server.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html></html>');
    };
    const outcome = await settle(h.client.request(ping));
    expect(outcome.ok).toBe(false);
    expect(h.errors()).toHaveLength(1);
  });
});

describe('request client: one ApiError shape', () => {
  const envelope = {
    code: 409,
    msg: '该手机号已注册，请直接登录或找回密码',
    reason: 'CONFLICT',
    data: { fields: [{ field: 'mobile', message: '该手机号已注册' }] },
  };

  it('reads reason and details alike whether the failure came by HTTP status or by body code', async () => {
    const h = server.makeHarness();
    server.handler = (_req, res) => send(res, 409, envelope);
    const byStatus = await settle(h.client.request(ping, { silent: true }));
    server.handler = (_req, res) => send(res, 200, envelope);
    const byCode = await settle(h.client.request(ping, { silent: true }));
    if (byStatus.ok || byCode.ok) throw new Error('both calls should fail');
    for (const error of [byStatus.error, byCode.error]) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error.code).toBe(409);
      expect(error.reason).toBe('CONFLICT');
      expect(error.message).toBe(envelope.msg);
      expect(error.details).toEqual(envelope.data);
      expect(error.url).toBe(`${server.origin}/basics/test/ping`);
    }
    expect([byStatus.error.kind, byStatus.error.status]).toEqual(['http', 409]);
    expect([byCode.error.kind, byCode.error.status]).toEqual(['business', 200]);
  });

  it('gives empty details and a reason to failures without an envelope', async () => {
    const h = server.makeHarness({ timeoutMs: 100 });
    server.handler = (_req, res) => {
      res.writeHead(429);
      res.end();
    };
    const limited = await settle(h.client.request(ping));
    server.handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
    };
    const proxy = await settle(h.client.request(ping));
    server.handler = (_req, res) => setTimeout(() => send(res, 200, ok('late')), 400);
    const late = await settle(h.client.request(ping));
    if (limited.ok || proxy.ok || late.ok) throw new Error('all calls should fail');
    expect([limited.error.reason, limited.error.details]).toEqual(['RATE_LIMITED', {}]);
    expect([proxy.error.reason, proxy.error.status, proxy.error.code]).toEqual(['UNKNOWN', 502, undefined]);
    expect([late.error.reason, late.error.status, late.error.details]).toEqual(['TIMEOUT', 504, {}]);
  });
});

describe('request client: HTTP status texts', () => {
  const shown = [400, 403, 404, 409, 410, 413, 422, 429, 500, 502, 503, 504];
  it.each(shown)('toasts the Chinese text of HTTP %i when the body has no msg', async (status) => {
    const h = server.makeHarness();
    server.handler = (_req, res) => {
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
    const h = server.makeHarness();
    server.handler = (_req, res) => send(res, 422, { code: 422, msg: '已下架的服务才能删除', data: null });
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
    const h = server.makeHarness();
    h.storage.set('token', 'tok-old');
    h.storage.set('tenantId', 'ten-1');
    h.storage.set('platformName', '平台');
    server.handler = (req, res) => {
      if (req.url === '/basics/loginout') send(res, 200, ok(null));
      else setTimeout(() => send(res, status, { code: status, msg: '登录已失效', data: null }), 20);
    };
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => settle(h.client.request(ping))));
    expect(outcomes.every((outcome) => !outcome.ok && outcome.error.kind === 'session-ended')).toBe(true);
    const loginouts = server.received.filter((r) => r.url === '/basics/loginout');
    expect(loginouts).toHaveLength(1);
    expect(loginouts[0]?.headers.authorization).toBe('tok-old');
    // No reason in the answer (an older server): the status still says something true, once.
    expect(h.warningTexts()).toEqual([sessionEndText(undefined, status)]);
    expect(h.errors()).toEqual([]);
    expect(h.storage.get('token')).toBeUndefined();
    expect(h.storage.get('tenantId')).toBeUndefined();
    expect(h.storage.get('platformName')).toBe('平台');
    // 406 has one reason only, so even a bare 406 names it; 401 and 402 without a reason name none.
    const implied = status === 406 ? 'ACCOUNT_FROZEN' : '';
    expect(h.broadcasts).toEqual([`${AuthMessageType.signOut}/expired/${implied}`]);
    expect(h.signedOut).toEqual([`expired/${implied}`]);
    // The loginout call shows no loading message.
    expect(h.notes.filter((n) => n.kind === 'loading')).toHaveLength(5);
  });

  it('signs out on an envelope code 401 inside HTTP 200 too', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-old');
    server.handler = (req, res) =>
      send(res, 200, req.url === '/basics/loginout' ? ok(null) : { code: 401, msg: '请先登录', data: null });
    await Promise.all([settle(h.client.request(ping)), settle(h.client.request(ping))]);
    expect(server.received.filter((r) => r.url === '/basics/loginout')).toHaveLength(1);
    expect(h.storage.get('token')).toBeUndefined();
    expect(h.errors()).toEqual([]);
  });

  it('keeps quiet about late failures of requests sent with the ended session', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-old');
    server.handler = (req, res) => {
      if (req.url === '/basics/loginout') send(res, 200, ok(null));
      else if (req.url === '/basics/test/thing?id=1') setTimeout(() => send(res, 401, {}), 150);
      else send(res, 401, {});
    };
    const late = settle(h.client.request(getThing, { query: { id: 1 } }));
    await settle(h.client.request(ping));
    await late;
    expect(server.received.filter((r) => r.url === '/basics/loginout')).toHaveLength(1);
    expect(h.notes.filter((n) => n.kind === 'warning')).toHaveLength(1);
    expect(h.errors()).toEqual([]);
  });

  it('clears the session even when the loginout call fails', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-old');
    server.handler = (req, res) => send(res, req.url === '/basics/loginout' ? 500 : 401, {});
    await settle(h.client.request(ping));
    expect(h.storage.get('token')).toBeUndefined();
    expect(h.errors()).toEqual([]);
  });

  it('shows a visitor the 401 text once and calls no loginout', async () => {
    const h = server.makeHarness();
    server.handler = (_req, res) => {
      res.writeHead(401);
      res.end();
    };
    await settle(h.client.request(ping));
    expect(server.received.filter((r) => r.url === '/basics/loginout')).toHaveLength(0);
    expect(h.errors()).toEqual([describeHttpStatus(401)]);
    expect(h.broadcasts).toEqual([]);
  });

  it.each([
    [402, 'SESSION_REPLACED', '您的账号已在其他地方登录，本次登录已结束。如非本人操作，请尽快修改密码。'],
    [402, 'SESSION_REVOKED', '账号密码已修改，或平台已结束本次登录，请重新登录。'],
    [401, 'SESSION_EXPIRED', '登录状态已过期，请重新登录。'],
    [406, 'ACCOUNT_FROZEN', '您的账号已被冻结或停用，请联系平台客服。'],
  ] as const)('warns with the reason of an HTTP %i %s and broadcasts it', async (status, reason, text) => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-old');
    server.handler = (req, res) =>
      req.url === '/basics/loginout'
        ? send(res, 200, ok(null))
        : send(res, status, { code: status, msg: '服务端的句子，客户端不读', reason, data: null });
    const outcome = await settle(h.client.request(ping));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.reason).toBe(reason);
    expect(h.warningTexts()).toEqual([text]);
    expect(h.errors()).toEqual([]);
    expect(h.broadcasts).toEqual([`${AuthMessageType.signOut}/expired/${reason}`]);
    expect(h.signedOut).toEqual([`expired/${reason}`]);
  });

  it('reads the reason of an envelope code 402 inside HTTP 200 as well', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-old');
    server.handler = (req, res) =>
      send(
        res,
        200,
        req.url === '/basics/loginout'
          ? ok(null)
          : { code: 402, msg: '登录已结束', reason: 'SESSION_REPLACED', data: null },
      );
    await settle(h.client.request(ping));
    expect(h.warningTexts()).toEqual([SESSION_END_TEXT.SESSION_REPLACED]);
    expect(h.broadcasts).toEqual([`${AuthMessageType.signOut}/expired/SESSION_REPLACED`]);
  });

  it('leaves a refused sign-in to the form: no sign-out, no toast, an http error', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-stale');
    server.handler = (_req, res) =>
      send(res, 401, {
        code: 401,
        msg: '账号或密码错误',
        reason: 'CREDENTIALS_INVALID',
        data: { retryAfterSeconds: 0, captchaRequired: false },
      });
    const outcome = await settle(h.client.request(ping, { silent: true, skipSessionEnd: true }));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.kind).toBe('http');
      expect(outcome.error.reason).toBe('CREDENTIALS_INVALID');
      expect(outcome.error.details).toEqual({ retryAfterSeconds: 0, captchaRequired: false });
    }
    expect(server.received.filter((r) => r.url === '/basics/loginout')).toHaveLength(0);
    expect(h.storage.get('token')).toBe('tok-stale');
    expect(h.notes.filter((n) => n.kind !== 'loading')).toEqual([]);
  });

  it('signs out on request of the user without the expiry warning', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok');
    h.storage.set('tenantId', 'ten');
    await h.client.signOut();
    expect(server.received.map((r) => r.url)).toEqual(['/basics/loginout']);
    expect(h.storage.get('token')).toBeUndefined();
    expect(h.notes.filter((n) => n.kind === 'warning')).toEqual([]);
    expect(h.signedOut).toEqual(['user/']);
    expect(h.broadcasts).toEqual([`${AuthMessageType.signOut}/user/`]);
  });
});

describe('request client: a session the server ended outside a request (the live channel)', () => {
  const frozen = () =>
    new ApiError('账号已被冻结', {
      kind: 'session-ended',
      reason: 'ACCOUNT_FROZEN',
      status: 406,
      url: 'live',
    });

  it('signs out as a 401/402/406 answer does: the same warning, clean-up and broadcast with the reason', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok');
    h.storage.set('tenantId', 'ten');
    server.handler = (_req, res) => send(res, 200, ok(null));
    await h.client.endSessionByServer(frozen(), 'tok');
    expect(h.warningTexts()).toEqual([SESSION_END_TEXT.ACCOUNT_FROZEN]);
    expect(h.storage.get('token')).toBeUndefined();
    expect(h.storage.get('tenantId')).toBeUndefined();
    expect(h.broadcasts).toEqual([`${AuthMessageType.signOut}/expired/ACCOUNT_FROZEN`]);
    expect(h.signedOut).toEqual(['expired/ACCOUNT_FROZEN']);
  });

  it('leaves a session that replaced the ended one alone', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-new');
    await h.client.endSessionByServer(frozen(), 'tok-old');
    expect(h.storage.get('token')).toBe('tok-new');
    expect(h.notes).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it('gives the event stream the headers every request carries', () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok');
    h.storage.set('tenantId', 'ten');
    expect(h.client.standardHeaders()).toEqual({
      appKey: 'rrsp-portal',
      endpointCode: 'pc-portal',
      Authorization: 'tok',
      tenantId: 'ten',
    });
  });
});

describe('request client: a stored tenant the user no longer belongs to', () => {
  const GONE = '00000000-0000-4000-8000-00000000dead';
  const KEPT = '00000000-0000-4000-8000-0000000000a1';
  /** As the server answers a tenantId header naming a tenant the user is not a member of, on any endpoint. */
  const refuseTenant = (res: Parameters<typeof send>[0]) =>
    send(res, 403, {
      code: 403,
      msg: '您不属于所选的入驻主体，请重新选择',
      reason: 'TENANT_NOT_MEMBER',
      data: null,
    });

  it('forgets the tenant, tells the app once, and sends the request again without it, showing nothing', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-1');
    h.storage.set('tenantId', GONE);
    server.handler = (req, res) =>
      req.headers.tenantid === GONE ? refuseTenant(res) : send(res, 200, ok('pong'));
    await expect(h.client.request(ping)).resolves.toBe('pong');
    expect(server.received.map((r) => r.headers.tenantid)).toEqual([GONE, '']);
    expect(h.storage.get('tenantId')).toBeUndefined();
    expect(h.storage.get('token')).toBe('tok-1');
    expect(h.tenantRefusals).toEqual([GONE]);
    expect(h.errors()).toEqual([]);
    expect(h.signedOut).toEqual([]);
  });

  it('forgets it once when several requests meet the refusal together', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-1');
    h.storage.set('tenantId', GONE);
    server.handler = (req, res) =>
      req.headers.tenantid === GONE ? refuseTenant(res) : send(res, 200, ok('pong'));
    await expect(
      Promise.all([h.client.request(ping), h.client.request(ping), h.client.request(ping)]),
    ).resolves.toEqual(['pong', 'pong', 'pong']);
    expect(h.tenantRefusals).toEqual([GONE]);
    expect(server.received.filter((r) => r.headers.tenantid === '')).toHaveLength(3);
  });

  it('resends with a tenant chosen meanwhile, and keeps that choice', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-1');
    h.storage.set('tenantId', GONE);
    server.handler = (req, res) => {
      if (req.headers.tenantid !== GONE) return send(res, 200, ok('pong'));
      h.storage.set('tenantId', KEPT); // the user switched (here or in another tab) while the request was out
      refuseTenant(res);
    };
    await expect(h.client.request(ping)).resolves.toBe('pong');
    expect(server.received.map((r) => r.headers.tenantid)).toEqual([GONE, KEPT]);
    expect(h.storage.get('tenantId')).toBe(KEPT);
    expect(h.tenantRefusals).toEqual([]);
  });

  it('resends only once: a second refusal reaches the caller as an error', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-1');
    h.storage.set('tenantId', GONE);
    server.handler = (_req, res) => refuseTenant(res);
    const outcome = await settle(h.client.request(ping));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.reason).toBe('TENANT_NOT_MEMBER');
    expect(server.received).toHaveLength(2);
    expect(h.errors()).toEqual(['您不属于所选的入驻主体，请重新选择']);
  });

  it('leaves a tenant header the caller set itself, and the stored choice, alone', async () => {
    const h = server.makeHarness();
    h.storage.set('token', 'tok-1');
    h.storage.set('tenantId', KEPT);
    server.handler = (_req, res) => refuseTenant(res);
    const outcome = await settle(h.client.request(ping, { headers: { tenantId: GONE } }));
    expect(outcome.ok).toBe(false);
    expect(server.received).toHaveLength(1);
    expect(h.storage.get('tenantId')).toBe(KEPT);
    expect(h.tenantRefusals).toEqual([]);
  });
});

describe('request client: timeouts and network errors', () => {
  it('rejects with a Chinese timeout error after the configured time', async () => {
    const h = server.makeHarness({ timeoutMs: 200 });
    server.handler = (_req, res) => setTimeout(() => send(res, 200, ok('late')), 1_000);
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
    const h = server.makeHarness();
    server.handler = (req) => req.socket.destroy();
    const outcome = await settle(h.client.request(ping));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.kind).toBe('network');
      expect(outcome.error.reason).toBe('NETWORK');
      expect(outcome.error.status).toBe(502);
    }
    const [text] = h.errors();
    expect(text).toContain('网络异常');
    expect(text).toContain(`${server.origin}/basics/test/ping`);
    expect(text).toContain('fetch failed');
  });

  it('treats a refused connection as a network error too', async () => {
    const h = server.makeHarness({ baseUrls: { portal: 'http://127.0.0.1:1' } });
    const outcome = await settle(h.client.request(ping));
    expect(outcome.ok).toBe(false);
    expect(h.errors()[0]).toContain('http://127.0.0.1:1/basics/test/ping');
  });

  it('rejects quietly when the caller aborts', async () => {
    const h = server.makeHarness();
    server.handler = (_req, res) => setTimeout(() => send(res, 200, ok('late')), 500);
    const controller = new AbortController();
    const pending = settle(h.client.request(ping, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    const outcome = await pending;
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect([outcome.error.kind, outcome.error.reason]).toEqual(['aborted', 'ABORTED']);
    expect(h.errors()).toEqual([]);
  });
});

describe('request client: loading message', () => {
  it('shows 请稍候… per request and dismisses it 200 ms after the response', async () => {
    const h = server.makeHarness();
    server.handler = (_req, res) => setTimeout(() => send(res, 200, ok('pong')), 100);
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
    const h = server.makeHarness();
    server.handler = (_req, res) => send(res, 500, {});
    await settle(h.client.request(ping));
    await pause(260);
    expect(h.notes.filter((n) => n.kind === 'dismiss')).toHaveLength(1);
  });

  it('shows nothing when the call suppresses it', async () => {
    const h = server.makeHarness();
    await h.client.request(ping, { showLoading: false });
    await pause(260);
    expect(h.notes).toEqual([]);
  });
});
