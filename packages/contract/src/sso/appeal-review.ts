import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { ACCOUNT_EVENT_KINDS, AccountStatusSchema } from '../portal/accounts.ts';
import { IdSchema } from '../portal/user.ts';
import { APPEAL_STATUSES } from './recovery.ts';

/**
 * 申诉审核 (issue 19, decision 006): an account manager decides the account appeals nobody else ends. Approving
 * rebinds the account to the contact mobile the applicant proved by its code and ends every session of the account;
 * rejecting keeps a reason the applicant reads at 申诉进度查询. Both are on the audit trail, in the transaction that
 * decides. The contact mobile is masked unless opened, and each opening is on the trail. Served by the SSO module,
 * where appeals live.
 */

const admin = (path: string) => `/sso/admin/appeals${path}`;

export const AppealReviewStatusSchema = z.enum(APPEAL_STATUSES, '未知的申诉状态');
export type AppealReviewStatus = z.infer<typeof AppealReviewStatusSchema>;
/** What the console calls each state (申诉进度查询 speaks to the applicant in its own words). */
export const APPEAL_REVIEW_STATUS_LABELS: Record<AppealReviewStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  cancelled: '已撤销',
};

export const AppealQueueRowSchema = z.object({
  appealId: IdSchema,
  applyNo: z.string(),
  /** The name the appeal was filed for, as typed. */
  username: z.string(),
  realName: z.string(),
  /** Masked, e.g. 139****0001. */
  contactMobile: z.string(),
  /** Whether an account had that name when it was filed; an appeal for no account can only be rejected. */
  accountFound: z.boolean(),
  /**
   * Filed within 30 days after the account's password or mobile changed: a sign-in does not end it, since whoever
   * signs in may be who changed them (decision 006).
   */
  needsReview: z.boolean(),
  status: AppealReviewStatusSchema,
  createdAt: z.string(),
  /** Seconds since it was filed, while it waits; null once decided. */
  waitingSeconds: z.number().int().nullable(),
  reviewedAt: z.string().nullable(),
  /** The account manager who decided it; null while pending and for one its owner's sign-in ended. */
  reviewerName: z.string().nullable(),
});
export type AppealQueueRow = z.infer<typeof AppealQueueRowSchema>;

export const AppealQueueQuerySchema = PageQuerySchema.extend({
  status: AppealReviewStatusSchema.default('pending'),
  /** Part of the username, or a whole apply number. */
  keyword: z.string().trim().max(60, '关键词最多 60 个字').optional(),
});
export type AppealQueueQuery = z.input<typeof AppealQueueQuerySchema>;

export const listAppealQueue = defineEndpoint({
  id: 'sso.listAppealQueue',
  module: 'sso',
  method: 'POST',
  path: admin('/list'),
  access: 'operator:accountManager',
  summary: '申诉审核：账号申诉队列（默认待审核，最早提交的在前；联系手机号打码），及各状态的数量',
  body: AppealQueueQuerySchema,
  data: pageSchema(AppealQueueRowSchema).extend({
    /** How many appeals are in each state, whatever the keyword. */
    counts: z.record(AppealReviewStatusSchema, z.number().int()),
    /** How long the appeal that has waited longest has waited, in seconds by the database clock; null when none. */
    oldestWaitingSeconds: z.number().int().nullable(),
  }),
});

export const AppealPhotoSchema = z.object({ fileId: IdSchema, name: z.string(), size: z.number().int() });

/** The account the appeal is about, as it stands: what the reviewer weighs the appeal against. */
export const AppealAccountSchema = z.object({
  userId: IdSchema,
  username: z.string(),
  nickName: z.string(),
  status: AccountStatusSchema,
  /** Masked; null when the account has none. */
  mobile: z.string().nullable(),
  isOperator: z.boolean(),
  createdAt: z.string(),
  passwordChangedAt: z.string().nullable(),
  mobileChangedAt: z.string().nullable(),
  /** The latest change of either (what decides `needsReview` for a new appeal). */
  credentialsChangedAt: z.string().nullable(),
  /** The newest security events first. */
  events: z.array(z.object({ kind: z.enum(ACCOUNT_EVENT_KINDS), at: z.string() })),
});
export type AppealAccount = z.infer<typeof AppealAccountSchema>;

