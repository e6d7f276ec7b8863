import { DEFAULT_PLATFORM_NAME, type PlatformConfig } from '@rrsp/contract';

/** What the portal shows until an operator edits the configuration; also the row bootstrapped on first start. */
export const defaultPlatformConfig = (): PlatformConfig => ({
  platformName: DEFAULT_PLATFORM_NAME,
  slogan: '汇聚服务资源，助力乡村全面振兴',
  logoUrl: null,
  hotline: '0851-8888 6666',
  serviceHours: '工作日 9:00—17:30',
  email: 'service@rrsp.gov.cn.example',
  address: '贵州省贵阳市观山湖区长岭北路 政务服务中心',
  icpRecord: '黔ICP备 00000000号-1（示例）',
  publicSecurityRecord: '贵公网安备 52011502000000号（示例）',
  copyright: `© ${new Date().getFullYear()} 贵州省乡村振兴服务平台 版权所有`,
  sponsor: '贵州省乡村振兴服务平台运营中心（示例）',
  // links to other sites; the portal's own pages (关于平台, 入驻指南) come from its page table
  footerLinks: [],
  // from the environment's configuration (PARTNER_PLATFORMS), never from the stored row
  partnerPlatforms: [],
});
