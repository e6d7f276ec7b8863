import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OPERATOR_ROLES } from '../operator-roles.ts';
import { AccountNameSchema } from '../sso/fields.ts';
import { IdSchema } from './user.ts';

/**
 * The platform's operators and their roles (issue 19), managed by a 超级管理员 in the console. Nobody changes their own
 * roles: another 超级管理员 does, so no one grants themselves a power and the last 超级管理员 cannot remove themselves.
 */

export const OperatorRoleSchema = z.enum(OPERATOR_ROLES, '未知的运营角色');

export const OperatorSchema = z.object({
  userId: IdSchema,
  username: z.string(),
  nickName: z.string(),
  /** Masked, e.g. 139****0001. */
  mobile: z.string().nullable(),
  roles: z.array(OperatorRoleSchema),
  /** A frozen account keeps its roles but cannot sign in. */
  active: z.boolean(),
});
export type Operator = z.infer<typeof OperatorSchema>;

export const listOperators = defineEndpoint({
  id: 'portal.listOperators',
  module: 'portal',
  method: 'GET',
  path: '/basics/admin/operators/list',
  access: 'operator:superAdmin',
  summary: '运营人员及其角色（仅超级管理员）',
  data: z.array(OperatorSchema),
});

export const SetOperatorRolesSchema = z.strictObject({
  /** The account's username or mobile: an existing account becomes an operator, or changes or loses its roles. */
  account: AccountNameSchema,
  /** The whole set the account holds afterwards; none takes the account out of the operators. */
  roles: z
    .array(OperatorRoleSchema)
    .max(OPERATOR_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, '角色不能重复'),
});
export type SetOperatorRoles = z.infer<typeof SetOperatorRolesSchema>;

export const setOperatorRoles = defineEndpoint({
  id: 'portal.setOperatorRoles',
  module: 'portal',
  method: 'POST',
  path: '/basics/admin/operators/roles',
  access: 'operator:superAdmin',
  summary: '设定一个账号的运营角色：新增运营人员、调整或取消其角色（仅超级管理员，不能修改自己的角色）',
  body: SetOperatorRolesSchema,
  data: OperatorSchema,
});

export const operatorEndpoints = { listOperators, setOperatorRoles };
