import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { MobileSchema } from '../sso/fields.ts';
import { IdSchema, TenantRoleSchema } from './user.ts';

/** SPEC.md §7 "tenant list by user, check tenant admin, get and save chosen tenant id", served by the portal. */

export const TENANT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const TenantStatusSchema = z.enum(TENANT_STATUSES);
export type TenantStatus = z.infer<typeof TenantStatusSchema>;

export const TenantOfUserSchema = z.object({
  tenantId: IdSchema,
  tenantName: z.string(),
  /** The settlement's state: roles count only once it is approved. */
  status: TenantStatusSchema,
  /** Roles that count now (empty until approved). */
  roles: z.array(TenantRoleSchema),
  isAdmin: z.boolean(),
  /** The tenant the user works in now (saved with saveChosenTenantId, else the first approved one). */
  chosen: z.boolean(),
});
export type TenantOfUser = z.infer<typeof TenantOfUserSchema>;

const tenant = (path: string) => `/basics/pc/tenant${path}`;

export const listTenantsOfUser = defineEndpoint({
  id: 'portal.tenantsOfUser',
  module: 'portal',
  method: 'GET',
  path: tenant('/listByUser'),
  access: 'signedIn',
  summary: '当前用户所属的入驻主体（含审核状态、生效角色、是否管理员、是否当前所选）',
  data: z.array(TenantOfUserSchema),
});

export const checkTenantAdmin = defineEndpoint({
  id: 'portal.checkTenantAdmin',
  module: 'portal',
  method: 'GET',
  path: tenant('/checkTenantAdmin'),
  access: 'signedIn',
  summary: '当前用户是否为所选主体（请求头 tenantId）的管理员；未选主体时为否',
  data: z.object({ tenantId: IdSchema.nullable(), isAdmin: z.boolean() }),
});

export const getChosenTenantId = defineEndpoint({
  id: 'portal.getChosenTenantId',
  module: 'portal',
  method: 'GET',
  path: tenant('/getChooseTenantId'),
  access: 'signedIn',
  summary: '当前用户选择的主体编号：上次保存的（仍是成员时），否则第一个已通过审核的主体，都没有时为空',
  data: z.object({ tenantId: IdSchema.nullable() }),
});

export const saveChosenTenantId = defineEndpoint({
  id: 'portal.saveChosenTenantId',
  module: 'portal',
  method: 'POST',
  path: tenant('/saveChooseTenantId'),
  access: 'signedIn',
  summary: '保存当前用户选择的主体（须为其成员），换设备登录后仍进入该主体',
  body: z.strictObject({ tenantId: IdSchema }),
  data: z.object({ tenantId: IdSchema }),
});

/** Members and invitations (issue 9): a tenant admin invites by mobile, the invitee accepts after signing in. */

export const TenantMemberSchema = z.object({
  userId: IdSchema,
  nickName: z.string(),
  /** Masked, e.g. 139****0002. */
  mobile: z.string().nullable(),
  isAdmin: z.boolean(),
  joinedAt: z.string(),
});
export type TenantMember = z.infer<typeof TenantMemberSchema>;

export const PendingInvitationSchema = z.object({
  invitationId: IdSchema,
  /** Masked. */
  mobile: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
});

export const TenantMembersSchema = z.object({
  members: z.array(TenantMemberSchema),
  invitations: z.array(PendingInvitationSchema),
});
export type TenantMembers = z.infer<typeof TenantMembersSchema>;

export const InvitationForMeSchema = z.object({
  invitationId: IdSchema,
  tenantName: z.string(),
  invitedBy: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type InvitationForMe = z.infer<typeof InvitationForMeSchema>;

export const listTenantMembers = defineEndpoint({
  id: 'portal.tenantMembers',
  module: 'portal',
  method: 'GET',
  path: tenant('/members'),
  access: 'tenantAdmin',
  summary: '所选主体的成员与待接受的邀请（仅主体管理员）',
  data: TenantMembersSchema,
});

export const inviteTenantMember = defineEndpoint({
  id: 'portal.inviteTenantMember',
  module: 'portal',
  method: 'POST',
  path: tenant('/inviteMember'),
  access: 'tenantAdmin',
  summary: '按手机号邀请成员加入所选主体：对方收到短信，登录后在工作台接受（仅主体管理员）',
  body: z.strictObject({ mobile: MobileSchema }),
  data: PendingInvitationSchema,
});

export const listMyInvitations = defineEndpoint({
  id: 'portal.myInvitations',
  module: 'portal',
  method: 'GET',
  path: tenant('/myInvitations'),
  access: 'signedIn',
  summary: '发给当前用户手机号、尚未接受的主体邀请',
  data: z.array(InvitationForMeSchema),
});

export const acceptTenantInvitation = defineEndpoint({
  id: 'portal.acceptInvitation',
  module: 'portal',
  method: 'POST',
  path: tenant('/acceptInvitation'),
  access: 'signedIn',
  summary: '接受发给本人手机号的邀请，成为该主体成员',
  body: z.strictObject({ invitationId: IdSchema }),
  data: z.object({ tenantId: IdSchema, tenantName: z.string() }),
});

export const withdrawTenantInvitation = defineEndpoint({
  id: 'portal.withdrawTenantInvitation',
  module: 'portal',
  method: 'POST',
  path: tenant('/withdrawInvitation'),
  access: 'tenantAdmin',
  summary: '撤回尚未接受的邀请：对方不能再接受，可重新邀请该手机号（仅主体管理员）',
  body: z.strictObject({ invitationId: IdSchema }),
  data: z.null(),
});

export const removeTenantMember = defineEndpoint({
  id: 'portal.removeTenantMember',
  module: 'portal',
  method: 'POST',
  path: tenant('/removeMember'),
  access: 'tenantAdmin',
  summary: '将成员移出所选主体（主体至少保留一名管理员；仅主体管理员）',
  body: z.strictObject({ userId: IdSchema }),
  data: z.null(),
});

export const transferTenantAdmin = defineEndpoint({
  id: 'portal.transferTenantAdmin',
  module: 'portal',
  method: 'POST',
  path: tenant('/transferAdmin'),
  access: 'tenantAdmin',
  summary: '将管理员身份移交给本主体的另一名成员，本人改为普通成员（仅主体管理员）',
  body: z.strictObject({ userId: IdSchema }),
  data: z.null(),
});
