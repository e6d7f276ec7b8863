import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OwnWorkSchema } from '../operator-roles.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { OWN_IMAGE_PATH } from './files.ts';
import { NewsCategorySchema, NewsDetailSchema } from './news.ts';
import { ContentDetailSchema, RegionCodeSchema } from './solutions.ts';
import { IdSchema } from './user.ts';

/**
 * 内容管理 (issue 20): news, solutions and cases as operators write, review, schedule and publish them. Each item keeps
 * every saved version, immutable; what visitors read is the version last published, copied into the public tables,
 * so an edit in progress never shows on the portal. 内容编辑 write and submit; 内容审核 publish, schedule, return and
 * withdraw; nobody publishes a version they wrote unless the platform setting allows it.
 */

export const EDITORIAL_KINDS = ['news', 'solution', 'case'] as const;
export const EditorialKindSchema = z.enum(EDITORIAL_KINDS, '未知的内容类型');
export type EditorialKind = z.infer<typeof EditorialKindSchema>;
export const EDITORIAL_KIND_NAME: Record<EditorialKind, string> = {
  news: '资讯',
  solution: '解决方案',
  case: '合作案例',
};

export const EDITORIAL_STATES = ['draft', 'pending', 'scheduled', 'published', 'withdrawn'] as const;
export const EditorialStateSchema = z.enum(EDITORIAL_STATES, '未知的内容状态');
export type EditorialState = z.infer<typeof EditorialStateSchema>;
export const EDITORIAL_STATE_NAME: Record<EditorialState, string> = {
  draft: '草稿',
  pending: '待审核',
  scheduled: '已排期',
  published: '已发布',
  withdrawn: '已撤回',
};

/** The longest body a version may hold, after the server's sanitising (about a hundred printed pages). */
export const EDITORIAL_CONTENT_MAX = 200_000;

const line = (label: string, max: number) =>
  z
    .string(`${label}须为文字`)
    .trim()
    .max(max, `${label}最多 ${max} 个字`)
    .refine((value) => !/\p{Cc}/u.test(value), `${label}不能包含控制字符`);
const requiredLine = (label: string, max: number) => line(label, max).min(1, `请填写${label}`);

/** Cover pictures are the portal's own public image uploads, never another site's. */
const CoverUrlSchema = z.string().regex(OWN_IMAGE_PATH, '封面须上传到本平台').nullable();

const RichTextSchema = z
  .string('正文须为文字')
  .max(EDITORIAL_CONTENT_MAX * 2, '正文过长')
  .refine((value) => value.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\s/i.test(value), '请填写正文');

/** When visitors are told it was published; empty: the moment it is first published. */
const PublishedAtSchema = z.iso.datetime({ offset: true, error: '发布时间格式不正确' }).nullable();

const commonFields = {
  title: requiredLine('标题', 100),
  summary: line('摘要', 300),
  coverUrl: CoverUrlSchema,
  content: RichTextSchema,
  publishedAt: PublishedAtSchema,
};

export const NewsFieldsSchema = z.strictObject({
  kind: z.literal('news'),
  ...commonFields,
  category: NewsCategorySchema,
  source: requiredLine('来源', 50),
  author: line('作者', 30),
});

export const ContentFieldsSchema = z.strictObject({
  kind: z.enum(['solution', 'case']),
  ...commonFields,
  classId: IdSchema,
  providerName: requiredLine('提供方', 60),
  regionCode: RegionCodeSchema,
  tags: z.array(requiredLine('标签', 12)).max(8, '标签最多 8 个'),
  contactName: line('联系人', 20),
  contactPhone: line('联系电话', 20).refine(
    (value) => value === '' || /^[\d+\-() ]{5,20}$/.test(value),
    '联系电话只能包含数字、空格和 + - ( )',
  ),
});

/** What one version holds: everything a visitor will read of the item. */
export const EditorialFieldsSchema = z.discriminatedUnion('kind', [NewsFieldsSchema, ContentFieldsSchema]);
export type EditorialFields = z.infer<typeof EditorialFieldsSchema>;
export type NewsFields = z.infer<typeof NewsFieldsSchema>;
export type ContentFields = z.infer<typeof ContentFieldsSchema>;

export const EditorialItemSummarySchema = z.object({
  id: IdSchema,
  kind: EditorialKindSchema,
  title: z.string(),
  state: EditorialStateSchema,
  /** The newest version: what an editor works on. */
  workingVersion: z.number().int(),
  /** The version visitors read; null while nothing is on the portal. */
  publishedVersion: z.number().int().nullable(),
  scheduledAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export type EditorialItemSummary = z.infer<typeof EditorialItemSummarySchema>;

export const EditorialItemSchema = EditorialItemSummarySchema.extend({
  fields: EditorialFieldsSchema,
  /** Who wrote the working version: they may not publish it (four eyes). */
  workingAuthorId: IdSchema,
  workingAuthorName: z.string(),
  /**
   * Who wrote the versions since the last publication (a restored version counts its source's author): none of them
   * may publish the working version (four eyes).
   */
  pendingAuthorIds: z.array(IdSchema),
  /** The version a schedule will publish. */
  scheduledVersion: z.number().int().nullable(),
  /** Why a reviewer sent the version back, until it is saved again. */
  returnReason: z.string().nullable(),
  /** Whether the platform lets an operator publish what they wrote (平台设置, for a platform with one operator). */
  selfPublishAllowed: z.boolean(),
  /** Why the operator reading it may not decide on it (a solution or case of their own tenant); null when they may. */
  ownWork: OwnWorkSchema.nullable(),
});
export type EditorialItem = z.infer<typeof EditorialItemSchema>;

export const EditorialVersionSchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  authorName: z.string(),
  /** What made it: 新建, 修改, or 恢复自版本 N. */
  note: z.string(),
  fields: EditorialFieldsSchema,
});
export type EditorialVersion = z.infer<typeof EditorialVersionSchema>;

