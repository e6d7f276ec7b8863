import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { ShelfKindSchema } from './shelf.ts';
import { IdSchema } from './user.ts';

/**
 * The data centre (数据中心, SPEC.md §2 `/participants/data-center`, issue 22): a tenant's own figures over a date
 * range, and the same over the whole platform for operators; every chart's data, and the records behind them, as CSV
 * or XLSX. Small exports are made at once; large ones run as a job that reports its progress on the live channel and
 * ends with a 「导出完成」 message.
 */

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export const GranularitySchema = z.enum(GRANULARITIES, '统计粒度只能是 day、week 或 month');
export type Granularity = z.infer<typeof GranularitySchema>;
export const GRANULARITY_LABELS: Record<Granularity, string> = { day: '按日', week: '按周', month: '按月' };

/** The most periods one chart shows: a year by day, about four years by week, ten years by month. */
export const MAX_PERIODS: Record<Granularity, number> = { day: 366, week: 210, month: 120 };

/** Days in China Standard Time, the calendar the platform's users count in. */
export const DATA_CENTER_TIME_ZONE = 'Asia/Shanghai';

const DaySchema = z
  .string('请选择日期')
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, '日期不存在')
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', '日期须在 2000 年至 2100 年之间');

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** How many periods of this granularity the range [from, to] touches. */
export const periodCount = (from: string, to: string, granularity: Granularity): number => {
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (granularity === 'day') return days;
  if (granularity === 'week') {
    // weeks run Monday to Sunday; 1970-01-01, day 0, was a Thursday
    const monday = (day: number) => day - ((day + 3) % 7);
    return (monday(dayNumber(to)) - monday(dayNumber(from))) / 7 + 1;
  }
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
};

const rangeShape = {
  from: DaySchema,
  to: DaySchema,
  granularity: GranularitySchema.default('day'),
};

const checkRange = (value: { from: string; to: string; granularity: Granularity }, ctx: z.RefinementCtx) => {
  if (value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: '结束日期不能早于开始日期' });
    return;
  }
  const periods = periodCount(value.from, value.to, value.granularity);
  const most = MAX_PERIODS[value.granularity];
  if (periods > most) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `${GRANULARITY_LABELS[value.granularity]}统计最多 ${most} 个周期，请缩短日期范围或改用更粗的粒度`,
    });
  }
};

/** A prefecture (市、州) of Guizhou by its six-digit code, e.g. 522600 黔东南州. */
const PrefectureCodeSchema = z
  .string()
  .regex(/^52\d{2}00$/, '地区须为贵州省市（州）的行政区划代码，例如 522600');

/** What narrows the operators' platform-wide view; a tenant's own view is always its own. */
const platformFilterShape = {
  tenantId: IdSchema.optional(),
  regionCode: PrefectureCodeSchema.optional(),
  category: z.string().trim().min(1).max(40).optional(),
};

export const TenantFiguresQuerySchema = z.object(rangeShape).superRefine(checkRange);
export const PlatformFiguresQuerySchema = z
  .object({ ...rangeShape, ...platformFilterShape })
  .superRefine(checkRange);
export type TenantFiguresQuery = z.infer<typeof TenantFiguresQuerySchema>;
export type PlatformFiguresQuery = z.infer<typeof PlatformFiguresQuerySchema>;

/** An item's place in its life: the audit state and the shelf state together. */
export const ShelfStateCountSchema = z.object({
  kind: ShelfKindSchema,
  audit: z.enum(['draft', 'pending', 'approved', 'rejected']),
  shelf: z.enum(['none', 'on', 'off']),
  count: z.number().int().min(0),
});

