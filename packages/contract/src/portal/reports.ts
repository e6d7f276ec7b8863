import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OwnWorkSchema } from '../operator-roles.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { ShelfKindSchema, ShelfStateSchema } from './shelf.ts';
import { IdSchema } from './user.ts';

/**
 * Reports (举报, issue 10): anyone signed in can report a product or a service on the shelf; operators work through
 * the queue, taking the item off the shelf with a reason or dismissing the report.
 */

export const REPORT_REASONS = ['false', 'quality', 'price', 'qualification', 'illegal', 'other'] as const;
export const ReportReasonSchema = z.enum(REPORT_REASONS, '请选择举报原因');
export type ReportReason = z.infer<typeof ReportReasonSchema>;
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  false: '信息虚假或夸大',
  quality: '质量或服务问题',
  price: '价格欺诈',
  qualification: '资质不符或过期',
  illegal: '违法违规内容',
  other: '其他',
};

export const REPORT_STATES = ['open', 'handled'] as const;
export const ReportStateSchema = z.enum(REPORT_STATES);
export type ReportState = z.infer<typeof ReportStateSchema>;
export const REPORT_STATE_LABELS: Record<ReportState, string> = { open: '待处理', handled: '已处理' };

export const REPORT_OUTCOMES = ['offShelf', 'dismissed'] as const;
export const ReportOutcomeSchema = z.enum(REPORT_OUTCOMES);
export type ReportOutcome = z.infer<typeof ReportOutcomeSchema>;
export const REPORT_OUTCOME_LABELS: Record<ReportOutcome, string> = {
  offShelf: '已下架',
  dismissed: '不予处理',
};

/** Reports one user may file in a day (one per item). */
export const REPORTS_PER_USER_PER_DAY = 10;

export const ReportSubmitSchema = z.strictObject({
  itemId: IdSchema,
  reason: ReportReasonSchema,
  detail: z.string('请说明情况').trim().min(5, '请说明情况，至少 5 个字').max(500, '说明最多 500 个字'),
});

export const ReportRowSchema = z.object({
  id: IdSchema,
  itemId: IdSchema,
  itemKind: ShelfKindSchema,
  itemName: z.string(),
  itemShelf: ShelfStateSchema,
  tenantName: z.string(),
  reason: ReportReasonSchema,
  detail: z.string(),
  reporterName: z.string(),
  state: ReportStateSchema,
  outcome: ReportOutcomeSchema.nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** Why the operator reading the queue may not handle it (the item is of their own tenant); null when they may. */
  ownWork: OwnWorkSchema.nullable(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const submitReport = defineEndpoint({
  id: 'portal.reportSubmit',
  module: 'portal',
  method: 'POST',
  path: '/basics/pc/report/submit',
  access: 'signedIn',
  summary: `举报架上的产品或服务（每人每天 ${REPORTS_PER_USER_PER_DAY} 次，同一内容 1 次）`,
  body: ReportSubmitSchema,
  data: z.object({ id: IdSchema }),
});

export const listReports = defineEndpoint({
  id: 'portal.reportQueue',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/report/page',
  access: 'operator:marketReviewer',
  summary: '运营：举报队列（待处理的最早者在前），附各状态数量',
  body: PageQuerySchema.extend({ state: ReportStateSchema.default('open') }),
  data: pageSchema(ReportRowSchema).extend({
    counts: z.record(ReportStateSchema, z.number().int()),
    /** How long what has waited longest has waited, in seconds by the server's clock; null when nothing waits. */
    oldestWaitingSeconds: z.number().int().nullable(),
  }),
});

export const handleReport = defineEndpoint({
  id: 'portal.reportHandle',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/report/handle',
  access: 'operator:marketReviewer',
  summary: '运营：处理举报：下架被举报内容（原因发布方可见）或不予处理；同一内容的其他待处理举报一并结案',
  body: z.strictObject({
    id: IdSchema,
    outcome: ReportOutcomeSchema,
    remark: z
      .string('请填写处理说明')
      .trim()
      .min(2, '请填写处理说明，至少 2 个字')
      .max(200, '处理说明最多 200 个字'),
  }),
  data: ReportRowSchema,
});

export const reportEndpoints = { submitReport, listReports, handleReport };
