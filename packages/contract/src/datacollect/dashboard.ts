import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pageSchema } from '../paging.ts';

/** What outside systems feed through the ingest API; everything else on the dashboard the platform counts itself. */
export const FEEDS = ['deals', 'sales', 'deliveries', 'controlCenters'] as const;
export type Feed = (typeof FEEDS)[number];

export const FeedStatusSchema = z.object({
  /** The systems that reported it, by the names their app keys were registered under; empty when none ever has. */
  sources: z.array(z.string()),
  /** When it last reported; null when it never has. */
  updatedAt: z.string().nullable(),
});
export type FeedStatus = z.infer<typeof FeedStatusSchema>;

export const CountDataSchema = z.object({
  // counted from the platform's own tables: settled tenants, items on the shelf, published content
  /** 入驻主体: every settled tenant, participant or service provider, as many as 入驻审核 has approved. */
  settledEntities: z.number().int(),
  /** 服务商: the settled tenants among them that hold the service-provider role. */
  serviceProviders: z.number().int(),
  products: z.number().int(),
  services: z.number().int(),
  solutions: z.number().int(),
  cases: z.number().int(),
  /** Fed by an outside system (see feeds.deals). */
  deals: z.number().int(),
  /** When the counted figures were read. */
  updatedAt: z.string(),
  /** Where each fed figure came from and when it last reported. */
  feeds: z.object({
    deals: FeedStatusSchema,
    sales: FeedStatusSchema,
    deliveries: FeedStatusSchema,
    controlCenters: FeedStatusSchema,
  }),
  /** A feed that has not reported for longer than this is shown as not up to date (FEED_STALE_HOURS). */
  feedStaleHours: z.number(),
});
export type CountData = z.infer<typeof CountDataSchema>;

export const RANKING_PAGE_SIZE = 12;

export const SaleRankingRowSchema = z.object({
  rank: z.number().int(),
  productName: z.string(),
  tenantName: z.string(),
  regionName: z.string(),
  /** Yuan, two decimals. */
  salesAmount: z.number(),
  salesVolume: z.number(),
  unit: z.string(),
});
export type SaleRankingRow = z.infer<typeof SaleRankingRowSchema>;

export const SaleRankingQuerySchema = z.strictObject({
  isSaleRoom: z.coerce.number().int().min(0).max(1).default(1),
  pageNum: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(RANKING_PAGE_SIZE),
});

export const DELIVERY_STATUSES = ['loading', 'in-transit', 'arriving'] as const;
export const DeliverySchema = z.object({
  deliveryNo: z.string(),
  goods: z.string(),
  quantity: z.string(),
  fromName: z.string(),
  toName: z.string(),
  carrier: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  departedAt: z.string(),
  expectedAt: z.string(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const ControlCenterSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.enum(['province', 'prefecture', 'county']),
  prefectureCode: z.string(),
  prefectureName: z.string(),
  address: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  deliveriesToday: z.number().int(),
});
export type ControlCenter = z.infer<typeof ControlCenterSchema>;

export const getCountData = defineEndpoint({
  id: 'datacollect.countData',
  module: 'datacollect',
  method: 'GET',
  path: '/data-collect/search/dataCollect/getCountData',
  access: 'public',
  summary: '平台统计：入驻主体、服务商、产品、服务、方案、案例、成交数',
  data: CountDataSchema,
});

export const getSaleRanking = defineEndpoint({
  id: 'datacollect.saleRanking',
  module: 'portal',
  method: 'GET',
  path: '/basics/twelveSaleInfo/twelveSaleInfoRanking',
  access: 'public',
  summary: '近十二个月农产品销售排行（isSaleRoom=1 仅统计展销厅渠道），默认前 12 名',
  query: SaleRankingQuerySchema,
  data: pageSchema(SaleRankingRowSchema),
});

export const listDelivering = defineEndpoint({
  id: 'datacollect.delivering',
  module: 'portal',
  method: 'GET',
  path: '/basics/qhyc/bigscreen/listDelivering',
  access: 'public',
  summary: '正在配送的订单（最多 30 条，按出发时间倒序）',
  data: z.array(DeliverySchema),
});

export const getControlCenterMap = defineEndpoint({
  id: 'datacollect.controlCenters',
  module: 'portal',
  method: 'GET',
  path: '/basics/qhyc/bigscreen/getControlCenterMap',
  access: 'public',
  summary: '调度中心分布（贵州省地图标注）',
  data: z.array(ControlCenterSchema),
});

/* ---- ingest: outside systems feed the dashboard, authenticated by app key and secret ---- */

const money = z.number().min(0).max(1e11);
const text = (max: number) => z.string().trim().min(1).max(max);

/** An ISO time with its offset, in years a sale or a delivery can have (the database refuses year 0 and the like). */
const moment = z.iso
  .datetime({ offset: true, message: '须为带时区的 ISO 时间，例如 2026-11-20T10:00:00+08:00' })
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1970 && year <= 2100;
    },
    { message: '时间须在 1970 年至 2100 年之间' },
  );

