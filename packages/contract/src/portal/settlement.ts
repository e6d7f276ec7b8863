import { z } from 'zod';
import { isValidCreditCode } from '../credit-code.ts';
import { defineEndpoint } from '../endpoint.ts';
import { OwnWorkSchema } from '../operator-roles.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { MobileSchema } from '../sso/fields.ts';
import { IdSchema, TenantRoleSchema } from './user.ts';

/**
 * Enterprise settlement (SPEC.md §1, §7; DESIGN.md §5): an applicant fills in who the entity is, uploads its business
 * licence and asks for roles; an operator approves, or rejects with a reason per field; the applicant resubmits.
 */

export const TENANT_TYPES = ['enterprise', 'cooperative', 'family_farm', 'individual'] as const;
export const TenantTypeSchema = z.enum(TENANT_TYPES, '请选择主体类型');
export type TenantType = z.infer<typeof TenantTypeSchema>;
export const TENANT_TYPE_LABELS: Record<TenantType, string> = {
  enterprise: '企业',
  cooperative: '农民专业合作社',
  family_farm: '家庭农场',
  individual: '个体工商户',
};

export const SETTLEMENT_STATUSES = ['draft', 'submitted', 'resubmitted', 'approved', 'rejected'] as const;
export const SettlementStatusSchema = z.enum(SETTLEMENT_STATUSES);
export type SettlementStatus = z.infer<typeof SettlementStatusSchema>;
export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  draft: '草稿',
  submitted: '待审核',
  resubmitted: '重新提交待审核',
  approved: '已通过',
  rejected: '已驳回',
};
/** States that wait for an operator. */
export const WAITING_STATUSES = ['submitted', 'resubmitted'] as const satisfies readonly SettlementStatus[];

/** The fields of an application, in form order; rejection reasons and change lists name these. */
export const SETTLEMENT_FIELDS = [
  'creditCode',
  'name',
  'type',
  'legalRepresentative',
  'contactName',
  'contactMobile',
  'regionCode',
  'address',
  'businessScope',
  'licenceFileId',
  'roles',
] as const;
export const SettlementFieldSchema = z.enum(SETTLEMENT_FIELDS);
export type SettlementField = z.infer<typeof SettlementFieldSchema>;
export const SETTLEMENT_FIELD_LABELS: Record<SettlementField, string> = {
  creditCode: '统一社会信用代码',
  name: '主体名称',
  type: '主体类型',
  legalRepresentative: '法定代表人',
  contactName: '联系人',
  contactMobile: '联系手机',
  regionCode: '所在地区',
  address: '详细地址',
  businessScope: '经营范围',
  licenceFileId: '营业执照',
  roles: '入驻角色',
};

/** 18 characters of the GB 32100 alphabet. The check character is checked apart: a failure warns, it does not block. */
export const CREDIT_CODE_FORMAT = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
export const CreditCodeFormatSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(CREDIT_CODE_FORMAT, '统一社会信用代码为 18 位数字或大写字母（不含 I、O、Z、S、V）');
export { isValidCreditCode };

const text = (label: string, max: number) =>
  z.string(`请填写${label}`).trim().min(1, `请填写${label}`).max(max, `${label}最多 ${max} 个字`);

/** A township (9 digits) of the national division table; the server checks that it exists. */
export const TownshipCodeSchema = z.string('请选择所在地区').regex(/^\d{9}$/, '请选择到乡镇（街道）一级');

export const SettlementFormSchema = z.strictObject({
  creditCode: CreditCodeFormatSchema,
  name: text('主体名称', 60).min(2, '主体名称至少 2 个字'),
  type: TenantTypeSchema,
  legalRepresentative: text('法定代表人（经营者）', 30),
  contactName: text('联系人', 30),
  contactMobile: MobileSchema,
  regionCode: TownshipCodeSchema,
  address: text('详细地址', 120),
  businessScope: text('经营范围', 500),
  licenceFileId: z.uuid('请上传营业执照'),
  roles: z
    .array(TenantRoleSchema, '请选择入驻角色')
    .min(1, '请至少选择一个入驻角色')
    .max(2)
    .refine((roles) => new Set(roles).size === roles.length, '入驻角色不能重复'),
});
export type SettlementForm = z.infer<typeof SettlementFormSchema>;

