import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { latestCode, postEncrypted, postJson } from '../../../test/identity-helpers.ts';
import { casServices } from './tables.ts';

// A standard CAS client from npm, not ours: it validates tickets the way any partner platform would.
const httpCasClient = createRequire(import.meta.url)('http-cas-client') as (
  options: object,
) => (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;

let context: TestContext;
let casUrl: string;
let partnerUrl: string;
let partner: http.Server;

beforeAll(async () => {
  context = await createTestContext();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  casUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}/sso`;

  partner = http.createServer();
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  const handler = httpCasClient({ cas: 3, casServerUrlPrefix: casUrl, serverName: partnerUrl });
  partner.on('request', async (req, res) => {
    let passed = false;
    try {
      passed = await handler(req, res);
    } catch {
      // the library throws when the CAS server refuses a ticket
      res.statusCode = 401;
      res.end('ticket refused');
      return;
    }
    // the library only sets status and Location for its redirects and leaves ending the response to the host
    if (!passed) {
      if (!res.writableEnded) res.end();
      return;
    }
    {
      const principal = (
        req as http.IncomingMessage & { principal?: { user: string; attributes: Record<string, unknown> } }
      ).principal;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(principal ?? null));
    }
  });
  await context.db.insert(casServices).values([
    { id: 'gz-mall-test', name: '贵州商城（测试）', urlPrefixes: [partnerUrl] },
    {
      id: 'gz-mall-named',
      name: '贵州商城（域名）',
      urlPrefixes: ['https://mall.example.gz.cn', 'https://shop.example.gz.cn/app'],
    },
  ]);

  await postJson(context.app, '/sso/reg/authreg', { mobile: '13985400001' });
  await postEncrypted(context.app, '/sso/reg/regist', {
    username: 'congjiangpig',
    mobile: '13985400001',
    code: await latestCode(context.db, '13985400001'),
    password: '从江香猪-2026',
  });
});

afterAll(async () => {
  await new Promise((resolve) => partner.close(resolve));
  await context.close();
});

const ticketFor = async (service: string) => {
  const signedIn = await postEncrypted(context.app, '/sso/loginByEncrypt', {
    account: 'congjiangpig',
    password: '从江香猪-2026',
    service,
  });
  expect(signedIn.code, signedIn.msg).toBe(200);
  return String(signedIn.data.ticket);
};

describe('CAS 3.0 for partner platforms', () => {
  it('lets a standard CAS client validate a ticket, and refuses the same ticket replayed', async () => {
    const ticket = await ticketFor(`${partnerUrl}/`);
    // the client validates, keeps the ticket in its own cookie and redirects to the clean URL
    const first = await fetch(`${partnerUrl}/?ticket=${ticket}`, { redirect: 'manual' });
    expect(first.status).toBe(302);
    const cookie = String(first.headers.get('set-cookie')).split(';')[0] ?? '';
    const page = await fetch(`${partnerUrl}/`, { headers: { cookie }, redirect: 'manual' });
    expect(page.status).toBe(200);
    const principal = await page.json();
    expect(principal.user).toBe('congjiangpig');
    expect(principal.attributes.nickName).toBeDefined();

    const replay = await fetch(`${partnerUrl}/?ticket=${ticket}`, { redirect: 'manual' });
    expect(replay.status).toBe(401);
  });

  it('answers in XML by default and JSON on request, with the protocol failure codes', async () => {
    const ticket = await ticketFor(`${partnerUrl}/`);
    const xml = await (
      await fetch(
        `${casUrl}/p3/serviceValidate?service=${encodeURIComponent(`${partnerUrl}/`)}&ticket=${ticket}`,
      )
    ).text();
    expect(xml).toContain('<cas:authenticationSuccess>');
    expect(xml).toContain('<cas:user>congjiangpig</cas:user>');

    const again = await (
      await fetch(
        `${casUrl}/p3/serviceValidate?service=${encodeURIComponent(`${partnerUrl}/`)}&ticket=${ticket}&format=JSON`,
      )
    ).json();
    expect(again.serviceResponse.authenticationFailure.code).toBe('INVALID_TICKET');

    const other = await ticketFor(`${partnerUrl}/`);
    const wrongService = await (
      await fetch(
        `${casUrl}/p3/serviceValidate?service=https://elsewhere.example/&ticket=${other}&format=JSON`,
      )
    ).json();
    expect(wrongService.serviceResponse.authenticationFailure.code).toBe('INVALID_SERVICE');

    const missing = await (await fetch(`${casUrl}/p3/serviceValidate?format=JSON`)).json();
    expect(missing.serviceResponse.authenticationFailure.code).toBe('INVALID_REQUEST');
    const malformed = await (
      await fetch(`${casUrl}/p3/serviceValidate?service=x&ticket=TGT-1&format=JSON`)
    ).json();
    expect(malformed.serviceResponse.authenticationFailure.code).toBe('INVALID_TICKET_SPEC');
  });

  it('issues tickets to registered services only', async () => {
    const refused = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'congjiangpig',
      password: '从江香猪-2026',
      service: 'https://phishing.example/',
    });
    expect(refused.status).toBe(400);
    expect(refused.msg).toMatch(/未在平台登记/);
  });

  it('ends the SSO session at /sso/logout and sends the browser back to a registered service', async () => {
    const response = await fetch(`${casUrl}/logout?service=${encodeURIComponent(`${partnerUrl}/bye`)}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${partnerUrl}/bye`);
    expect(response.headers.get('set-cookie')).toMatch(/rrsp_tgc=;.*Max-Age=0/);
  });

  it('matches service URLs by scheme, host, port and path boundary, never by string prefix', async () => {
    expect(await ticketFor('https://mall.example.gz.cn/cb')).toMatch(/^ST-/);
    expect(await ticketFor('https://shop.example.gz.cn/app/cb')).toMatch(/^ST-/);
    for (const lookAlike of [
      'https://mall.example.gz.cn.evil.com/cb',
      'https://mall.example.gz.cn@evil.com/cb',
      'https://mall.example.gz.cnx/',
      'https://shop.example.gz.cn/apple',
      'http://mall.example.gz.cn/cb',
      'https://mall.example.gz.cn:8443/cb',
    ]) {
      const refused = await postEncrypted(context.app, '/sso/loginByEncrypt', {
        account: 'congjiangpig',
        password: '从江香猪-2026',
        service: lookAlike,
      });
      expect(refused.status, lookAlike).toBe(400);
      expect(refused.reason, lookAlike).toBe('SERVICE_NOT_REGISTERED');
    }
  });

  it('redirects at logout only to a registered service, and answers a malformed one with a 400 envelope', async () => {
    for (const lookAlike of ['https://mall.example.gz.cn.evil.com/bye', 'https://mall.example.gz.cnx/']) {
      const response = await fetch(`${casUrl}/logout?service=${encodeURIComponent(lookAlike)}`, {
        redirect: 'manual',
      });
      expect(response.status, lookAlike).toBe(200);
      expect(response.headers.get('location')).toBeNull();
    }
    for (const malformed of [
      'https://mall.example.gz.cn/\r\nSet-Cookie: x=1',
      'https://mall.example.gz.cn/商城',
      'https://mall.example.gz.cn@evil.com/',
    ]) {
      const response = await fetch(`${casUrl}/logout?service=${encodeURIComponent(malformed)}`, {
        redirect: 'manual',
      });
      expect(response.status, malformed).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400, reason: 'SERVICE_NOT_REGISTERED' });
    }
  });

  it('signs out before it judges the service: a malformed one is a 400 with the session ended, an id a plain page', async () => {
    const service = `${partnerUrl}/cb`;
    const signIn = async () => {
      const granted = await postEncrypted(context.app, '/sso/loginByEncrypt', {
        account: 'congjiangpig',
        password: '从江香猪-2026',
        service,
      });
      const cookie = String(granted.response.headers['set-cookie']).split(';')[0] as string;
      expect(cookie).toMatch(/^rrsp_tgc=.+/);
      return { cookie, ticket: String(granted.data.ticket) };
    };
    const validates = async (ticket: string) => {
      const response = await fetch(
        `${casUrl}/p3/serviceValidate?format=JSON&ticket=${ticket}&service=${encodeURIComponent(service)}`,
      );
      const json = (await response.json()) as { serviceResponse: Record<string, unknown> };
      return 'authenticationSuccess' in json.serviceResponse;
    };

    const kept = await signIn();
    const first = await signIn();
    const malformed = await fetch(`${casUrl}/logout?service=${encodeURIComponent('https://a/\r\nx')}`, {
      headers: { cookie: first.cookie },
      redirect: 'manual',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('set-cookie')).toMatch(/rrsp_tgc=;.*Max-Age=0/);
    expect(await validates(first.ticket)).toBe(false);

    const second = await signIn();
    const byId = await fetch(`${casUrl}/logout?service=rrsp-portal`, {
      headers: { cookie: second.cookie },
      redirect: 'manual',
    });
    expect(byId.status).toBe(200);
    expect(await byId.text()).toMatch(/已退出统一身份认证/);
    expect(await validates(second.ticket)).toBe(false);
    expect(await validates(kept.ticket)).toBe(true);
  });
});