export const SaleRecordInputSchema = z.strictObject({
  externalId: text(64),
  productName: text(60),
  tenantName: text(80),
  regionName: text(40),
  channel: z.enum(['sale-room', 'online', 'offline']),
  amount: money,
  quantity: z.number().min(0).max(1e9),
  unit: text(10),
  soldAt: moment,
});

export const DeliveryInputSchema = DeliverySchema.omit({ departedAt: true, expectedAt: true })
  .extend({
    deliveryNo: text(40),
    goods: text(60),
    quantity: text(30),
    fromName: text(60),
    toName: text(60),
    carrier: text(60),
    progress: z.number().int().min(0).max(100),
    departedAt: moment,
    expectedAt: moment,
    /** A delivered order leaves the list. */
    delivered: z.boolean().default(false),
  })
  .strict();

export const ControlCenterInputSchema = z.strictObject({
  id: text(40),
  name: text(60),
  level: ControlCenterSchema.shape.level,
  prefectureCode: z.string().regex(/^52\d{2}00$/, '须为贵州省市（州）的行政区划代码，例如 522600'),
  /** Ignored: the name comes from the national division table by the code (kept so older senders still validate). */
  prefectureName: text(30).optional(),
  address: text(120),
  longitude: z.number().min(103.5).max(109.7),
  latitude: z.number().min(24.5).max(29.3),
  deliveriesToday: z.number().int().min(0).max(1e6),
});

/** Figures the platform cannot count itself; products and services it counts off its own shelf. */
export const COUNT_METRICS = ['deals'] as const;
export type CountMetric = (typeof COUNT_METRICS)[number];

/** Within one batch each sender id appears once: an upsert cannot apply two versions of one row at once. */
const uniqueBy =
  <K extends string>(key: K, label: string) =>
  (rows: Record<K, string>[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row[key])) {
        ctx.addIssue({ code: 'custom', path: [index, key], message: `同一批次中${label}重复：${row[key]}` });
      }
      seen.add(row[key]);
    });
  };

export const IngestBatchSchema = z.strictObject({
  sales: z.array(SaleRecordInputSchema).max(1000).default([]).superRefine(uniqueBy('externalId', '外部编号')),
  deliveries: z
    .array(DeliveryInputSchema)
    .max(1000)
    .default([])
    .superRefine(uniqueBy('deliveryNo', '配送单号')),
  controlCenters: z
    .array(ControlCenterInputSchema)
    .max(200)
    .default([])
    .superRefine(uniqueBy('id', '调度中心编号')),
  /** Figures the platform cannot count itself; it refuses to be told what it counts off its own tables. */
  counts: z
    .record(z.string(), z.number().int().min(0).max(1e9))
    .default({})
    .superRefine((counts, ctx) => {
      for (const key of Object.keys(counts)) {
        if ((COUNT_METRICS as readonly string[]).includes(key)) continue;
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message:
            key === 'products' || key === 'services'
              ? '产品数和服务数由平台按上架的产品和服务自行统计，无需推送'
              : `不支持的统计项，可推送：${COUNT_METRICS.join('、')}`,
        });
      }
    })
    .transform((counts) => counts as Partial<Record<CountMetric, number>>),
});
export type IngestBatch = z.input<typeof IngestBatchSchema>;

export const IngestResultSchema = z.object({
  sales: z.number().int(),
  deliveries: z.number().int(),
  controlCenters: z.number().int(),
  counts: z.number().int(),
});

export const ingestBatch = defineEndpoint({
  id: 'datacollect.ingest',
  module: 'datacollect',
  method: 'POST',
  path: '/data-collect/ingest/batch',
  access: 'ingest',
  summary: '数据接入：外部系统以应用密钥推送销售、配送、调度中心与统计数（幂等，按外部编号更新）',
  body: IngestBatchSchema,
  data: IngestResultSchema,
});
