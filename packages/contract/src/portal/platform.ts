import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const DEFAULT_PLATFORM_NAME = '乡村振兴服务平台';

export const PARTNER_PLATFORM_CODES = ['gz-mall', 'merchant-tool', 'flavour'] as const;
export const PartnerPlatformCodeSchema = z.enum(PARTNER_PLATFORM_CODES);

export const PartnerPlatformSchema = z.object({
  code: PartnerPlatformCodeSchema,
  name: z.string(),
  description: z.string(),
  url: z.string(),
  platformId: z.string(),
});
export type PartnerPlatform = z.infer<typeof PartnerPlatformSchema>;

export const FooterLinkSchema = z.object({ title: z.string(), url: z.string() });

export const PlatformConfigSchema = z.object({
  platformName: z.string(),
  slogan: z.string(),
  logoUrl: z.string().nullable(),
  hotline: z.string(),
  serviceHours: z.string(),
  email: z.string(),
  address: z.string(),
  icpRecord: z.string(),
  publicSecurityRecord: z.string(),
  copyright: z.string(),
  sponsor: z.string(),
  footerLinks: z.array(FooterLinkSchema),
  partnerPlatforms: z.array(PartnerPlatformSchema),
});
export type PlatformConfig = z.infer<typeof PlatformConfigSchema>;

export const getPlatformConfig = defineEndpoint({
  id: 'portal.platformConfig',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/rrPlatformConfiguration/getInfo',
  access: 'public',
  summary: '平台信息与配置（平台名称、热线、页脚、合作平台）',
  data: PlatformConfigSchema,
});
