import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { OWN_IMAGE_PATH } from './files.ts';
import { BannerArtSchema, PartnerPlatformCodeSchema, PLATFORM_NAME_MAX_LENGTH } from './platform.ts';
import { IdSchema } from './user.ts';

/**
 * 平台设置 (issue 19): what a 超级管理员 sets for the whole portal. Every save is a new version kept with who saved it
 * and when; an earlier version can be restored (which saves it again as the newest). A save names the version it was
 * made from, so two operators editing at once cannot overwrite each other unseen.
 */

const text = (label: string, max: number) =>
  z
    .string(`${label}须为文字`)
    .trim()
    .max(max, `${label}最多 ${max} 个字`)
    // control characters would break the footer, the SSR page and the SMS signature
    .refine((value) => !/\p{Cc}/u.test(value), `${label}不能包含控制字符`);
const required = (label: string, max: number) => text(label, max).min(1, `请填写${label}`);

const HttpAddressSchema = z.url({ protocol: /^https?$/ });
const isHttpAddress = (value: string) => HttpAddressSchema.safeParse(value).success;

/**
 * A path of the portal ("/home/infomation"; never "//host" nor "/\host", which browsers read as another site), an
 * anchor of the page, an http(s) address, or for the footer a mailto: or tel: link.
 */
const isPortalPath = (value: string) => /^\/(?![/\\])/.test(value) && !value.includes('\\');
const isContactLink = (value: string) => /^(mailto:[^\s@]+@[^\s@]+|tel:[\d+\-() ]+)$/.test(value);
const linkTarget = (label: string, { contact = false } = {}) =>
  required(label, 500).refine(
    (value) =>
      isPortalPath(value) ||
      /^#[\w-]+$/.test(value) ||
      isHttpAddress(value) ||
      (contact && isContactLink(value)),
    `${label}须为站内路径（以 / 开头）或 http(s) 地址`,
  );

/** Pictures come from the portal's own public image uploads (`/files/<id>.<ext>`), never from another site. */
const uploadedImage = z.string().regex(OWN_IMAGE_PATH, '图片须上传到本平台').nullable();

export const SettingsFooterLinkSchema = z.strictObject({
  title: required('链接名称', 20),
  url: linkTarget('链接地址', { contact: true }),
});

export const SettingsBannerSlideSchema = z.strictObject({
  eyebrow: text('小标题', 20),
  title: required('轮播标题', 40),
  text: text('轮播说明', 120),
  art: BannerArtSchema,
  imageUrl: uploadedImage,
  links: z
    .array(z.strictObject({ label: required('按钮文字', 12), href: linkTarget('按钮链接') }))
    .max(2, '每张轮播最多 2 个按钮'),
});

/** A partner platform as the platform knows it: its public face and what identifies it to us. */
export const PartnerPlatformSettingsSchema = z.strictObject({
  code: PartnerPlatformCodeSchema,
  name: required('合作平台名称', 30),
  description: text('合作平台简介', 100),
  url: required('合作平台地址', 500).refine(isHttpAddress, '合作平台地址须为 http(s) 地址'),
  platformId: required('平台标识', 64).regex(/^[\w.-]+$/, '平台标识只能包含字母、数字、点、下划线和短横线'),
  // printable ASCII without spaces: a key made elsewhere (base64 with + / =) is taken as it is
  appKey: required('appKey', 128)
    .min(8, 'appKey 至少 8 个字符')
    .regex(/^[\x21-\x7e]+$/, 'appKey 只能包含英文字母、数字和符号，不能有空格'),
});
export type PartnerPlatformSettings = z.infer<typeof PartnerPlatformSettingsSchema>;

const distinct = <T>(list: readonly T[], key: (item: T) => string) =>
  new Set(list.map(key)).size === list.length;

export const PlatformSettingsSchema = z
  .strictObject({
    // the name signs every SMS as 【name】: a bracket of its own would end or fake the signature
    platformName: required('平台名称', PLATFORM_NAME_MAX_LENGTH).refine(
      (value) => !/[【】[\]]/.test(value),
      '平台名称不能包含【】或 [ ]',
    ),
    slogan: text('平台口号', 60),
    logoUrl: uploadedImage,
    hotline: required('服务热线', 40),
    serviceHours: text('服务时间', 40),
    email: text('联系邮箱', 100).refine(
      (value) => value === '' || /^[^\s@]+@[^\s@]+$/.test(value),
      '邮箱格式不正确',
    ),
    address: text('联系地址', 100),
    icpRecord: text('ICP 备案号', 60),
    publicSecurityRecord: text('公安备案号', 60),
    copyright: text('版权信息', 100),
    sponsor: text('主办单位', 60),
    footerLinks: z.array(SettingsFooterLinkSchema).max(12, '页脚链接最多 12 个'),
    bannerSlides: z.array(SettingsBannerSlideSchema).max(5, '首页轮播最多 5 张（另有一张平台介绍）'),
    partnerPlatforms: z.array(PartnerPlatformSettingsSchema).max(10),
    /**
     * Whether an operator may publish a version they wrote themselves: off, so every publication has two people
     * behind it, unless the platform has one content operator only (issue 20). Versions saved before the setting
     * existed read as off.
     */
    editorialSelfPublish: z.boolean('请选择是否允许发布本人撰写的内容').default(false),
  })
  .refine((settings) => distinct(settings.partnerPlatforms, (partner) => partner.code), {
    message: '合作平台不能重复',
    path: ['partnerPlatforms'],
  })
  .refine((settings) => distinct(settings.partnerPlatforms, (partner) => partner.platformId), {
    message: '合作平台的平台标识不能重复',
    path: ['partnerPlatforms'],
  })
  .refine((settings) => distinct(settings.partnerPlatforms, (partner) => partner.appKey), {
    message: '合作平台的 appKey 不能重复',
    path: ['partnerPlatforms'],
  });
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;

