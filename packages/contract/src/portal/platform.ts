import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const DEFAULT_PLATFORM_NAME = '乡村振兴服务平台';
/** The name signs every SMS and heads every page: short enough for both. */
export const PLATFORM_NAME_MAX_LENGTH = 30;

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
export type FooterLink = z.infer<typeof FooterLinkSchema>;

/** The portal's own illustrations a banner slide may show when it has no uploaded picture. */
export const BANNER_ARTS = ['terraces', 'tea', 'logistics'] as const;
export const BannerArtSchema = z.enum(BANNER_ARTS, '未知的插图');
export const BANNER_ART_NAMES: Record<(typeof BANNER_ARTS)[number], string> = {
  terraces: '梯田',
  tea: '茶山',
  logistics: '冷链物流',
};

export const BannerLinkSchema = z.object({ label: z.string(), href: z.string() });

/**
 * A slide of the home banner after the first, which always introduces the platform by its name and slogan. `href` is
 * a path of the portal, an anchor of the home page or an http(s) address (opened in a new tab).
 */
export const BannerSlideSchema = z.object({
  eyebrow: z.string(),
  title: z.string(),
  text: z.string(),
  art: BannerArtSchema,
  /** An uploaded picture shown instead of the illustration. */
  imageUrl: z.string().nullable(),
  links: z.array(BannerLinkSchema),
});
export type BannerSlide = z.infer<typeof BannerSlideSchema>;

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
  bannerSlides: z.array(BannerSlideSchema),
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
