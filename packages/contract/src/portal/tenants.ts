import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
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
