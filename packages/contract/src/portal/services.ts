import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { MobileSchema } from '../sso/fields.ts';
import { myShelfRowSchema, ShelfIdSchema, ShelfLogEntrySchema, shelfPublishDetailSchema } from './shelf.ts';
import { IdSchema } from './user.ts';

/**
 * The service centre (SPEC.md §1, §4, §7; issue 10): approved tenants publish services, an operator audits them, and
 * every signed-in user finds them on the shelf. The shelf rules are those of shelf.ts.
 */

export const SERVICE_CATEGORIES = [
  'machinery',
  'storage',
  'logistics',
  'processing',
  'training',
  'finance',
  'ecommerce',
  'branding',
  'testing',
  'digital',
] as const;
export const ServiceCategorySchema = z.enum(SERVICE_CATEGORIES, '请选择服务类别');
export type ServiceCategory = z.infer<typeof ServiceCategorySchema>;
export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  machinery: '农机作业',
  storage: '仓储冷链',
  logistics: '物流配送',
  processing: '农产品加工',
  training: '技术培训',
  finance: '金融保险',
  ecommerce: '电商运营',
  branding: '品牌设计',
  testing: '检测认证',
  digital: '数字化服务',
};

/** How a price is quoted: one figure, a range, or 面议 (agreed case by case). */
export const PRICE_MODES = ['fixed', 'range', 'negotiable'] as const;
export const PriceModeSchema = z.enum(PRICE_MODES, '请选择报价方式');
export type PriceMode = z.infer<typeof PriceModeSchema>;
export const PRICE_MODE_LABELS: Record<PriceMode, string> = {
  fixed: '一口价',
  range: '价格区间',
  negotiable: '面议',
};

/** Yuan with at most two decimals, below a hundred million. */
export const YuanSchema = z
  .number('请填写价格')
  .min(0, '价格不能为负数')
  .max(99_999_999, '价格过大')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, '价格最多保留两位小数');

/** A trimmed text field with Chinese messages naming it. */
export const textField = (label: string, min: number, max: number) =>
  z
    .string(`请填写${label}`)
    .trim()
    .min(min, min <= 1 ? `请填写${label}` : `${label}至少 ${min} 个字`)
    .max(max, `${label}最多 ${max} 个字`);

/** A county (6 digits) or township (9 digits) of the national division table; the server checks that it exists. */
export const areaCodeSchema = (what: string) =>
  z.string(`请选择${what}`).regex(/^\d{6}(\d{3})?$/, '请选择到区县或乡镇一级');
export const AreaCodeSchema = areaCodeSchema('服务地区');

export const MAX_SERVICE_IMAGES = 6;

const ServiceFieldsSchema = z.strictObject({
  name: textField('服务名称', 2, 40),
  category: ServiceCategorySchema,
  regionCode: AreaCodeSchema,
  summary: textField('服务简介', 10, 120),
  description: textField('服务详情', 20, 5000),
  imageFileIds: z
    .array(IdSchema, '请上传服务图片')
    .min(1, '请至少上传 1 张服务图片')
    .max(MAX_SERVICE_IMAGES, `最多上传 ${MAX_SERVICE_IMAGES} 张图片`),
  priceMode: PriceModeSchema,
  priceMin: YuanSchema.nullable(),
  priceMax: YuanSchema.nullable(),
  unit: z.string().trim().max(10, '计价单位最多 10 个字').nullable(),
  contactName: textField('联系人', 1, 30),
  contactMobile: MobileSchema,
});

/** The price fields must agree with the mode: one figure, a rising range, or none. */
export const priceIssues = (value: {
  priceMode?: PriceMode | undefined;
  priceMin?: number | null | undefined;
  priceMax?: number | null | undefined;
}): { path: string; message: string }[] => {
  if (value.priceMode === 'fixed' && value.priceMin == null)
    return [{ path: 'priceMin', message: '请填写价格' }];
  if (value.priceMode === 'range') {
    if (value.priceMin == null) return [{ path: 'priceMin', message: '请填写最低价' }];
    if (value.priceMax == null) return [{ path: 'priceMax', message: '请填写最高价' }];
    if (value.priceMax < value.priceMin) return [{ path: 'priceMax', message: '最高价不能低于最低价' }];
  }
  return [];
};

