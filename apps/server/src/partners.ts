import { type PartnerPlatformSettings, PartnerPlatformSettingsSchema } from '@rrsp/contract';
import { z } from 'zod';

/**
 * A partner platform as this environment knows it (DESIGN.md §5): its public face (name, description, address) and
 * what identifies it to us: the platform id it validates tickets under and the app key its calls carry. The
 * environment's list seeds the platform settings on the first start; the console keeps them from then on.
 */
export type PartnerSettings = PartnerPlatformSettings;

/** The three partners of SPEC.md §1 at example addresses, for development, tests and the demo. */
export const DEMO_PARTNERS: PartnerSettings[] = [
  {
    code: 'gz-mall',
    name: '贵州商城',
    description: '黔货出山的线上销售渠道',
    url: 'https://mall.example.gz.cn/sso/callback',
    platformId: 'gz-mall',
    appKey: 'demo-gz-mall-key',
  },
  {
    code: 'merchant-tool',
    name: '商家助手',
    description: '订单、库存与配送一站式管理',
    url: 'https://merchant.example.gz.cn/sso/callback',
    platformId: 'merchant-tool',
    appKey: 'demo-merchant-tool-key',
  },
  {
    code: 'flavour',
    name: '黔味平台',
    description: '贵州特色风味农产品展销',
    url: 'https://flavour.example.gz.cn/sso/callback',
    platformId: 'flavour',
    appKey: 'demo-flavour-key',
  },
];

/**
 * PARTNER_PLATFORMS is a JSON array of partners; unset, development and tests get the demo partners and production
 * none (a real deployment names its own). Throws a sentence for the config error report.
 */
export const parsePartners = (raw: string | undefined, env: string): PartnerSettings[] => {
  if (raw === undefined) return env === 'production' ? [] : DEMO_PARTNERS;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('PARTNER_PLATFORMS 须为 JSON 数组');
  }
  const parsed = z
    // a list written before the settings existed may leave the description out
    .array(PartnerPlatformSettingsSchema.extend({ description: z.string().trim().max(100).default('') }))
    .refine(
      (list) => new Set(list.map((partner) => partner.code)).size === list.length,
      '合作平台 code 不能重复',
    )
    .safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `PARTNER_PLATFORMS 有误：${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('；')}`,
    );
  }
  return parsed.data;
};
