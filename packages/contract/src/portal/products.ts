import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { MobileSchema } from '../sso/fields.ts';
import {
  areaCodeSchema,
  MyServiceTabSchema,
  PriceModeSchema,
  priceIssues,
  textField,
  YuanSchema,
} from './services.ts';
import { myShelfRowSchema, ShelfIdSchema, ShelfLogEntrySchema, shelfPublishDetailSchema } from './shelf.ts';
import { IdSchema } from './user.ts';

/**
 * Products (SPEC.md §1 product lists, §7 product list and info, participant product list; issue 10): participant
 * tenants list what they grow and make; operators audit them on the same shelf as services (shelf.ts).
 */

export const PRODUCT_CATEGORIES = [
  'tea',
  'fruit',
  'vegetable',
  'grain',
  'livestock',
  'aquatic',
  'mushroom',
  'herb',
  'spice',
  'processed',
  'craft',
] as const;
export const ProductCategorySchema = z.enum(PRODUCT_CATEGORIES, '请选择产品类别');
export type ProductCategory = z.infer<typeof ProductCategorySchema>;
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  tea: '茶叶',
  fruit: '水果',
  vegetable: '蔬菜',
  grain: '粮油',
  livestock: '畜禽肉蛋',
  aquatic: '水产',
  mushroom: '食用菌',
  herb: '中药材',
  spice: '辣椒调味',
  processed: '加工食品',
  craft: '民族工艺品',
};

/** The certifications a buyer looks for (and filters by). */
export const CERTIFICATIONS = ['green', 'organic', 'geo'] as const;
export const CertificationSchema = z.enum(CERTIFICATIONS);
export type Certification = z.infer<typeof CertificationSchema>;
export const CERTIFICATION_LABELS: Record<Certification, string> = {
  green: '绿色食品',
  organic: '有机产品',
  geo: '地理标志',
};

/**
 * A claimed certification with what proves it (issue 24): the certificate's number and a photo of it, uploaded as a
 * private `certificate` file (watermarked for reviewers, like a licence). A claim without either is refused, a draft's
 * too: a certification nobody can check is not saved. The number is shown on the product's page once an operator has
 * checked it against the photo: it is printed on the packaging and buyers can look it up with the certifying body.
 */
export const CertificateNumberSchema = z
  .string('请填写证书编号')
  .trim()
  .min(4, '请填写证书编号，至少 4 个字符')
  .max(40, '证书编号最多 40 个字符')
  .regex(/^[0-9A-Za-z\-—/()（）\u4e00-\u9fa5 ]+$/, '证书编号只能包含汉字、字母、数字、横线、斜线和括号');

export const CertificationClaimSchema = z.strictObject(
  {
    kind: CertificationSchema,
    certificateNumber: CertificateNumberSchema,
    /** A private file of kind `certificate`, uploaded by the one who saves. */
    evidenceFileId: z.uuid('请上传证书照片'),
  },
  '认证须包含类别、证书编号和证书照片',
);
export type CertificationClaim = z.infer<typeof CertificationClaimSchema>;

export const MAX_PRODUCT_IMAGES = 6;

const ProductFieldsSchema = z.strictObject({
  name: textField('产品名称', 2, 40),
  category: ProductCategorySchema,
  regionCode: areaCodeSchema('产地'),
  summary: textField('产品简介', 10, 120),
  description: textField('产品详情', 20, 5000),
  imageFileIds: z
    .array(IdSchema, '请上传产品图片')
    .min(1, '请至少上传 1 张产品图片')
    .max(MAX_PRODUCT_IMAGES, `最多上传 ${MAX_PRODUCT_IMAGES} 张图片`),
  unit: textField('计量单位', 1, 10),
  priceMode: PriceModeSchema,
  priceMin: YuanSchema.nullable(),
  priceMax: YuanSchema.nullable(),
  supplyPeriod: textField('供应期', 2, 30),
  certifications: z
    .array(CertificationClaimSchema, '请选择认证')
    .max(CERTIFICATIONS.length)
    .refine((list) => new Set(list.map((claim) => claim.kind)).size === list.length, '认证不能重复'),
  contactName: textField('联系人', 1, 30),
  contactMobile: MobileSchema,
});