export const AppealReviewSchema = AppealQueueRowSchema.extend({
  /** The first three and last four characters. */
  idNumberMasked: z.string(),
  /**
   * The apps the applicant says they used, by name; `decoy` marks a choice the question offers to catch guesses (no
   * such app signs in here).
   */
  usedApps: z.array(z.object({ name: z.string(), decoy: z.boolean() })),
  reason: z.string(),
  reviewRemark: z.string().nullable(),
  /** Identity photos: private files, opened through the private file link. */
  photos: z.array(AppealPhotoSchema),
  /** The account the appeal names; null when no account had the name. */
  account: AppealAccountSchema.nullable(),
  /** The contact mobile is bound to another account: approving would be refused. */
  contactMobileTaken: z.boolean(),
  /** The appeal is about the reviewer's own account: another account manager decides it. */
  aboutYou: z.boolean(),
  /** The account's (or the name's) other appeals, newest first. */
  otherAppeals: z.array(
    z.object({
      appealId: IdSchema,
      applyNo: z.string(),
      status: AppealReviewStatusSchema,
      createdAt: z.string(),
      reviewedAt: z.string().nullable(),
      /** Masked. */
      contactMobile: z.string(),
      sameContactMobile: z.boolean(),
      reviewRemark: z.string().nullable(),
    }),
  ),
});
export type AppealReview = z.infer<typeof AppealReviewSchema>;

export const getAppealReview = defineEndpoint({
  id: 'sso.getAppealReview',
  module: 'sso',
  method: 'GET',
  path: admin('/detail'),
  access: 'operator:accountManager',
  summary: '申诉详情：申诉材料、身份证照片，以及被申诉账号的近期安全事件与历次申诉',
  query: z.strictObject({ appealId: IdSchema }),
  data: AppealReviewSchema,
});

const AppealActionSchema = z.strictObject({ appealId: IdSchema });

export const revealAppealMobile = defineEndpoint({
  id: 'sso.revealAppealMobile',
  module: 'sso',
  method: 'POST',
  path: admin('/mobile'),
  access: 'operator:accountManager',
  summary: '查看申诉人完整的联系手机号（每次查看都记入审计日志）',
  body: AppealActionSchema,
  data: z.object({ mobile: z.string() }),
});

export const approveAppeal = defineEndpoint({
  id: 'sso.approveAppeal',
  module: 'sso',
  method: 'POST',
  path: admin('/approve'),
  access: 'operator:accountManager',
  summary: '申诉通过：账号改绑为申诉人验证过的联系手机号，账号的所有登录立即结束，并短信通知申诉人',
  body: AppealActionSchema,
  data: AppealReviewSchema,
});

/** A reviewer's words the applicant reads at 申诉进度查询 (never sent by SMS). */
export const AppealRejectReasonSchema = z
  .string('请填写驳回原因')
  .trim()
  .min(2, '请填写驳回原因，至少 2 个字')
  .max(200, '驳回原因最多 200 个字');

export const rejectAppeal = defineEndpoint({
  id: 'sso.rejectAppeal',
  module: 'sso',
  method: 'POST',
  path: admin('/reject'),
  access: 'operator:accountManager',
  summary: '申诉驳回：原因显示在申诉进度查询中；账号不变',
  body: AppealActionSchema.extend({ reason: AppealRejectReasonSchema }),
  data: AppealReviewSchema,
});

export const appealReviewEndpoints = {
  listAppealQueue,
  getAppealReview,
  revealAppealMobile,
  approveAppeal,
  rejectAppeal,
};
