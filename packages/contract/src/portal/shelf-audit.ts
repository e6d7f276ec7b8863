import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OwnWorkSchema } from '../operator-roles.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import {
  AuditStateSchema,
  ShelfKindSchema,
  ShelfLogEntrySchema,
  ShelfStateSchema,
  ShelfStatusSchema,
} from './shelf.ts';
import { IdSchema } from './user.ts';

/**
 * The operator's side of the shelf (issue 10): audit queues for products and services, the item with the fields an
 * edit changed, approve, reject with a reason, and taking an item off the shelf (after a report, say). One set of
 * calls for both kinds: the server renders each field as text, so the operator's screen needs no per-kind code.
 */

/** Which items the queue lists: those waiting for audit, or every item in one audit or shelf state. */
export const SHELF_QUEUE_VIEWS = ['pending', 'approved', 'rejected', 'onShelf', 'offShelf'] as const;
export const ShelfQueueViewSchema = z.enum(SHELF_QUEUE_VIEWS);
export type ShelfQueueView = z.infer<typeof ShelfQueueViewSchema>;
export const SHELF_QUEUE_VIEW_LABELS: Record<ShelfQueueView, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  onShelf: '在架',
  offShelf: '已下架',
};

/** An item waiting for audit longer than this is overdue (the queue counts them apart). */
export const SHELF_OVERDUE_HOURS = 48;

export const ShelfQueueQuerySchema = PageQuerySchema.extend({
  kind: ShelfKindSchema,
  view: ShelfQueueViewSchema.default('pending'),
  keyword: z.string().trim().max(40, '关键词最多 40 个字').optional(),
  /** Only items waiting at least this many hours (the pending view). */
  waitingHours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .optional(),
});
export type ShelfQueueQuery = z.infer<typeof ShelfQueueQuerySchema>;

export const ShelfQueueRowSchema = z.object({
  id: IdSchema,
  kind: ShelfKindSchema,
  name: z.string(),
  categoryLabel: z.string().nullable(),
  coverUrl: z.string().nullable(),
  tenantName: z.string(),
  audit: AuditStateSchema,
  shelf: ShelfStateSchema,
  /** An edit of an item already on the shelf, as opposed to a first publication. */
  isEdit: z.boolean(),
  submittedAt: z.string().nullable(),
  /** Seconds since the item was sent to audit; null unless it is waiting. */
  waitingSeconds: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type ShelfQueueRow = z.infer<typeof ShelfQueueRowSchema>;

export const ShelfQueuePageSchema = pageSchema(ShelfQueueRowSchema).extend({
  counts: z.record(ShelfQueueViewSchema, z.number().int()),
  /** Pending for more than SHELF_OVERDUE_HOURS. */
  overdue: z.number().int(),
  /** How long what has waited longest has waited, in seconds by the server's clock; null when nothing waits. */
  oldestWaitingSeconds: z.number().int().nullable(),
});
export type ShelfQueuePage = z.infer<typeof ShelfQueuePageSchema>;

/** One field of an item as the operator reads it: the version under audit beside the one on the shelf. */
export const ShelfReviewFieldSchema = z.object({
  field: z.string(),
  label: z.string(),
  value: z.string().nullable(),
  listedValue: z.string().nullable(),
  /** Image fields: the pictures themselves. */
  images: z.array(z.string()).optional(),
  listedImages: z.array(z.string()).optional(),
  /**
   * Private files the field rests on (a product's certificates, issue 24), for the reviewer to open through
   * getProductCertificateLink: shown watermarked, never at a public address.
   */
  evidence: z
    .array(z.object({ fileId: IdSchema, label: z.string(), certificateNumber: z.string().nullable() }))
    .optional(),
  changed: z.boolean(),
});
export type ShelfReviewField = z.infer<typeof ShelfReviewFieldSchema>;

/**
 * What the operator saw: the item's log length when the review was read. A decision names it, and is refused when the
 * publisher changed the item since (an operator never approves content they did not see).
 */
export const ShelfVersionSchema = z.number('请刷新后重新审核').int().min(0);

export const ShelfReviewSchema = z.object({
  id: IdSchema,
  version: ShelfVersionSchema,
  kind: ShelfKindSchema,
  name: z.string(),
  tenantId: IdSchema,
  tenantName: z.string(),
  status: ShelfStatusSchema,
  isEdit: z.boolean(),
  fields: z.array(ShelfReviewFieldSchema),
  submittedAt: z.string().nullable(),
  waitingSeconds: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  offShelfReason: z.string().nullable(),
  /** Oldest first. */
  log: z.array(ShelfLogEntrySchema),
  /** Why the operator reading it may not decide on it (four eyes); null when they may. */
  ownWork: OwnWorkSchema.nullable(),
});
export type ShelfReview = z.infer<typeof ShelfReviewSchema>;

const reason = (what: string) =>
  z.string(`请填写${what}`).trim().min(2, `请填写${what}，至少 2 个字`).max(200, `${what}最多 200 个字`);

const admin = (path: string) => `/basics/admin/shelf${path}`;

export const listShelfQueue = defineEndpoint({
  id: 'portal.shelfQueue',
  module: 'portal',
  method: 'POST',
  path: admin('/page'),
  access: 'operator:marketReviewer',
  summary: '运营：产品或服务的审核队列（待审核的等待最久者在前），附各状态数量',
  body: ShelfQueueQuerySchema,
  data: ShelfQueuePageSchema,
});

export const getShelfReview = defineEndpoint({
  id: 'portal.shelfReview',
  module: 'portal',
  method: 'GET',
  path: admin('/detail'),
  access: 'operator:marketReviewer',
  summary: '运营：一项产品或服务的审核详情：送审版本与架上版本逐项对照、处理记录',
  query: z.strictObject({ id: IdSchema }),
  data: ShelfReviewSchema,
});

export const approveShelfItem = defineEndpoint({
  id: 'portal.shelfApprove',
  module: 'portal',
  method: 'POST',
  path: admin('/approve'),
  access: 'operator:marketReviewer',
  summary: '运营：审核通过，送审版本上架（替换架上旧版本）',
  body: z.strictObject({
    id: IdSchema,
    version: ShelfVersionSchema,
    remark: z.string().trim().max(200, '备注最多 200 个字').optional(),
  }),
  data: ShelfReviewSchema,
});

export const rejectShelfItem = defineEndpoint({
  id: 'portal.shelfReject',
  module: 'portal',
  method: 'POST',
  path: admin('/reject'),
  access: 'operator:marketReviewer',
  summary: '运营：驳回送审版本并说明原因；架上已通过的旧版本不受影响',
  body: z.strictObject({ id: IdSchema, version: ShelfVersionSchema, reason: reason('驳回原因') }),
  data: ShelfReviewSchema,
});

export const offShelfShelfItem = defineEndpoint({
  id: 'portal.shelfOffShelf',
  module: 'portal',
  method: 'POST',
  path: admin('/offShelf'),
  access: 'operator:marketReviewer',
  summary: '运营：因举报等原因下架一项产品或服务，须说明原因（发布方可见）',
  body: z.strictObject({ id: IdSchema, version: ShelfVersionSchema, reason: reason('下架原因') }),
  data: ShelfReviewSchema,
});

export const shelfAuditEndpoints = {
  listShelfQueue,
  getShelfReview,
  approveShelfItem,
  rejectShelfItem,
  offShelfShelfItem,
};
