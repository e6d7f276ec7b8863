import { z } from 'zod';
import { isValidCreditCode } from '../credit-code.ts';
import { defineEndpoint } from '../endpoint.ts';
import { OPERATOR_ROLES } from '../operator-roles.ts';

export const IdSchema = z.uuid('编号格式不正确');

export const TENANT_ROLES = ['participant', 'servant'] as const;
export const TenantRoleSchema = z.enum(TENANT_ROLES);
export type TenantRole = z.infer<typeof TenantRoleSchema>;

export const CreditCodeSchema = z
  .string()
  .trim()
  .refine(isValidCreditCode, '统一社会信用代码不正确（18 位，末位为校验码）');

export const TenantMembershipSchema = z.object({
  tenantId: IdSchema,
  tenantName: z.string(),
  roles: z.array(TenantRoleSchema),
  isAdmin: z.boolean(),
});
export type TenantMembership = z.infer<typeof TenantMembershipSchema>;

export const CurrentUserSchema = z.object({
  userId: IdSchema,
  username: z.string(),
  nickName: z.string(),
  /** Masked, e.g. 138****0001. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The address was confirmed by a code sent to it: only then does it sign in (issue 8). */
  emailVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  /** The platform operator's roles; empty for everyone else. */
  operatorRoles: z.array(z.enum(OPERATOR_ROLES)),
  tenants: z.array(TenantMembershipSchema),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const UserProfileSchema = z.object({
  userId: IdSchema,
  nickName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const IdentityEchoSchema = z.object({
  authenticated: z.boolean(),
  via: z.enum(['session', 'test-token']).nullable(),
  userId: IdSchema.nullable(),
  username: z.string().nullable(),
  tenantId: IdSchema.nullable(),
  appKey: z.string(),
  endpointCode: z.string(),
  requestId: z.string(),
});
export type IdentityEcho = z.infer<typeof IdentityEchoSchema>;

export const getCurrentUser = defineEndpoint({
  id: 'portal.currentUser',
  module: 'portal',
  method: 'GET',
  path: '/basics/user',
  access: 'signedIn',
  summary: '当前登录用户及其所属主体',
  data: CurrentUserSchema,
});

export const signOut = defineEndpoint({
  id: 'portal.signOut',
  module: 'portal',
  method: 'GET',
  path: '/basics/loginout',
  access: 'public',
  summary: '退出登录：吊销当前会话（无会话时同样成功）',
  data: z.null(),
});

export const identityEcho = defineEndpoint({
  id: 'portal.identityEcho',
  module: 'portal',
  method: 'GET',
  path: '/basics/pc/test',
  access: 'public',
  summary: '身份回显：服务端识别到的应用、终端、用户与主体（测试令牌仅在配置开启时有效）',
  data: IdentityEchoSchema,
});

export const getUserInfoByUserId = defineEndpoint({
  id: 'portal.userInfoByUserId',
  module: 'portal',
  method: 'GET',
  path: '/basics/getUserInfoByUserId',
  access: 'signedIn',
  summary: '按用户编号查询公开资料（昵称、头像）',
  query: z.strictObject({ userId: IdSchema }),
  data: UserProfileSchema,
});