export const EditorialVersionSummarySchema = EditorialVersionSchema.omit({ fields: true }).extend({
  title: z.string(),
});
export type EditorialVersionSummary = z.infer<typeof EditorialVersionSummarySchema>;

export const EditorialListQuerySchema = PageQuerySchema.extend({
  kind: EditorialKindSchema.optional(),
  state: EditorialStateSchema.optional(),
  keyword: z.string().trim().max(50, '关键词最多 50 个字').optional(),
}).strict();
export type EditorialListQuery = z.input<typeof EditorialListQuerySchema>;

const VersionSchema = z.number('版本号须为数字').int('版本号须为整数').min(1).max(2_147_483_647);
const ReasonSchema = requiredLine('原因', 200);

/** The furthest ahead a publication may be scheduled. */
export const EDITORIAL_SCHEDULE_MAX_DAYS = 366;
export const PREVIEW_LINK_MAX_MINUTES = 7 * 24 * 60;

const ItemVersionSchema = z.strictObject({ id: IdSchema, version: VersionSchema });

export const listEditorialItems = defineEndpoint({
  id: 'portal.editorial.list',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/editorial/list',
  access: 'editorial',
  summary: '内容管理：资讯、解决方案与合作案例（含草稿、待审核、已排期、已撤回），最近修改的在前',
  body: EditorialListQuerySchema,
  data: pageSchema(EditorialItemSummarySchema),
});

export const getEditorialItem = defineEndpoint({
  id: 'portal.editorial.item',
  module: 'portal',
  method: 'GET',
  path: '/basics/admin/editorial/item',
  access: 'editorial',
  summary: '内容管理：一条内容的当前版本与状态',
  query: z.strictObject({ id: IdSchema }),
  data: EditorialItemSchema,
});

export const createEditorialItem = defineEndpoint({
  id: 'portal.editorial.create',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/editorial/create',
  access: 'operator:contentEditor',
  summary: '内容管理：新建一条内容（草稿，版本 1）',
  body: z.strictObject({ fields: EditorialFieldsSchema }),
  data: EditorialItemSchema,
});

export const saveEditorialItem = defineEndpoint({
  id: 'portal.editorial.save',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/editorial/save',
  access: 'operator:contentEditor',
  summary: '内容管理：保存为新版本（回到草稿；已发布的版本留在门户上直到新版本发布）',
  body: z.strictObject({ id: IdSchema, baseVersion: VersionSchema, fields: EditorialFieldsSchema }),
  data: EditorialItemSchema,
});

export const submitEditorialItem = defineEndpoint({
  id: 'portal.editorial.submit',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/editorial/submit',
  access: 'operator:contentEditor',
  summary: '内容管理：提交审核',
  body: ItemVersionSchema,
  data: EditorialItemSchema,
});

export const publishEditorialItem = defineEndpoint({
  id: 'portal.editorial.publish',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/editorial/publish',
  access: 'operator:contentReviewer',
  summary: '内容管理：审核通过并立即发布（不能发布本人撰写的版本）',
  body: ItemVersionSchema,
  data: EditorialItemSchema,
});

export const scheduleEditorialItem = defineEndpoint({
  id: 'portal.editorial.schedule',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/editorial/schedule',
  access: 'operator:contentReviewer',
  summary: '内容管理：审核通过并定时发布；再次排期替换原定时间',
  body: ItemVersionSchema.extend({
    at: z.iso.datetime({ offset: true, error: '发布时间格式不正确' }),
  }),
  data: EditorialItemSchema,
});

export const returnEditorialItem = defineEndpoint({
  id: 'portal.editorial.return',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/editorial/return',
  access: 'operator:contentReviewer',
  summary: '内容管理：退回修改（回到草稿，附原因）',
  body: ItemVersionSchema.extend({ reason: ReasonSchema }),
  data: EditorialItemSchema,
});

export const withdrawEditorialItem = defineEndpoint({
  id: 'portal.editorial.withdraw',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/editorial/withdraw',
  access: 'operator:contentReviewer',
  summary: '内容管理：撤回（从门户撤下，取消排期）',
  body: z.strictObject({ id: IdSchema, reason: ReasonSchema }),
  data: EditorialItemSchema,
});