/** A service ready for audit: every field filled and the price consistent. */
export const ServiceFormSchema = ServiceFieldsSchema.superRefine((value, context) => {
  for (const issue of priceIssues(value)) context.addIssue({ code: 'custom', ...issue, path: [issue.path] });
});
export type ServiceForm = z.infer<typeof ServiceFormSchema>;
export const SERVICE_FIELDS = Object.keys(ServiceFieldsSchema.shape) as (keyof ServiceForm)[];
export const SERVICE_FIELD_LABELS: Record<keyof ServiceForm, string> = {
  name: '服务名称',
  category: '服务类别',
  regionCode: '服务地区',
  summary: '服务简介',
  description: '服务详情',
  imageFileIds: '服务图片',
  priceMode: '报价方式',
  priceMin: '价格',
  priceMax: '最高价',
  unit: '计价单位',
  contactName: '联系人',
  contactMobile: '联系电话',
};

/** saveOrUpdate: a draft needs only its name; `id` names the service to update, none creates one. */
export const ServiceDraftSchema = ServiceFieldsSchema.partial()
  .extend({ id: IdSchema.optional(), name: textField('服务名称', 2, 40) })
  .superRefine((value, context) => {
    for (const issue of priceIssues(value))
      context.addIssue({ code: 'custom', ...issue, path: [issue.path] });
  });
export type ServiceDraft = z.infer<typeof ServiceDraftSchema>;

/** What the shelf shows of a service (the approved version). */
export const ServiceCardSchema = z.object({
  id: IdSchema,
  name: z.string(),
  category: ServiceCategorySchema,
  regionCode: z.string(),
  regionName: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  priceMode: PriceModeSchema,
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  unit: z.string().nullable(),
  tenantId: IdSchema,
  tenantName: z.string(),
  listedAt: z.string(),
  views: z.number().int(),
});
export type ServiceCard = z.infer<typeof ServiceCardSchema>;

export const ServiceDetailSchema = ServiceCardSchema.extend({
  description: z.string(),
  imageUrls: z.array(z.string()),
  contactName: z.string(),
  contactMobile: z.string(),
  /** The caller's own tenant published it: no cooperation request to oneself. */
  own: z.boolean(),
});
export type ServiceDetail = z.infer<typeof ServiceDetailSchema>;

export const SERVICE_SORTS = ['latest', 'popular', 'priceAsc', 'priceDesc'] as const;
export const ServiceSortSchema = z.enum(SERVICE_SORTS);
export const SERVICE_SORT_LABELS: Record<z.infer<typeof ServiceSortSchema>, string> = {
  latest: '最新发布',
  popular: '最多浏览',
  priceAsc: '价格从低到高',
  priceDesc: '价格从高到低',
};

export const ServiceShelfQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(40, '关键词最多 40 个字').optional(),
  category: ServiceCategorySchema.optional(),
  /** A prefecture, county or township: everything inside it matches. */
  regionCode: z
    .string()
    .regex(/^\d{4}(\d{2})?(\d{3})?$/, '地区编码格式不正确')
    .optional(),
  sort: ServiceSortSchema.default('latest'),
});
export type ServiceShelfQuery = z.infer<typeof ServiceShelfQuerySchema>;

/** The values of one version of a service, as saved: a draft may leave fields empty. */
export const ServiceValuesSchema = z.object({
  name: z.string(),
  category: ServiceCategorySchema.nullable(),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  images: z.array(z.object({ fileId: IdSchema, url: z.string() })),
  priceMode: PriceModeSchema.nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  unit: z.string().nullable(),
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
});
export type ServiceValues = z.infer<typeof ServiceValuesSchema>;

/** One of my services in the list of what my tenant published. */
export const MyServiceRowSchema = myShelfRowSchema(ServiceCategorySchema);
export type MyServiceRow = z.infer<typeof MyServiceRowSchema>;

export const MY_SERVICE_TABS = ['all', 'draft', 'pending', 'onShelf', 'rejected', 'offShelf'] as const;
export const MyServiceTabSchema = z.enum(MY_SERVICE_TABS);
export type MyServiceTab = z.infer<typeof MyServiceTabSchema>;
export const MY_SERVICE_TAB_LABELS: Record<MyServiceTab, string> = {
  all: '全部',
  draft: '草稿',
  pending: '待审核',
  onShelf: '已上架',
  rejected: '已驳回',
  offShelf: '已下架',
};