/** A draft may be saved half-filled: each field is checked only when present. */
export const SettlementDraftSchema = SettlementFormSchema.partial();
export type SettlementDraft = z.infer<typeof SettlementDraftSchema>;

export const SettlementValuesSchema = z.object({
  creditCode: z.string().nullable(),
  name: z.string().nullable(),
  type: TenantTypeSchema.nullable(),
  legalRepresentative: z.string().nullable(),
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  regionCode: z.string().nullable(),
  address: z.string().nullable(),
  businessScope: z.string().nullable(),
  licenceFileId: z.string().nullable(),
  roles: z.array(TenantRoleSchema),
});
export type SettlementValues = z.infer<typeof SettlementValuesSchema>;

export const FieldReasonsSchema = z.partialRecord(SettlementFieldSchema, z.string());
export type FieldReasons = z.infer<typeof FieldReasonsSchema>;

export const SETTLEMENT_ACTIONS = ['saved', 'submitted', 'resubmitted', 'approved', 'rejected'] as const;
export const SettlementActionSchema = z.enum(SETTLEMENT_ACTIONS);
export const SETTLEMENT_ACTION_LABELS: Record<z.infer<typeof SettlementActionSchema>, string> = {
  saved: '保存草稿',
  submitted: '提交申请',
  resubmitted: '修改后重新提交',
  approved: '审核通过',
  rejected: '审核驳回',
};

export const SettlementLogEntrySchema = z.object({
  action: SettlementActionSchema,
  actorName: z.string(),
  /** applicant or operator */
  actorRole: z.enum(['applicant', 'operator']),
  at: z.string(),
  remark: z.string().nullable(),
  fieldReasons: FieldReasonsSchema.nullable(),
  changedFields: z.array(SettlementFieldSchema),
});
export type SettlementLogEntry = z.infer<typeof SettlementLogEntrySchema>;

export const SettlementApplicationSchema = z.object({
  applicationId: IdSchema,
  status: SettlementStatusSchema,
  values: SettlementValuesSchema,
  /** The region as people write it, 黔东南州雷山县丹江镇; null until chosen. */
  regionName: z.string().nullable(),
  licence: z.object({ fileId: IdSchema, name: z.string(), size: z.number().int() }).nullable(),
  /** How many times it has been submitted. */
  round: z.number().int(),
  submittedAt: z.string().nullable(),
  /** Seconds since the current wait began (submitted or resubmitted); null when nobody is waiting. */
  waitingSeconds: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  /** The last rejection: a sentence for the whole, and a reason per field to fix. */
  rejectionRemark: z.string().nullable(),
  fieldReasons: FieldReasonsSchema,
  /** The tenant it created or extended, once approved. */
  tenantId: IdSchema.nullable(),
  log: z.array(SettlementLogEntrySchema),
});
export type SettlementApplication = z.infer<typeof SettlementApplicationSchema>;

const settlement = (path: string) => `/basics/pc/tenant${path}`;

export const getEnterpriseSettledStatus = defineEndpoint({
  id: 'portal.enterpriseSettledStatus',
  module: 'portal',
  method: 'GET',
  path: settlement('/enterpriseSettledStatus'),
  access: 'signedIn',
  summary: '企业入驻状态：所选主体是否已入驻及其生效角色，以及本人最近一份入驻申请的状态与等待时长',
  data: z.object({
    settled: z.boolean(),
    tenantId: IdSchema.nullable(),
    roles: z.array(TenantRoleSchema),
    application: z
      .object({
        applicationId: IdSchema,
        status: SettlementStatusSchema,
        name: z.string().nullable(),
        waitingSeconds: z.number().int().nullable(),
      })
      .nullable(),
  }),
});

