import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { CLASS_LIST_PAGE_SIZE, PageQuerySchema, pageSchema } from '../paging.ts';
import { KeywordSchema, NeighbourSchema } from './news.ts';
import { IdSchema } from './user.ts';

/** Where a solution or case applies: a county-level division code of Guizhou. */
export const RegionCodeSchema = z
  .string()
  .regex(/^52\d{4}$/, '须为贵州省的行政区划代码（52 开头的 6 位数字）');

/** Solutions and cooperation cases share one shape: a class (tab), a provider, a region, tags and rich text. */
export const ContentClassSchema = z.object({
  id: IdSchema,
  name: z.string(),
  itemCount: z.number().int(),
});
export type ContentClass = z.infer<typeof ContentClassSchema>;

export const ContentSummarySchema = z.object({
  id: IdSchema,
  classId: IdSchema,
  className: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  providerName: z.string(),
  regionName: z.string(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  views: z.number().int(),
});
export type ContentSummary = z.infer<typeof ContentSummarySchema>;

export const ContentDetailSchema = ContentSummarySchema.extend({
  content: z.string(),
  providerTenantId: IdSchema.nullable(),
  /** How to reach the provider: only for signed-in callers, null for visitors. */
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  previous: NeighbourSchema,
  next: NeighbourSchema,
  related: z.array(ContentSummarySchema),
});
export type ContentDetail = z.infer<typeof ContentDetailSchema>;

/** Signed-in callers also see how to reach the provider. */
export const ContentSummaryWithContactSchema = ContentSummarySchema.extend({
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
});

export const ClassListQuerySchema = z.strictObject({
  pageNum: PageQuerySchema.shape.pageNum,
  pageSize: PageQuerySchema.shape.pageSize.default(CLASS_LIST_PAGE_SIZE),
});

export const ContentQuerySchema = PageQuerySchema.extend({
  classId: IdSchema.optional(),
  keyword: KeywordSchema,
}).strict();
export type ContentQuery = z.input<typeof ContentQuerySchema>;

export const HOME_CONTENT_COUNT = 6;
export const OnePageQuerySchema = z
  .strictObject({
    classId: IdSchema.optional(),
    pageSize: z.number().int().min(1).max(12).default(HOME_CONTENT_COUNT),
  })
  .optional();

/**
 * SPEC.md §7 names participant and server lists of solutions and cases. The participant lists are the signed-in lists
 * (`query`, with contacts); the server lists are what the servant's own tenant provides (`serverQuery`), with their
 * own class tabs (`serverClasses`). See docs/decisions/014.
 */
const contentEndpoints = (
  kind: 'rrSolution' | 'rrCooperationCase',
  label: string,
  detailPath: string,
  serverPaths: { page: string; classes: string },
) => {
  const base = `/basics/pc/${kind}`;
  const idPrefix = kind === 'rrSolution' ? 'portal.solution' : 'portal.case';
  return {
    onePage: defineEndpoint({
      id: `${idPrefix}.onePage`,
      module: 'portal',
      method: 'POST',
      path: `${base}/pcOnePageSolution`,
      access: 'public',
      summary: `首页${label}：最新发布的${label}（可按分类）`,
      body: OnePageQuerySchema,
      data: z.array(ContentSummarySchema),
    }),
    classes: defineEndpoint({
      id: `${idPrefix}.classes`,
      module: 'portal',
      method: 'POST',
      path: kind === 'rrSolution' ? `${base}/pcQuerySolutionClass` : `${base}/pcQueryCaseClass`,
      access: 'public',
      summary: `${label}分类（页签），pageSize 取 100`,
      body: ClassListQuerySchema,
      data: pageSchema(ContentClassSchema),
    }),
    query: defineEndpoint({
      id: `${idPrefix}.query`,
      module: 'portal',
      method: 'POST',
      path: `${base}/pcQuerySolution`,
      access: 'signedIn',
      summary: `${label}列表（登录用户，含联系人）：按分类、关键词筛选，分页`,
      body: ContentQuerySchema,
      data: pageSchema(ContentSummaryWithContactSchema),
    }),
    queryNoRole: defineEndpoint({
      id: `${idPrefix}.queryNoRole`,
      module: 'portal',
      method: 'POST',
      path: `${base}/pcQuerySolutionNoRole`,
      access: 'public',
      summary: `${label}列表（公开）：按分类、关键词筛选，分页`,
      body: ContentQuerySchema,
      data: pageSchema(ContentSummarySchema),
    }),
    serverClasses: defineEndpoint({
      id: `${idPrefix}.serverClasses`,
      module: 'portal',
      method: 'POST',
      path: `${base}/${serverPaths.classes}`,
      access: 'servant',
      summary: `服务商工作台：本主体${label}的分类页签（各分类下本主体的数量），pageSize 取 100`,
      body: ClassListQuerySchema,
      data: pageSchema(ContentClassSchema),
    }),
    serverQuery: defineEndpoint({
      id: `${idPrefix}.serverQuery`,
      module: 'portal',
      method: 'POST',
      path: `${base}/${serverPaths.page}`,
      access: 'servant',
      summary: `服务商工作台：本主体提供的${label}（含联系人），按分类、关键词筛选，分页`,
      body: ContentQuerySchema,
      data: pageSchema(ContentSummaryWithContactSchema),
    }),
    detail: defineEndpoint({
      id: `${idPrefix}.detail`,
      module: 'portal',
      method: 'GET',
      path: `${base}/${detailPath}`,
      access: 'public',
      summary: `${label}详情（计一次浏览），含上一篇、下一篇与相关推荐`,
      query: z.strictObject({ id: IdSchema }),
      data: ContentDetailSchema,
    }),
  };
};

export const solutionEndpoints = contentEndpoints('rrSolution', '解决方案', 'byIdQuerySolutionDetail', {
  page: 'serverSolutionPage',
  classes: 'serverSolutionClass',
});
export const caseEndpoints = contentEndpoints('rrCooperationCase', '合作案例', 'byIdQueryCaseDetail', {
  page: 'serverCasePage',
  classes: 'serverCaseClass',
});
