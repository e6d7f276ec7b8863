import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { IdSchema } from './user.ts';

export const NEWS_CATEGORIES = [
  { code: 'policy', name: '政策解读' },
  { code: 'work', name: '工作动态' },
  { code: 'industry', name: '产业发展' },
  { code: 'village', name: '乡村建设' },
  { code: 'notice', name: '通知公告' },
] as const;
export const NEWS_CATEGORY_CODES = NEWS_CATEGORIES.map((c) => c.code) as [
  (typeof NEWS_CATEGORIES)[number]['code'],
  ...(typeof NEWS_CATEGORIES)[number]['code'][],
];
export const NewsCategorySchema = z.enum(NEWS_CATEGORY_CODES);
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

export const KeywordSchema = z
  .string()
  .trim()
  .max(50, '关键词最多 50 个字')
  .optional()
  .transform((value) => (value ? value : undefined));

const DateSchema = z.iso.date('日期格式应为 YYYY-MM-DD');

export const NewsSummarySchema = z.object({
  newsId: IdSchema,
  category: NewsCategorySchema,
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  source: z.string(),
  publishedAt: z.string(),
  views: z.number().int(),
});
export type NewsSummary = z.infer<typeof NewsSummarySchema>;

export const NeighbourSchema = z.object({ id: IdSchema, title: z.string() }).nullable();

export const NewsDetailSchema = NewsSummarySchema.extend({
  author: z.string(),
  /** Sanitised HTML: produced by the server's allow-list, safe to render. */
  content: z.string(),
  previous: NeighbourSchema,
  next: NeighbourSchema,
});
export type NewsDetail = z.infer<typeof NewsDetailSchema>;

export const NewsListQuerySchema = PageQuerySchema.extend({
  category: NewsCategorySchema.optional(),
  keyword: KeywordSchema,
  startDate: DateSchema.optional(),
  endDate: DateSchema.optional(),
})
  .strict()
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: '开始日期不能晚于结束日期',
    path: ['endDate'],
  });
export type NewsListQuery = z.input<typeof NewsListQuerySchema>;

export const HOME_NEWS_COUNT = 8;

export const getHomePageNews = defineEndpoint({
  id: 'portal.homePageNews',
  module: 'portal',
  method: 'POST',
  path: '/basics/pc/news/homePageNews',
  access: 'public',
  summary: '首页资讯：最新发布的资讯（含封面），按发布时间倒序',
  body: z.strictObject({ category: NewsCategorySchema.optional() }).optional(),
  data: z.array(NewsSummarySchema),
});

export const listNews = defineEndpoint({
  id: 'portal.newsList',
  module: 'portal',
  method: 'POST',
  path: '/basics/pc/news/list',
  access: 'public',
  summary: '资讯列表：按分类、关键词、发布日期筛选，分页',
  body: NewsListQuerySchema,
  data: pageSchema(NewsSummarySchema),
});

export const getNewsInfo = defineEndpoint({
  id: 'portal.newsInfo',
  module: 'portal',
  method: 'POST',
  path: '/basics/pc/news/info',
  access: 'public',
  summary: '资讯详情（计一次浏览），含上一篇、下一篇',
  body: z.strictObject({ newsId: IdSchema }),
  data: NewsDetailSchema,
});