export const getEnterpriseSettledInfo = defineEndpoint({
  id: 'portal.enterpriseSettledInfo',
  module: 'portal',
  method: 'GET',
  path: settlement('/getEnterpriseSettledInfo'),
  access: 'signedIn',
  summary: '本人最近一份入驻申请的全部内容、驳回原因与处理记录；没有时为空（页面不提示其错误）',
  data: SettlementApplicationSchema.nullable(),
});

export const saveSettlementDraft = defineEndpoint({
  id: 'portal.saveSettlementDraft',
  module: 'portal',
  method: 'POST',
  path: settlement('/settlement/save'),
  access: 'signedIn',
  summary: '保存入驻申请草稿（可只填一部分；已提交待审核时不可修改）',
  body: SettlementDraftSchema,
  data: SettlementApplicationSchema,
});

export const submitSettlement = defineEndpoint({
  id: 'portal.submitSettlement',
  module: 'portal',
  method: 'POST',
  path: settlement('/settlement/submit'),
  access: 'signedIn',
  summary: '提交入驻申请（草稿或被驳回的申请）；同一时间每人只有一份待审核的申请',
  body: SettlementFormSchema,
  data: SettlementApplicationSchema,
});

export const getSettlementLicenceLink = defineEndpoint({
  id: 'portal.settlementLicenceLink',
  module: 'portal',
  method: 'GET',
  path: settlement('/settlement/licence'),
  access: 'signedIn',
  summary: '入驻申请营业执照的临时查看地址（带“仅限本平台审核使用”水印；仅申请人、该主体管理员与运营人员）',
  query: z.strictObject({ applicationId: IdSchema }),
  data: z.object({ url: z.string(), expiresInSeconds: z.number().int() }),
});

/** The operator's side: a queue with filters and counts, the application with its checklist, approve, reject. */

export const CHECK_IDS = [
  'creditCodeCheckDigit',
  'creditCodeUnique',
  'regionExists',
  'licenceImage',
] as const;
export const CheckIdSchema = z.enum(CHECK_IDS);
export const CheckResultSchema = z.object({
  id: CheckIdSchema,
  label: z.string(),
  /** pass, warn (the operator decides), or fail. */
  outcome: z.enum(['pass', 'warn', 'fail']),
  detail: z.string(),
});
export type CheckResult = z.infer<typeof CheckResultSchema>;

export const SettlementQueueQuerySchema = PageQuerySchema.extend({
  status: SettlementStatusSchema.exclude(['draft']).optional(),
  type: TenantTypeSchema.optional(),
  /** A province, prefecture, county or township code: applications within it. */
  regionCode: z
    .string()
    .regex(/^\d{6}(\d{3})?$/, '地区编码为 6 位或 9 位数字')
    .optional(),
  /** Waiting at least this many hours. */
  waitingHours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .optional(),
  keyword: z.string().trim().max(60, '关键词最多 60 个字').optional(),
});
export type SettlementQueueQuery = z.infer<typeof SettlementQueueQuerySchema>;

export const SettlementQueueRowSchema = z.object({
  applicationId: IdSchema,
  name: z.string(),
  creditCode: z.string(),
  type: TenantTypeSchema,
  regionName: z.string(),
  roles: z.array(TenantRoleSchema),
  status: SettlementStatusSchema,
  round: z.number().int(),
  applicantName: z.string(),
  submittedAt: z.string(),
  waitingSeconds: z.number().int().nullable(),
});
export type SettlementQueueRow = z.infer<typeof SettlementQueueRowSchema>;

export const SettlementCountsSchema = z.object({
  submitted: z.number().int(),
  resubmitted: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Waiting longer than three days. */
  overdue: z.number().int(),
});

const admin = (path: string) => `/basics/admin/settlement${path}`;