/** A product ready for audit: every field filled and the price consistent with its mode. */
export const ProductFormSchema = ProductFieldsSchema.superRefine((value, context) => {
  for (const issue of priceIssues(value)) context.addIssue({ code: 'custom', ...issue, path: [issue.path] });
});
export type ProductForm = z.infer<typeof ProductFormSchema>;
export const PRODUCT_FIELDS = Object.keys(ProductFieldsSchema.shape) as (keyof ProductForm)[];
export const PRODUCT_FIELD_LABELS: Record<keyof ProductForm, string> = {
  name: '产品名称',
  category: '产品类别',
  regionCode: '产地',
  summary: '产品简介',
  description: '产品详情',
  imageFileIds: '产品图片',
  unit: '计量单位',
  priceMode: '报价方式',
  priceMin: '价格',
  priceMax: '最高价',
  supplyPeriod: '供应期',
  certifications: '认证',
  contactName: '联系人',
  contactMobile: '联系电话',
};

/** saveOrUpdate: a draft needs only its name; `id` names the product to update, none creates one. */
export const ProductDraftSchema = ProductFieldsSchema.partial()
  .extend({ id: IdSchema.optional(), name: textField('产品名称', 2, 40) })
  .superRefine((value, context) => {
    for (const issue of priceIssues(value))
      context.addIssue({ code: 'custom', ...issue, path: [issue.path] });
  });
export type ProductDraft = z.infer<typeof ProductDraftSchema>;

