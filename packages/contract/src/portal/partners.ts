import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PartnerPlatformCodeSchema } from './platform.ts';

/**
 * Settlement on the partner platforms (SPEC.md §7 "third-party platform settled", "platform info and ticket"): a
 * settled tenant settles on a partner once, and each jump carries a fresh single-use SSO ticket whose validation tells
 * the partner who the tenant is (DESIGN.md §5), so the partner need not certify it again.
 */

export const PartnerSettlementSchema = z.object({
  code: PartnerPlatformCodeSchema,
  name: z.string(),
  description: z.string(),
  url: z.string(),
  /** none: not settled there; settled: settled by the chosen tenant. */
  status: z.enum(['none', 'settled']),
  settledAt: z.string().nullable(),
});
export type PartnerSettlement = z.infer<typeof PartnerSettlementSchema>;

export const listThirdPlatformSettled = defineEndpoint({
  id: 'portal.thirdPlatformSettled',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/tenant/thirdPlatformSettled',
  access: 'signedIn',
  summary: '合作平台（贵州商城、商家助手、黔味平台）及所选主体在各平台的入驻状态',
  data: z.object({
    /** Whether the chosen tenant is settled here, which settling on a partner needs. */
    tenantSettled: z.boolean(),
    isAdmin: z.boolean(),
    platforms: z.array(PartnerSettlementSchema),
  }),
});

export const settleOnPartner = defineEndpoint({
  id: 'portal.settleOnPartner',
  module: 'portal',
  method: 'POST',
  path: '/basics/pc/tenant/settleThirdPlatform',
  access: 'tenantAdmin',
  summary: '以所选主体（须已通过入驻审核）入驻合作平台，平台资质无需重复认证（仅主体管理员）',
  body: z.strictObject({ code: PartnerPlatformCodeSchema }),
  data: PartnerSettlementSchema,
});

export const getPlatformInfoAndTicket = defineEndpoint({
  id: 'portal.platformInfoAndTicket',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/tenant/platformInfoAndTicket',
  access: 'signedIn',
  summary:
    '合作平台地址与一张一次性登录票据（所选主体须已入驻该平台）；合作平台凭票据在 /sso/p3/serviceValidate 取得主体的入驻信息',
  query: z.strictObject({ code: PartnerPlatformCodeSchema }),
  data: z.object({
    code: PartnerPlatformCodeSchema,
    name: z.string(),
    /** The partner's address with `ticket` added: open it in a new window. */
    jumpUrl: z.string(),
    /** The `service` the partner validates the ticket with. */
    service: z.string(),
    ticket: z.string(),
    expiresInSeconds: z.number().int(),
  }),
});

export const partnerEndpoints = { listThirdPlatformSettled, settleOnPartner, getPlatformInfoAndTicket };
