import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OPERATOR_ROLES } from '../operator-roles.ts';
import { PageQuerySchema, pageSchema } from '../paging.ts';
import { IdSchema } from './user.ts';

/**
 * Accounts in the console (账号管理, issue 19): an account manager finds an account, sees its memberships, sessions and
 * recent security events, freezes it (every session ends at once, the next request is told 406) or unfreezes it, and
 * ends its sessions without freezing. Mobiles are masked unless opened, and each opening is on the audit trail.
 * Operators' own accounts are managed in 运营人员, not here.
 */

export const ACCOUNT_STATUSES = ['active', 'frozen', 'disabled'] as const;
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  active: '正常',
  frozen: '已冻结',
  disabled: '已停用',
};

export const AccountRowSchema = z.object({
  userId: IdSchema,
  username: z.string(),
  nickName: z.string(),
  /** Masked, e.g. 139****0001. */
  mobile: z.string().nullable(),
  status: AccountStatusSchema,
  /** Names of the tenants the account belongs to. */
  tenantNames: z.array(z.string()),
  isOperator: z.boolean(),
  createdAt: z.string(),
});
export type AccountRow = z.infer<typeof AccountRowSchema>;

export const AccountSearchSchema = PageQuerySchema.extend({
  /** Part of a username or nickname, a whole mobile, or its last four digits. */
  keyword: z.string().trim().max(60, '关键词最多 60 个字').optional(),
  /** Part of the name of a tenant the account belongs to. */
  tenant: z.string().trim().max(60, '主体名称最多 60 个字').optional(),
  status: AccountStatusSchema.optional(),
});

export const searchAccounts = defineEndpoint({
  id: 'portal.searchAccounts',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/accounts/list',
  access: 'operator:accountManager',
  summary: '账号查询：按用户名、昵称、手机号或所在主体查找账号（手机号打码显示）',
  body: AccountSearchSchema,
  data: pageSchema(AccountRowSchema),
});

export const ACCOUNT_EVENT_KINDS = [
  'registered',
  'password-changed',
  'mobile-changed',
  'email-verified',
] as const;
export const ACCOUNT_EVENT_LABELS: Record<(typeof ACCOUNT_EVENT_KINDS)[number], string> = {
  registered: '注册账号',
  'password-changed': '修改或重置密码',
  'mobile-changed': '更换手机号',
  'email-verified': '验证邮箱',
};

export const AccountDetailSchema = AccountRowSchema.extend({
  email: z.string().nullable(),
  operatorRoles: z.array(z.enum(OPERATOR_ROLES)),
  memberships: z.array(z.object({ tenantId: IdSchema, tenantName: z.string(), isAdmin: z.boolean() })),
  /** The newest sessions first; `endedAt` null while it lasts. */
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastSeenAt: z.string(),
      endedAt: z.string().nullable(),
      endReason: z.string().nullable(),
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  events: z.array(z.object({ kind: z.enum(ACCOUNT_EVENT_KINDS), at: z.string() })),
});
export type AccountDetail = z.infer<typeof AccountDetailSchema>;

export const getAccountDetail = defineEndpoint({
  id: 'portal.getAccountDetail',
  module: 'portal',
  method: 'GET',
  path: '/basics/admin/accounts/detail',
  access: 'operator:accountManager',
  summary: '账号详情：所在主体、登录会话与近期安全事件',
  query: z.strictObject({ userId: IdSchema }),
  data: AccountDetailSchema,
});

const AccountActionSchema = z.strictObject({ userId: IdSchema });
const ReasonSchema = z
  .string('请填写原因')
  .trim()
  .min(2, '请填写原因，至少 2 个字')
  .max(200, '原因最多 200 个字');

export const revealAccountMobile = defineEndpoint({
  id: 'portal.revealAccountMobile',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/accounts/mobile',
  access: 'operator:accountManager',
  summary: '查看账号的完整手机号（每次查看都记入审计日志）',
  body: AccountActionSchema,
  data: z.object({ mobile: z.string().nullable() }),
});

export const freezeAccount = defineEndpoint({
  id: 'portal.freezeAccount',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/accounts/freeze',
  access: 'operator:accountManager',
  summary: '冻结账号：其所有登录立即结束，此后的请求被拒绝（406），直到解冻',
  body: AccountActionSchema.extend({ reason: ReasonSchema }),
  data: AccountDetailSchema,
});

export const unfreezeAccount = defineEndpoint({
  id: 'portal.unfreezeAccount',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/accounts/unfreeze',
  access: 'operator:accountManager',
  summary: '解冻账号：账号可以重新登录',
  body: AccountActionSchema.extend({ reason: ReasonSchema }),
  data: AccountDetailSchema,
});

export const endAccountSessions = defineEndpoint({
  id: 'portal.endAccountSessions',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/accounts/end-sessions',
  access: 'operator:accountManager',
  summary: '结束账号的所有登录（不冻结）：账号需重新登录',
  body: AccountActionSchema.extend({ reason: ReasonSchema }),
  data: AccountDetailSchema,
});

export const accountEndpoints = {
  searchAccounts,
  getAccountDetail,
  revealAccountMobile,
  freezeAccount,
  unfreezeAccount,
  endAccountSessions,
};