export const FiguresSchema = z.object({
  /** The first day of each period in the range, in order: every series below has one entry per period. */
  periods: z.array(z.string()),
  shelf: z.object({
    byState: z.array(ShelfStateCountSchema),
    /** Items created per period. */
    created: z.array(
      z.object({ period: z.string(), services: z.number().int(), products: z.number().int() }),
    ),
  }),
  /** The most viewed items (views since they were listed; the platform keeps no daily log of views yet). */
  views: z.object({
    top: z.array(
      z.object({ itemId: IdSchema, kind: ShelfKindSchema, name: z.string(), views: z.number().int().min(0) }),
    ),
    total: z.number().int().min(0),
  }),
  cooperation: z.object({
    periods: z.array(
      z.object({
        period: z.string(),
        received: z.number().int(),
        replied: z.number().int(),
        /** Median hours from request to reply of the requests received in the period that were replied to. */
        medianReplyHours: z.number().nullable(),
      }),
    ),
    received: z.number().int(),
    replied: z.number().int(),
    medianReplyHours: z.number().nullable(),
  }),
  reports: z.object({
    periods: z.array(
      z.object({
        period: z.string(),
        received: z.number().int(),
        upheld: z.number().int(),
        dismissed: z.number().int(),
      }),
    ),
    received: z.number().int(),
    open: z.number().int(),
  }),
  /** Fed by outside systems through the ingest API, matched to tenants by name. */
  sales: z.object({
    periods: z.array(z.object({ period: z.string(), amount: z.number(), count: z.number().int() })),
    amount: z.number(),
    count: z.number().int(),
    /** When the newest sale in scope was made, as its sender reported it (null: no sale in scope yet). */
    latestSaleAt: z.string().nullable(),
    /** True when a category filter is set: sales carry no category, so they are not narrowed by it. */
    categoryIgnored: z.boolean(),
    /**
     * True when another settled tenant bears the same name: sales name their tenant by name, so neither tenant's
     * figures include them.
     */
    nameShared: z.boolean(),
  }),
});
export type Figures = z.infer<typeof FiguresSchema>;

export const PlatformFilterOptionsSchema = z.object({
  tenants: z.array(z.object({ tenantId: IdSchema, name: z.string() })),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
  categories: z.array(z.object({ code: z.string(), name: z.string(), kind: ShelfKindSchema })),
});

export const getTenantFigures = defineEndpoint({
  id: 'portal.tenantFigures',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/data-center/figures',
  access: 'participant',
  summary: '数据中心：当前主体在日期范围内的产品服务、浏览、合作请求、举报与销售数据',
  query: TenantFiguresQuerySchema,
  data: FiguresSchema.extend({ tenantName: z.string() }),
});

export const getPlatformFigures = defineEndpoint({
  id: 'portal.platformFigures',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/admin/data-center/figures',
  access: 'operator',
  summary: '运营数据中心：全平台的同一组数据，可按主体、地区与品类筛选；附筛选项',
  query: PlatformFiguresQuerySchema,
  data: FiguresSchema.extend({ options: PlatformFilterOptionsSchema }),
});

// ---- exports ----

/** At most this many rows are made while the browser waits; more run as a job (issue 22). */
export const EXPORT_IMMEDIATE_ROWS = 10_000;
/** Rows of data on one worksheet: Excel's 1,048,576 less the header row. Past it the export goes on on a new sheet. */
export const XLSX_SHEET_ROWS = 1_048_575;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS, '导出格式只能是 csv 或 xlsx');
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/** Each chart's data, and the records behind the charts. */
export const EXPORT_DATASETS = [
  'shelf-states',
  'item-periods',
  'item-views',
  'cooperation-periods',
  'report-periods',
  'sales-periods',
  'item-records',
  'cooperation-records',
  'sales-records',
] as const;
export const ExportDatasetSchema = z.enum(EXPORT_DATASETS, '未知的导出数据');
export type ExportDataset = z.infer<typeof ExportDatasetSchema>;
export const EXPORT_DATASET_LABELS: Record<ExportDataset, string> = {
  'shelf-states': '产品与服务状态',
  'item-periods': '新增产品与服务',
  'item-views': '产品与服务浏览量',
  'cooperation-periods': '合作请求与响应',
  'report-periods': '举报情况',
  'sales-periods': '销售额',
  'item-records': '产品与服务明细',
  'cooperation-records': '合作请求明细',
  'sales-records': '销售明细',
};

export const EXPORT_STATUSES = ['running', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  running: '导出中',
  ready: '可下载',
  failed: '导出失败',
  expired: '已过期',
};

