import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTenant, createUser, openSession } from '../../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../../test/harness.ts';
import { sessions } from '../../../platform/identity/tables.ts';
import { platformConfig } from '../../../platform/platform-config/tables.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers: portalHeaders(headers) });

describe('GET /basics/pc/rrPlatformConfiguration/getInfo', () => {
  it('returns the configuration with the default platform name', async () => {
    const body = (await get('/basics/pc/rrPlatformConfiguration/getInfo')).json();
    expect(body.code).toBe(200);
    expect(body.data.platformName).toBe('乡村振兴服务平台');
    expect(body.data.partnerPlatforms.map((p: { code: string }) => p.code)).toEqual([
      'gz-mall',
      'merchant-tool',
      'flavour',
    ]);
  });

  it('falls back to the default name when an operator blanked it', async () => {
    const [row] = await context.db.select().from(platformConfig);
    if (!row) throw new Error('bootstrap row missing');
    await context.db
      .update(platformConfig)
      .set({ config: { ...row.config, platformName: '  ', hotline: '0851-1234 5678' } });
    // written beside the API, as another instance would: wait until this one has heard of it (decision 015)
    await context.app.awaitPublicChanges();
    const body = (await get('/basics/pc/rrPlatformConfiguration/getInfo')).json();
    expect(body.data.platformName).toBe('乡村振兴服务平台');
    expect(body.data.hotline).toBe('0851-1234 5678');
    await context.db.update(platformConfig).set({ config: row.config });
  });
});

describe('GET /basics/user', () => {
  it('returns the signed-in user with masked mobile and tenant memberships', async () => {
    const user = await createUser(context.db);
    const tenant = await createTenant(context.db, ['participant']);
    const pending = await createTenant(context.db, ['servant'], 'pending');
    await addMember(context.db, tenant.id, user.id, true);
    await addMember(context.db, pending.id, user.id, false);
    const token = await openSession(context.db, user.id);
    const body = (await get('/basics/user', { Authorization: token })).json();
    expect(body.code).toBe(200);
    expect(body.data.userId).toBe(user.id);
    expect(body.data.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const byId = Object.fromEntries(body.data.tenants.map((t: { tenantId: string }) => [t.tenantId, t]));
    expect(byId[tenant.id]).toMatchObject({ roles: ['participant'], isAdmin: true });
    // a tenant still under review grants no role yet
    expect(byId[pending.id]).toMatchObject({ roles: [], isAdmin: false });
  });

  it('accepts the token with or without the Bearer prefix', async () => {
    const user = await createUser(context.db);
    const token = await openSession(context.db, user.id);
    expect((await get('/basics/user', { Authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await get('/basics/user', { Authorization: token })).statusCode).toBe(200);
  });

  it('ends a session that has been idle longer than the idle limit', async () => {
    const user = await createUser(context.db);
    const token = await openSession(context.db, user.id);
    await context.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - context.config.session.idleMs - 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await get('/basics/user', { Authorization: token });
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe('登录已过期，请重新登录');
  });

  it('refuses a session the instance remembers the moment it expires, with nothing changed to notify', async () => {
    // decision 033: a remembered session is decided without a database read, on its clocks
    const user = await createUser(context.db);
    const token = await openSession(context.db, user.id);
    await context.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1_500) })
      .where(eq(sessions.userId, user.id));
    for (let read = 0; read < 3; read += 1) {
      expect((await get('/basics/user', { Authorization: token })).statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const response = await get('/basics/user', { Authorization: token });
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe('登录已过期，请重新登录');
  });

  it('refuses a remembered session in a tenant its user does not belong to', async () => {
    const user = await createUser(context.db);
    const token = await openSession(context.db, user.id);
    const tenant = await createTenant(context.db, ['participant']);
    for (let read = 0; read < 2; read += 1) {
      expect((await get('/basics/user', { Authorization: token })).statusCode).toBe(200);
    }
    const response = await get('/basics/user', { Authorization: token, tenantId: tenant.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toBe('TENANT_NOT_MEMBER');
  });
});

describe('GET /basics/loginout', () => {
  it('ends the session so the same token is refused afterwards', async () => {
    const user = await createUser(context.db);
    const token = await openSession(context.db, user.id);
    expect((await get('/basics/loginout', { Authorization: token })).json()).toMatchObject({ code: 200 });
    const after = await get('/basics/user', { Authorization: token });
    expect(after.statusCode).toBe(401);
    expect(after.json().msg).toMatch(/退出登录/);
  });

  it('succeeds for a visitor and for a stale token, so a client can always clean up', async () => {
    expect((await get('/basics/loginout')).statusCode).toBe(200);
    expect((await get('/basics/loginout', { Authorization: 'no-such-token' })).statusCode).toBe(200);
  });
});

describe('GET /basics/pc/test', () => {
  it('echoes the app, endpoint and the identity behind a session', async () => {
    const user = await createUser(context.db);
    const token = await openSession(context.db, user.id);
    const body = (
      await get('/basics/pc/test', { Authorization: token, 'x-request-id': 'echo-request-1' })
    ).json();
    expect(body.data).toEqual({
      authenticated: true,
      via: 'session',
      userId: user.id,
      username: user.username,
      tenantId: null,
      appKey: 'rrsp-portal',
      endpointCode: 'pc-portal',
      requestId: 'echo-request-1',
    });
  });

  it('accepts a test token in the testAuth header when test tokens are enabled', async () => {
    const user = await createUser(context.db);
    const body = (await get('/basics/pc/test', { testAuth: `test:${user.username}` })).json();
    expect(body.data).toMatchObject({ authenticated: true, via: 'test-token', userId: user.id });
  });

  it('ignores test tokens when the configuration does not enable them', async () => {
    const closed = await createTestContext({ TEST_TOKENS: 'false' });
    try {
      const user = await createUser(closed.db);
      const echo = await closed.app.inject({
        url: '/basics/pc/test',
        headers: portalHeaders({ testAuth: `test:${user.username}` }),
      });
      expect(echo.json().data).toMatchObject({ authenticated: false, via: null });
      const me = await closed.app.inject({
        url: '/basics/user',
        headers: portalHeaders({ Authorization: `test:${user.username}` }),
      });
      expect(me.statusCode).toBe(401);
    } finally {
      await closed.close();
    }
  });
});

describe('GET /basics/getUserInfoByUserId', () => {
  it('returns only the public profile of another user', async () => {
    const viewer = await createUser(context.db);
    const other = await createUser(context.db);
    const token = await openSession(context.db, viewer.id);
    const body = (
      await get(`/basics/getUserInfoByUserId?userId=${other.id}`, { Authorization: token })
    ).json();
    expect(body.data).toEqual({ userId: other.id, nickName: other.nickName, avatarUrl: null });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const viewer = await createUser(context.db);
    const token = await openSession(context.db, viewer.id);
    const unknown = await get('/basics/getUserInfoByUserId?userId=00000000-0000-4000-8000-000000000000', {
      Authorization: token,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await get('/basics/getUserInfoByUserId?userId=42', { Authorization: token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.fields[0].field).toBe('userId');
  });
});
