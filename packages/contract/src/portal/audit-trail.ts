import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { IdSchema } from './user.ts';

/**
 * The audit trail (审计日志, issue 19): every decision of an operator, one row each, written in the same transaction
 * as the change it records, with the fields it changed before and after. No endpoint changes or deletes a row.
 */

/** What was decided; the console shows each in Chinese. */
export const AUDIT_ACTIONS = [
  'settlement.approve',
  'settlement.reject',
  'shelf.approve',
  'shelf.reject',
  'shelf.offShelf',
  'report.handle',
  'operator.roles',
  'account.freeze',
  'account.unfreeze',
  'account.endSessions',
  'account.revealMobile',
  'appeal.approve',
  'appeal.reject',
  'appeal.revealMobile',
  'settings.save',
  'settings.restore',
  'editorial.create',
  'editorial.save',
  'editorial.restore',
  'editorial.submit',
  'editorial.publish',
  'editorial.schedule',
  'editorial.return',
  'editorial.withdraw',
  'contentClass.save',
  'contentClass.delete',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS, '未知的操作类型');
export type AuditAction = z.infer<typeof AuditActionSchema>;
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'settlement.approve': '入驻审核通过',
  'settlement.reject': '入驻审核驳回',
  'shelf.approve': '上架审核通过',
  'shelf.reject': '上架审核驳回',
  'shelf.offShelf': '强制下架',
  'report.handle': '处理举报',
  'operator.roles': '设定运营角色',
  'account.freeze': '冻结账号',
  'account.unfreeze': '解冻账号',
  'account.endSessions': '结束登录',
  'account.revealMobile': '查看完整手机号',
  'appeal.approve': '申诉通过',
  'appeal.reject': '申诉驳回',
  'appeal.revealMobile': '查看申诉联系手机号',
  'settings.save': '保存平台设置',
  'settings.restore': '恢复平台设置',
  'editorial.create': '新建内容',
  'editorial.save': '修改内容',
  'editorial.restore': '恢复内容旧版本',
  'editorial.submit': '提交内容审核',
  'editorial.publish': '发布内容',
  'editorial.schedule': '定时发布内容',
  'editorial.return': '退回内容修改',
  'editorial.withdraw': '撤回内容',
  'contentClass.save': '保存内容分类',
  'contentClass.delete': '删除内容分类',
};

/** What a decision was about. */
export const AUDIT_OBJECT_TYPES = [
  'settlementApplication',
  'service',
  'product',
  'report',
  'user',
  'appeal',
  'platformSettings',
  'news',
  'solution',
  'case',
  'contentClass',
] as const;
export const AuditObjectTypeSchema = z.enum(AUDIT_OBJECT_TYPES, '未知的对象类型');
export type AuditObjectType = z.infer<typeof AuditObjectTypeSchema>;
export const AUDIT_OBJECT_TYPE_LABELS: Record<AuditObjectType, string> = {
  settlementApplication: '入驻申请',
  service: '服务',
  product: '产品',
  report: '举报',
  user: '账号',
  appeal: '账号申诉',
  platformSettings: '平台设置',
  news: '资讯',
  solution: '解决方案',
  case: '合作案例',
  contentClass: '内容分类',
};

/** The fields a decision changed, as they were and as they became (null: the object did not exist before). */
export const AuditFieldsSchema = z.record(z.string(), z.unknown()).nullable();

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: IdSchema,
  operatorName: z.string(),
  action: AuditActionSchema,
  objectType: AuditObjectTypeSchema,
  objectId: z.string(),
  /** The object's name when decided (an application's tenant name, an item's name, an account's username). */
  objectLabel: z.string(),
  before: AuditFieldsSchema,
  after: AuditFieldsSchema,
  remark: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const dateOnly = z.iso.date('日期格式应为 YYYY-MM-DD');

export const AuditSearchSchema = PageQuerySchema.extend({
  operatorId: IdSchema.optional(),
  action: AuditActionSchema.optional(),
  objectType: AuditObjectTypeSchema.optional(),
  /** An object's id, or a part of its name. */
  object: z.string().trim().max(100, '对象最多 100 个字').optional(),
  /** Days in China Standard Time, both included. */
  from: dateOnly.optional(),
  to: dateOnly.optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: '开始日期不能晚于结束日期',
  path: ['to'],
});
export type AuditSearch = z.input<typeof AuditSearchSchema>;

export const searchAuditTrail = defineEndpoint({
  id: 'portal.searchAuditTrail',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/audit/list',
  access: 'operator:superAdmin',
  summary: '审计日志：按操作人、对象和日期查询运营人员的每一次决定，新的在前',
  body: AuditSearchSchema,
  data: pageSchema(AuditEntrySchema),
});

export const listMyRecentActions = defineEndpoint({
  id: 'portal.listMyRecentActions',
  module: 'portal',
  method: 'GET',
  path: '/basics/admin/audit/mine',
  access: 'operator',
  summary: '运营工作台：本人最近的操作',
  data: z.array(AuditEntrySchema),
});

export const auditTrailEndpoints = { searchAuditTrail, listMyRecentActions };