export const listEditorialVersions = defineEndpoint({
  id: 'portal.editorial.versions',
  module: 'portal',
  method: 'GET',
  path: '/basics/admin/editorial/versions',
  access: 'editorial',
  summary: '内容管理：一条内容的全部版本，新的在前',
  query: z.strictObject({ id: IdSchema }),
  data: z.array(EditorialVersionSummarySchema),
});

export const getEditorialVersion = defineEndpoint({
  id: 'portal.editorial.version',
  module: 'portal',
  method: 'GET',
  path: '/basics/admin/editorial/version',
  access: 'editorial',
  summary: '内容管理：某一版本的全部字段（用于比较两个版本）',
  query: z.strictObject({ id: IdSchema, version: z.coerce.number().int().min(1).max(2_147_483_647) }),
  data: EditorialVersionSchema,
});

export const restoreEditorialVersion = defineEndpoint({
  id: 'portal.editorial.restore',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/editorial/restore',
  access: 'operator:contentEditor',
  summary: '内容管理：把旧版本恢复为新的草稿版本（不会发布）',
  body: ItemVersionSchema.extend({ baseVersion: VersionSchema }),
  data: EditorialItemSchema,
});

export const PreviewLinkSchema = z.object({
  /** Path and query of the preview page: opens without signing in until it expires. */
  path: z.string(),
  expiresAt: z.string(),
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

export const createPreviewLink = defineEndpoint({
  id: 'portal.editorial.previewLink',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/editorial/previewLink',
  access: 'editorial',
  summary: '内容管理：生成某一版本的预览链接（有效期内无需登录即可打开）',
  body: ItemVersionSchema.extend({
    validMinutes: z
      .number('有效期须为数字')
      .int('有效期须为整数分钟')
      .min(1, '有效期至少 1 分钟')
      .max(PREVIEW_LINK_MAX_MINUTES, '有效期最长 7 天'),
  }),
  data: PreviewLinkSchema,
});

/** A preview answers with what the detail page of its kind would show. */
export const PreviewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('news'),
    version: z.number().int(),
    expiresAt: z.string(),
    news: NewsDetailSchema,
  }),
  z.object({
    kind: z.enum(['solution', 'case']),
    version: z.number().int(),
    expiresAt: z.string(),
    content: ContentDetailSchema,
  }),
]);
export type Preview = z.infer<typeof PreviewSchema>;

export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const getPreview = defineEndpoint({
  id: 'portal.editorial.preview',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/preview',
  access: 'public',
  summary: '内容预览：凭预览链接读取草稿（过期即失效，不进入站点地图）',
  query: z.strictObject({ token: z.string().regex(PREVIEW_TOKEN_PATTERN, '预览链接无效') }),
  data: PreviewSchema,
});

/** 分类管理: the classes (tabs) of solutions and cases, as 内容编辑 keep them. */
export const ContentClassKindSchema = z.enum(['solution', 'case'], '未知的分类类型');

export const EditorialClassSchema = z.object({
  id: IdSchema,
  kind: ContentClassKindSchema,
  name: z.string(),
  sort: z.number().int(),
  /** Items (any state, any version) filed under it: a class in use cannot be removed. */
  itemCount: z.number().int(),
});
export type EditorialClass = z.infer<typeof EditorialClassSchema>;

export const CONTENT_CLASS_NAME_MAX = 12;

export const listEditorialClasses = defineEndpoint({
  id: 'portal.editorial.classes',
  module: 'portal',
  method: 'GET',
  path: '/basics/admin/editorial/classes',
  access: 'editorial',
  summary: '分类管理：解决方案或合作案例的分类，按排序',
  query: z.strictObject({ kind: ContentClassKindSchema }),
  data: z.array(EditorialClassSchema),
});

export const saveEditorialClass = defineEndpoint({
  id: 'portal.editorial.saveClass',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/editorial/class/save',
  access: 'operator:contentEditor',
  summary: '分类管理：新建或修改一个分类（名称、排序）',
  body: z.strictObject({
    id: IdSchema.optional(),
    kind: ContentClassKindSchema,
    name: requiredLine('分类名称', CONTENT_CLASS_NAME_MAX),
    sort: z.number('排序须为数字').int('排序须为整数').min(0, '排序不能小于 0').max(999, '排序不能大于 999'),
  }),
  data: EditorialClassSchema,
});

export const deleteEditorialClass = defineEndpoint({
  id: 'portal.editorial.deleteClass',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/editorial/class/delete',
  access: 'operator:contentEditor',
  summary: '分类管理：删除一个没有任何内容的分类',
  body: z.strictObject({ id: IdSchema }),
  data: z.object({ id: IdSchema }),
});

export const editorialEndpoints = {
  listEditorialItems,
  getEditorialItem,
  createEditorialItem,
  saveEditorialItem,
  submitEditorialItem,
  publishEditorialItem,
  scheduleEditorialItem,
  returnEditorialItem,
  withdrawEditorialItem,
  listEditorialVersions,
  getEditorialVersion,
  restoreEditorialVersion,
  createPreviewLink,
  getPreview,
  listEditorialClasses,
  saveEditorialClass,
  deleteEditorialClass,
};
