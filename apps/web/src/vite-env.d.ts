/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_KEY: string;
  readonly VITE_ENDPOINT_CODE: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_SSO_BASE?: string;
  readonly VITE_ACCOUNT_BASE?: string;
  readonly VITE_WS_BASE?: string;
  readonly VITE_PARTNER_GZ_MALL_PLATFORM_ID?: string;
  readonly VITE_PARTNER_GZ_MALL_APP_KEY?: string;
  readonly VITE_PARTNER_MERCHANT_TOOL_PLATFORM_ID?: string;
  readonly VITE_PARTNER_MERCHANT_TOOL_APP_KEY?: string;
  readonly VITE_PARTNER_FLAVOUR_PLATFORM_ID?: string;
  readonly VITE_PARTNER_FLAVOUR_APP_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