/** The settings in force and the version they are. */
export const PlatformSettingsStateSchema = z.object({
  settings: PlatformSettingsSchema,
  version: z.number().int(),
  savedAt: z.string(),
  /** Null for the version the platform started with. */
  savedByName: z.string().nullable(),
});
export type PlatformSettingsState = z.infer<typeof PlatformSettingsStateSchema>;

export const getPlatformSettings = defineEndpoint({
  id: 'portal.getPlatformSettings',
  module: 'portal',
  method: 'GET',
  path: '/basics/admin/settings/info',
  access: 'operator:superAdmin',
  summary: '平台设置：当前生效的设置及其版本（仅超级管理员）',
  data: PlatformSettingsStateSchema,
});

const VersionNumberSchema = z.coerce.number('版本号须为数字').int('版本号须为整数').min(1).max(2_147_483_647);

export const SavePlatformSettingsSchema = z.strictObject({
  settings: PlatformSettingsSchema,
  /** The version the form was loaded from; another save since then refuses this one. */
  baseVersion: VersionNumberSchema,
});
export type SavePlatformSettings = z.input<typeof SavePlatformSettingsSchema>;

export const savePlatformSettings = defineEndpoint({
  id: 'portal.savePlatformSettings',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/settings/save',
  access: 'operator:superAdmin',
  summary: '保存平台设置：立即在所有实例生效，并记为新版本（仅超级管理员）',
  body: SavePlatformSettingsSchema,
  data: PlatformSettingsStateSchema,
});

/** Labels of the settings' fields, for the version list and the audit trail. */
export const PLATFORM_SETTING_LABELS: Record<keyof PlatformSettings, string> = {
  platformName: '平台名称',
  slogan: '平台口号',
  logoUrl: '平台标志',
  hotline: '服务热线',
  serviceHours: '服务时间',
  email: '联系邮箱',
  address: '联系地址',
  icpRecord: 'ICP 备案号',
  publicSecurityRecord: '公安备案号',
  copyright: '版权信息',
  sponsor: '主办单位',
  footerLinks: '页脚链接',
  bannerSlides: '首页轮播',
  partnerPlatforms: '合作平台',
  editorialSelfPublish: '允许发布本人撰写的内容',
};
export const PlatformSettingKeySchema = z.enum(
  Object.keys(PLATFORM_SETTING_LABELS) as [keyof PlatformSettings, ...(keyof PlatformSettings)[]],
);

export const PlatformSettingsVersionSchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  savedById: IdSchema.nullable(),
  savedByName: z.string().nullable(),
  /** The version this one restored, if it was a restore. */
  restoredFrom: z.number().int().nullable(),
  /** What this version changed from the one before it. */
  changed: z.array(PlatformSettingKeySchema),
  current: z.boolean(),
});
export type PlatformSettingsVersion = z.infer<typeof PlatformSettingsVersionSchema>;

export const listPlatformSettingsVersions = defineEndpoint({
  id: 'portal.listPlatformSettingsVersions',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/settings/versions',
  access: 'operator:superAdmin',
  summary: '平台设置的历史版本：谁在何时保存，改了什么，新的在前（仅超级管理员）',
  body: PageQuerySchema,
  data: pageSchema(PlatformSettingsVersionSchema),
});

export const restorePlatformSettings = defineEndpoint({
  id: 'portal.restorePlatformSettings',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/settings/restore',
  access: 'operator:superAdmin',
  summary: '恢复平台设置的一个历史版本：作为新版本保存并立即生效（仅超级管理员）',
  body: z.strictObject({ version: VersionNumberSchema, baseVersion: VersionNumberSchema }),
  data: PlatformSettingsStateSchema,
});

export const platformSettingsEndpoints = {
  getPlatformSettings,
  savePlatformSettings,
  listPlatformSettingsVersions,
  restorePlatformSettings,
};