/** My service as its publisher sees it: the working version, the listed one, and why it was refused. */
export const ServicePublishDetailSchema = shelfPublishDetailSchema(ServiceValuesSchema);
export type ServicePublishDetail = z.infer<typeof ServicePublishDetailSchema>;

const serviceCenter = (path: string) => `/basics/pc/serviceCenter${path}`;

export const listServiceShelf = defineEndpoint({
  id: 'portal.serviceCenterPage',
  module: 'portal',
  method: 'POST',
  path: serviceCenter('/page'),
  access: 'signedIn',
  summary: '服务中心：架上的服务，可按类别、地区、关键词筛选与排序',
  body: ServiceShelfQuerySchema,
  data: pageSchema(ServiceCardSchema),
});

export const getServiceDetail = defineEndpoint({
  id: 'portal.serviceCenterDetail',
  module: 'portal',
  method: 'GET',
  path: serviceCenter('/detail'),
  access: 'signedIn',
  summary: '服务详情（架上的已审核版本，含联系方式）',
  query: z.strictObject({ id: IdSchema }),
  data: ServiceDetailSchema,
});

export const saveService = defineEndpoint({
  id: 'portal.serviceSaveOrUpdate',
  module: 'portal',
  method: 'POST',
  path: serviceCenter('/saveOrUpdate'),
  access: 'settled',
  summary: '保存服务（新建或修改）；修改已通过的服务会重新提交审核，架上仍展示已通过的版本',
  body: ServiceDraftSchema,
  data: ServicePublishDetailSchema,
});

export const publishService = defineEndpoint({
  id: 'portal.servicePublish',
  module: 'portal',
  method: 'POST',
  path: serviceCenter('/publish'),
  access: 'settled',
  summary: '提交服务审核（草稿、被驳回或已下架的服务）；内容须填写完整',
  body: ShelfIdSchema,
  data: ServicePublishDetailSchema,
});

export const getServicePublishDetail = defineEndpoint({
  id: 'portal.servicePublishDetail',
  module: 'portal',
  method: 'GET',
  path: serviceCenter('/publishDetail'),
  access: 'settled',
  summary: '本主体发布的一项服务：编辑中的版本、架上版本、审核状态与驳回原因',
  query: z.strictObject({ id: IdSchema }),
  data: ServicePublishDetailSchema,
});

export const deleteService = defineEndpoint({
  id: 'portal.serviceDelete',
  module: 'portal',
  method: 'POST',
  path: serviceCenter('/delete'),
  access: 'settled',
  summary: '删除服务（仅草稿、被驳回或已下架的服务）',
  body: ShelfIdSchema,
  data: z.null(),
});

export const offShelfService = defineEndpoint({
  id: 'portal.serviceOffShelf',
  module: 'portal',
  method: 'POST',
  path: serviceCenter('/offShelf'),
  access: 'settled',
  summary: '下架服务（无需审核；重新上架须再次提交审核）',
  body: ShelfIdSchema,
  data: ServicePublishDetailSchema,
});

export const listMyServices = defineEndpoint({
  id: 'portal.serviceMyPublishPage',
  module: 'portal',
  method: 'POST',
  path: serviceCenter('/myPublishPage'),
  access: 'settled',
  summary: '本主体发布的服务，按状态分页签，附各页签数量',
  body: PageQuerySchema.extend({ tab: MyServiceTabSchema.default('all') }),
  data: pageSchema(MyServiceRowSchema).extend({ counts: z.record(MyServiceTabSchema, z.number().int()) }),
});

export const listServiceAuditLog = defineEndpoint({
  id: 'portal.serviceAuditLogPage',
  module: 'portal',
  method: 'POST',
  path: serviceCenter('/auditLogPage'),
  access: 'settled',
  summary: '本主体一项服务的处理记录（最新在前）',
  body: PageQuerySchema.extend({ id: IdSchema }),
  data: pageSchema(ShelfLogEntrySchema),
});

export const serviceEndpoints = {
  listServiceShelf,
  getServiceDetail,
  saveService,
  publishService,
  getServicePublishDetail,
  deleteService,
  offShelfService,
  listMyServices,
  listServiceAuditLog,
};
