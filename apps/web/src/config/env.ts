import type { ModuleName, PartnerPlatform } from '@rrsp/contract';

/**
 * The only place that reads `import.meta.env`. Values come from apps/web/.env and the per-environment
 * .env.development / .env.test / .env.production (and a developer's git-ignored .env.local).
 */
const raw = import.meta.env;

/** Strips a trailing slash so `${base}${path}` never doubles it; empty means same origin. */
const base = (value: string | undefined): string => (value ?? '').trim().replace(/\/+$/, '');

export type PartnerCode = PartnerPlatform['code'];

export interface PartnerCredentials {
  platformId: string;
  appKey: string;
}

export const env = {
  mode: raw.MODE,
  isProduction: raw.PROD,
  appKey: raw.VITE_APP_KEY || 'rrsp-portal',
  endpointCode: raw.VITE_ENDPOINT_CODE || 'pc-portal',
  apiBase: base(raw.VITE_API_BASE),
  ssoBase: base(raw.VITE_SSO_BASE),
  accountBase: base(raw.VITE_ACCOUNT_BASE),
  wsBase: base(raw.VITE_WS_BASE),
  partners: {
    'gz-mall': {
      platformId: raw.VITE_PARTNER_GZ_MALL_PLATFORM_ID ?? '',
      appKey: raw.VITE_PARTNER_GZ_MALL_APP_KEY ?? '',
    },
    'merchant-tool': {
      platformId: raw.VITE_PARTNER_MERCHANT_TOOL_PLATFORM_ID ?? '',
      appKey: raw.VITE_PARTNER_MERCHANT_TOOL_APP_KEY ?? '',
    },
    flavour: {
      platformId: raw.VITE_PARTNER_FLAVOUR_PLATFORM_ID ?? '',
      appKey: raw.VITE_PARTNER_FLAVOUR_APP_KEY ?? '',
    },
  } satisfies Record<PartnerCode, PartnerCredentials>,
} as const;

/** Base address of each backend module: portal and datacollect share the api base (SPEC.md §7). */
export const moduleBaseUrls: Record<ModuleName, string> = {
  portal: env.apiBase,
  datacollect: env.apiBase,
  sso: env.ssoBase,
  account: env.accountBase,
  // The live channel's base may be written as ws(s)://; its poll is a plain request and needs http(s)://.
  realtime: env.wsBase.replace(/^ws/i, 'http'),
};
