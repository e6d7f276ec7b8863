import type { FastifyInstance, FastifyReply } from 'fastify';
import { SSO_COOKIE } from './routes.ts';
import { parseServiceUrl } from './service-url.ts';
import type { TicketService } from './ticket-service.ts';

type FailureCode =
  | 'INVALID_REQUEST'
  | 'INVALID_TICKET_SPEC'
  | 'INVALID_TICKET'
  | 'INVALID_SERVICE'
  | 'INTERNAL_ERROR';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const cookieValue = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/**
 * The tenant's verified settlement, for a ticket issued to jump to a partner (DESIGN.md §5): only while the tenant is
 * approved and the user still one of its members; otherwise nothing, and the partner certifies on its own.
 */
const settlementAttributes = async (
  app: FastifyInstance,
  tenantId: string,
  userId: string,
): Promise<Record<string, string>> => {
  const tenant = await app.identity.tenants.ofMember(tenantId, userId);
  if (tenant?.status !== 'approved') return {};
  return {
    tenantId: tenant.id,
    tenantName: tenant.name,
    creditCode: tenant.creditCode,
    tenantType: tenant.type ?? '',
    regionCode: tenant.regionCode ?? '',
    roles: tenant.roles.join(','),
    settledAt: tenant.settledAt?.toISOString() ?? '',
  };
};

/**
 * The CAS 3.0 protocol for partner platforms (server to server, so no appKey): `/sso/p3/serviceValidate` in XML or
 * `format=JSON`, with the protocol's failure codes, and `/sso/logout` ending the SSO session.
 */
export const casRoutes = async (app: FastifyInstance, { tickets }: { tickets: TicketService }) => {
  const { users } = app.identity;
  const answer = (
    reply: FastifyReply,
    json: boolean,
    result:
      | { ok: true; user: string; attributes: Record<string, string> }
      | { ok: false; code: FailureCode; description: string },
  ) => {
    if (json) {
      reply.type('application/json; charset=utf-8');
      return result.ok
        ? { serviceResponse: { authenticationSuccess: { user: result.user, attributes: result.attributes } } }
        : {
            serviceResponse: {
              authenticationFailure: { code: result.code, description: result.description },
            },
          };
    }
    reply.type('application/xml; charset=utf-8');
    const body = result.ok
      ? `<cas:authenticationSuccess>\n    <cas:user>${escapeXml(result.user)}</cas:user>\n    <cas:attributes>\n${Object.entries(
          result.attributes,
        )
          .map(([key, value]) => `      <cas:${key}>${escapeXml(value)}</cas:${key}>`)
          .join('\n')}\n    </cas:attributes>\n  </cas:authenticationSuccess>`
      : `<cas:authenticationFailure code="${result.code}">${escapeXml(result.description)}</cas:authenticationFailure>`;
    return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n  ${body}\n</cas:serviceResponse>\n`;
  };

  app.get('/sso/p3/serviceValidate', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const json = String(query.format ?? '').toUpperCase() === 'JSON';
    const ticket = typeof query.ticket === 'string' ? query.ticket : '';
    const service = typeof query.service === 'string' ? query.service : '';
    if (!ticket || !service) {
      return answer(reply, json, {
        ok: false,
        code: 'INVALID_REQUEST',
        description: '缺少 ticket 或 service 参数',
      });
    }
    if (!ticket.startsWith('ST-') || ticket.length > 256) {
      return answer(reply, json, { ok: false, code: 'INVALID_TICKET_SPEC', description: '票据格式不正确' });
    }
    const consumed = await tickets.consume(ticket, service);
    if (!consumed.ok) {
      const description =
        consumed.reason === 'INVALID_SERVICE'
          ? '票据不是为该服务签发的'
          : `票据 ${ticket.slice(0, 12)}… 无效、已使用或已过期`;
      return answer(reply, json, { ok: false, code: consumed.reason, description });
    }
    const user = await users.byId(consumed.userId);
    if (user?.status !== 'active') {
      return answer(reply, json, { ok: false, code: 'INVALID_TICKET', description: '账号不可用' });
    }
    const settlement = consumed.tenantId ? await settlementAttributes(app, consumed.tenantId, user.id) : {};
    return answer(reply, json, {
      ok: true,
      user: user.username,
      attributes: {
        userId: user.id,
        nickName: user.nickName,
        authenticationMethod: consumed.method,
        authenticationDate: new Date().toISOString(),
        isFromNewLogin: 'true',
        ...settlement,
      },
    });
  });

  /**
   * Ends the SSO session (and the tickets under it), then sends the browser back to the service it came from, if
   * that is registered: never to a look-alike. A malformed service URL is a 400 before anything happens.
   */
  app.get('/sso/logout', { schema: { hide: true } }, async (request, reply) => {
    // signed out first, whatever else is wrong with the request
    const token = cookieValue(request.headers.cookie, SSO_COOKIE);
    if (token) await tickets.endSsoSession(token);
    reply.header('Set-Cookie', `${SSO_COOKIE}=; Path=/sso; HttpOnly; SameSite=Lax; Max-Age=0`);
    const service = (request.query as Record<string, unknown>).service;
    // a registered service named by its id has no address to return to; any other value must be a URL (else 400)
    if (typeof service === 'string' && service && !(await tickets.isRegisteredId(service))) {
      const back = parseServiceUrl(service);
      if (await tickets.isRegisteredUrl(back)) return reply.redirect(back.href);
    }
    reply.type('text/html; charset=utf-8');
    return '<!doctype html><meta charset="utf-8"><title>已退出登录</title><p>您已退出统一身份认证。<a href="/">返回首页</a></p>';
  });
};
