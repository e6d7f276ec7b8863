import { type BannerSlide, DEFAULT_PLATFORM_NAME, PAGES, type PlatformSettings } from '@rrsp/contract';

/** The slides the portal started with, after the one that introduces the platform. */
export const DEFAULT_BANNER_SLIDES: BannerSlide[] = [
  {
    eyebrow: '特色产业',
    title: '黔茶飘香 · 特色产业提质增效',
    text: '汇聚茶叶、食用菌、蔬菜、中药材等特色产业的解决方案与服务商，助力一县一业、一村一品。',
    art: 'tea',
    imageUrl: null,
    links: [
      { label: '浏览合作案例', href: PAGES.cases.list.path },
      { label: '阅读产业资讯', href: `${PAGES.news.list.path}?category=industry` },
    ],
  },
  {
    eyebrow: '产销对接',
    title: '产地集配 · 冷链直达 · 黔货出山',
    text: '整合产地集配、冷链运输与展销渠道，让贵州农产品卖得出、卖得好、卖上好价钱。',
    art: 'logistics',
    imageUrl: null,
    links: [
      { label: '查看配送动态', href: '#home-dashboard-title' },
      { label: '进入服务中心', href: PAGES.participants.service.path },
    ],
  },
];

/**
 * What the portal shows until an operator sets it: the first version of the settings. The partners come from the
 * environment (PARTNER_PLATFORMS) on the first start only; from then on the console keeps them.
 */
export const defaultPlatformSettings = (
  partnerPlatforms: PlatformSettings['partnerPlatforms'] = [],
): PlatformSettings => ({
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
  bannerSlides: DEFAULT_BANNER_SLIDES,
  partnerPlatforms,
  editorialSelfPublish: false,
});