export const listSettlementQueue = defineEndpoint({
  id: 'portal.settlementQueue',
  module: 'portal',
  method: 'GET',
  path: admin('/page'),
  access: 'operator:marketReviewer',
  summary:
    '入驻审核队列（状态、类型、地区、等待时长、关键词〔主体名称、信用代码或申请人〕筛选，按等待最久排前），附各状态数量',
  query: SettlementQueueQuerySchema,
  data: pageSchema(SettlementQueueRowSchema).extend({
    counts: SettlementCountsSchema,
    /** How long what has waited longest has waited, in seconds by the server's clock; null when nothing waits. */
    oldestWaitingSeconds: z.number().int().nullable(),
  }),
});

export const getSettlementReview = defineEndpoint({
  id: 'portal.settlementReview',
  module: 'portal',
  method: 'GET',
  path: admin('/detail'),
  access: 'operator:marketReviewer',
  summary: '入驻申请审核详情：申请内容、自动核验清单、与上次提交相比改动的字段、处理记录',
  query: z.strictObject({ applicationId: IdSchema }),
  data: SettlementApplicationSchema.extend({
    applicantName: z.string(),
    applicantMobile: z.string().nullable(),
    checks: z.array(CheckResultSchema),
    /** Fields changed since the previous submission, with what they were then. */
    changes: z.array(
      z.object({ field: SettlementFieldSchema, before: z.string().nullable(), after: z.string().nullable() }),
    ),
    /** Why the operator reading it may not decide on it (four eyes); null when they may. */
    ownWork: OwnWorkSchema.nullable(),
  }),
});
export type SettlementReview = z.infer<typeof getSettlementReview.data>;

export const approveSettlement = defineEndpoint({
  id: 'portal.approveSettlement',
  module: 'portal',
  method: 'POST',
  path: admin('/approve'),
  access: 'operator:marketReviewer',
  summary: '通过入驻申请：申请人成为主体管理员，主体获得所申请的角色，申请人收到短信',
  body: z.strictObject({
    applicationId: IdSchema,
    remark: z.string().trim().max(200, '备注最多 200 个字').optional(),
  }),
  data: z.object({ applicationId: IdSchema, tenantId: IdSchema }),
});

export const rejectSettlement = defineEndpoint({
  id: 'portal.rejectSettlement',
  module: 'portal',
  method: 'POST',
  path: admin('/reject'),
  access: 'operator:marketReviewer',
  summary: '驳回入驻申请：可按字段写明需修改的原因，申请人修改后可重新提交',
  body: z
    .strictObject({
      applicationId: IdSchema,
      remark: z.string().trim().max(200, '说明最多 200 个字').optional(),
      fieldReasons: z
        .partialRecord(
          SettlementFieldSchema,
          z.string().trim().min(1, '请填写原因').max(100, '原因最多 100 个字'),
        )
        .default({}),
    })
    .refine((body) => Boolean(body.remark) || Object.keys(body.fieldReasons).length > 0, {
      message: '请至少写明一项驳回原因',
      path: ['remark'],
    }),
  data: z.object({ applicationId: IdSchema }),
});

/** Regions for the cascading picker, from the national division table. */
export const RegionOptionSchema = z.object({ code: z.string(), name: z.string(), leaf: z.boolean() });
export const listRegionChildren = defineEndpoint({
  id: 'portal.regionChildren',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/region/children',
  access: 'public',
  summary: '行政区划的下一级（省 → 市州 → 区县 → 乡镇街道）；不带 parentCode 时为各省',
  query: z.strictObject({
    parentCode: z
      .string()
      .regex(/^\d{6}$/, '上级地区编码为 6 位数字')
      .optional(),
  }),
  data: z.array(RegionOptionSchema),
});

export const settlementEndpoints = {
  getEnterpriseSettledStatus,
  getEnterpriseSettledInfo,
  saveSettlementDraft,
  submitSettlement,
  getSettlementLicenceLink,
  listSettlementQueue,
  getSettlementReview,
  approveSettlement,
  rejectSettlement,
  listRegionChildren,
};