export const ProductCardSchema = z.object({
  id: IdSchema,
  name: z.string(),
  category: ProductCategorySchema,
  regionCode: z.string(),
  regionName: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  unit: z.string(),
  priceMode: PriceModeSchema,
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  supplyPeriod: z.string(),
  certifications: z.array(CertificationSchema),
  tenantId: IdSchema,
  tenantName: z.string(),
  listedAt: z.string(),
  views: z.number().int(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const ProductDetailSchema = ProductCardSchema.extend({
  description: z.string(),
  imageUrls: z.array(z.string()),
  contactName: z.string(),
  contactMobile: z.string(),
  /**
   * The certifications an operator approved with their certificate in view, and their numbers (public: they are
   * printed on the packaging). One listed before evidence was asked for (issue 24) is among `certifications` only.
   */
  checkedCertifications: z.array(z.object({ kind: CertificationSchema, certificateNumber: z.string() })),
  /** The caller's own tenant listed it: no cooperation request to oneself. */
  own: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const PRODUCT_SORTS = ['latest', 'popular', 'priceAsc', 'priceDesc'] as const;
export const ProductSortSchema = z.enum(PRODUCT_SORTS);

export const ProductShelfQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(40, '关键词最多 40 个字').optional(),
  category: ProductCategorySchema.optional(),
  regionCode: z
    .string()
    .regex(/^\d{4}(\d{2})?(\d{3})?$/, '地区编码格式不正确')
    .optional(),
  certification: CertificationSchema.optional(),
  sort: ProductSortSchema.default('latest'),
});
export type ProductShelfQuery = z.infer<typeof ProductShelfQuerySchema>;

export const ProductValuesSchema = z.object({
  name: z.string(),
  category: ProductCategorySchema.nullable(),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  images: z.array(z.object({ fileId: IdSchema, url: z.string() })),
  unit: z.string().nullable(),
  priceMode: PriceModeSchema.nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  supplyPeriod: z.string().nullable(),
  /** As saved; a certification saved before evidence was asked for (issue 24) has neither number nor file. */
  certifications: z.array(
    z.object({
      kind: CertificationSchema,
      certificateNumber: z.string().nullable(),
      evidenceFileId: IdSchema.nullable(),
    }),
  ),
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
});
export type ProductValues = z.infer<typeof ProductValuesSchema>;

export const MyProductRowSchema = myShelfRowSchema(ProductCategorySchema);
export type MyProductRow = z.infer<typeof MyProductRowSchema>;

/** My product as its tenant sees it: the working version, the listed one, and why it was refused. */
export const ProductPublishDetailSchema = shelfPublishDetailSchema(ProductValuesSchema);
export type ProductPublishDetail = z.infer<typeof ProductPublishDetailSchema>;

const product = (path: string) => `/basics/pc/product${path}`;

export const listProducts = defineEndpoint({
  id: 'portal.productList',
  module: 'portal',
  method: 'POST',
  path: product('/list'),
  access: 'signedIn',
  summary: '产品列表：架上的产品，可按类别、产地、认证、关键词筛选与排序',
  body: ProductShelfQuerySchema,
  data: pageSchema(ProductCardSchema),
});

export const getProductInfo = defineEndpoint({
  id: 'portal.productInfo',
  module: 'portal',
  method: 'GET',
  path: product('/info'),
  access: 'signedIn',
  summary: '产品详情（架上的已审核版本，含联系方式）',
  query: z.strictObject({ id: IdSchema }),
  data: ProductDetailSchema,
});

export const listParticipantProducts = defineEndpoint({
  id: 'portal.participantProductList',
  module: 'portal',
  method: 'POST',
  path: product('/participantList'),
  access: 'participant',
  summary: '本主体的产品，按状态分页签，附各页签数量',
  body: PageQuerySchema.extend({ tab: MyServiceTabSchema.default('all') }),
  data: pageSchema(MyProductRowSchema).extend({ counts: z.record(MyServiceTabSchema, z.number().int()) }),
});

export const saveProduct = defineEndpoint({
  id: 'portal.productSaveOrUpdate',
  module: 'portal',
  method: 'POST',
  path: product('/saveOrUpdate'),
  access: 'participant',
  summary: '保存产品（新建或修改）；修改已通过的产品会重新提交审核，架上仍展示已通过的版本',
  body: ProductDraftSchema,
  data: ProductPublishDetailSchema,
});

export const publishProduct = defineEndpoint({
  id: 'portal.productPublish',
  module: 'portal',
  method: 'POST',
  path: product('/publish'),
  access: 'participant',
  summary: '提交产品审核（草稿、被驳回或已下架的产品）；内容须填写完整',
  body: ShelfIdSchema,
  data: ProductPublishDetailSchema,
});

export const getProductPublishDetail = defineEndpoint({
  id: 'portal.productPublishDetail',
  module: 'portal',
  method: 'GET',
  path: product('/publishDetail'),
  access: 'participant',
  summary: '本主体的一项产品：编辑中的版本、架上版本、审核状态与驳回原因',
  query: z.strictObject({ id: IdSchema }),
  data: ProductPublishDetailSchema,
});

export const offShelfProduct = defineEndpoint({
  id: 'portal.productOffShelf',
  module: 'portal',
  method: 'POST',
  path: product('/offShelf'),
  access: 'participant',
  summary: '下架产品（无需审核；重新上架须再次提交审核）',
  body: ShelfIdSchema,
  data: ProductPublishDetailSchema,
});

export const deleteProduct = defineEndpoint({
  id: 'portal.productDelete',
  module: 'portal',
  method: 'POST',
  path: product('/delete'),
  access: 'participant',
  summary: '删除产品（仅草稿、被驳回或已下架的产品）',
  body: ShelfIdSchema,
  data: z.null(),
});

export const listProductAuditLog = defineEndpoint({
  id: 'portal.productAuditLogPage',
  module: 'portal',
  method: 'POST',
  path: product('/auditLogPage'),
  access: 'participant',
  summary: '本主体一项产品的处理记录（最新在前）',
  body: PageQuerySchema.extend({ id: IdSchema }),
  data: pageSchema(ShelfLogEntrySchema),
});

export const getProductCertificateLink = defineEndpoint({
  id: 'portal.productCertificateLink',
  module: 'portal',
  method: 'GET',
  path: product('/certificateLink'),
  access: 'signedIn',
  summary:
    '产品认证证书的临时查看地址（带“仅限本平台审核使用”水印，5 分钟内有效；仅发布主体的成员与平台审核人员）',
  query: z.strictObject({ id: IdSchema, fileId: z.uuid('文件编号格式不正确') }),
  data: z.object({ url: z.string(), expiresInSeconds: z.number().int() }),
});

export const productEndpoints = {
  listProducts,
  getProductInfo,
  listParticipantProducts,
  saveProduct,
  publishProduct,
  getProductPublishDetail,
  offShelfProduct,
  deleteProduct,
  listProductAuditLog,
  getProductCertificateLink,
};