const exportShape = { dataset: ExportDatasetSchema, format: ExportFormatSchema };
export const TenantExportRequestSchema = z
  .strictObject({ ...exportShape, ...rangeShape })
  .superRefine(checkRange);
export const PlatformExportRequestSchema = z
  .strictObject({ ...exportShape, ...rangeShape, ...platformFilterShape })
  .superRefine(checkRange);
export type TenantExportRequest = z.input<typeof TenantExportRequestSchema>;
export type PlatformExportRequest = z.input<typeof PlatformExportRequestSchema>;

export const ExportViewSchema = z.object({
  exportId: IdSchema,
  dataset: ExportDatasetSchema,
  format: ExportFormatSchema,
  status: z.enum(EXPORT_STATUSES),
  /** Rows the export holds (counted when it was asked for). */
  rows: z.number().int().min(0),
  rowsWritten: z.number().int().min(0),
  fileName: z.string(),
  size: z.number().int().nullable(),
  /** The range and filters it was made for, in words (e.g. 2026-10-01 至 2026-10-31 · 按日). */
  description: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the file stops being downloadable. */
  expiresAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type ExportView = z.infer<typeof ExportViewSchema>;

export const ExportLinkRequestSchema = z.strictObject({ exportId: IdSchema });

export const ExportLinkSchema = z.object({
  url: z.string(),
  expiresInSeconds: z.number().int(),
  fileName: z.string(),
});

/** One page of the owner's exports, or (with `exportId`) just that one when it is the owner's: what a message links to. */
export const ExportListQuerySchema = PageQuerySchema.extend({ exportId: IdSchema.optional() });

export const createTenantExport = defineEndpoint({
  id: 'portal.createTenantExport',
  module: 'portal',
  method: 'POST',
  path: '/basics/pc/data-center/export',
  access: 'participant',
  summary: `数据中心导出：${EXPORT_IMMEDIATE_ROWS} 行以内立即生成，更多则在后台生成并以消息通知；同样的导出进行中时不重复生成`,
  body: TenantExportRequestSchema,
  data: ExportViewSchema,
});

export const listTenantExports = defineEndpoint({
  id: 'portal.listTenantExports',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/data-center/export/list',
  access: 'participant',
  summary: '当前主体的导出记录，最新的在前',
  query: ExportListQuerySchema,
  data: pageSchema(ExportViewSchema),
});

export const getTenantExportLink = defineEndpoint({
  id: 'portal.tenantExportLink',
  module: 'portal',
  method: 'POST',
  path: '/basics/pc/data-center/export/link',
  access: 'participant',
  summary: '当前主体的导出文件的下载链接（几分钟内有效；文件过期后不再提供）',
  body: ExportLinkRequestSchema,
  data: ExportLinkSchema,
});

export const createPlatformExport = defineEndpoint({
  id: 'portal.createPlatformExport',
  module: 'portal',
  method: 'POST',
  path: '/basics/pc/admin/data-center/export',
  access: 'operator',
  summary: '运营数据中心导出：同主体导出，范围为全平台（可筛选）',
  body: PlatformExportRequestSchema,
  data: ExportViewSchema,
});

export const listPlatformExports = defineEndpoint({
  id: 'portal.listPlatformExports',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/admin/data-center/export/list',
  access: 'operator',
  summary: '本人发起的全平台导出记录，最新的在前',
  query: ExportListQuerySchema,
  data: pageSchema(ExportViewSchema),
});

export const getPlatformExportLink = defineEndpoint({
  id: 'portal.platformExportLink',
  module: 'portal',
  method: 'POST',
  path: '/basics/pc/admin/data-center/export/link',
  access: 'operator',
  summary: '本人发起的全平台导出文件的下载链接',
  body: ExportLinkRequestSchema,
  data: ExportLinkSchema,
});

export const dataCenterEndpoints = [
  getTenantFigures,
  getPlatformFigures,
  createTenantExport,
  listTenantExports,
  getTenantExportLink,
  createPlatformExport,
  listPlatformExports,
  getPlatformExportLink,
] as const;
