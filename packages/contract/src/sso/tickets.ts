import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { CurrentUserSchema } from '../portal/user.ts';

export const TICKET_PREFIX = 'ST-';

export const PortalSessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  idleMinutes: z.number().int(),
  user: CurrentUserSchema,
});
export type PortalSession = z.infer<typeof PortalSessionSchema>;

export const exchangeTicket = defineEndpoint({
  id: 'portal.ticket',
  module: 'portal',
  method: 'GET',
  path: '/basics/ticket',
  access: 'public',
  summary: '用单点登录的服务票据换取门户令牌（票据一次有效）；新登录会结束该账号此前的门户会话',
  query: z.strictObject({ ticket: z.string().trim().min(1, '缺少票据').max(256, '票据格式不正确') }),
  data: PortalSessionSchema,
});
