import { type PARTNER_PLATFORM_CODES, PartnerPlatformCodeSchema } from '@rrsp/contract';
import { z } from 'zod';

/**
 * A partner platform as this environment knows it (DESIGN.md §5): its public face (name, description, address) and
 * what identifies it to us: the platform id it validates tickets under and the app key its calls carry.
 */
export interface PartnerSettings {
  code: (typeof PARTNER_PLATFORM_CODES)[number];
  name: string;
  description: string;
  /** Where the browser jumps; tickets are issued for this address, and the partner validates with it. */
  url: string;
  platformId: string;
  appKey: string;
}

const PartnerSchema = z.strictObject({
  code: PartnerPlatformCodeSchema,
  name: z.string().trim().min(1),
  description: z.string().trim().default(''),
  url: z.url({ protocol: /^https?$/, error: '合作平台地址须为 http(s) 地址' }),
  platformId: z.string().trim().min(1),
  appKey: z.string().trim().min(8, 'appKey 至少 8 个字符'),
});

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
    .array(PartnerSchema)
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
