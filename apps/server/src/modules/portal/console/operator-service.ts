import type { Operator, SetOperatorRoles } from '@rrsp/contract';
import type { AuditTrail } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/database/client.ts';
import { businessRule, forbidden, notFound } from '../../../platform/http/errors.ts';
import type { OperatorRepository } from '../../../platform/identity/operators.ts';
import type { UserRow } from '../../../platform/identity/tables.ts';
import { maskMobile } from '../../../platform/masking.ts';

const toOperator = (row: UserRow): Operator => ({
  userId: row.id,
  username: row.username,
  nickName: row.nickName,
  mobile: row.mobile === null ? null : maskMobile(row.mobile),
  roles: row.operatorRoles,
  active: row.status === 'active',
});

/** Who runs the platform: a 超级管理员 sets the roles of an account, never their own, each change on the record. */
export const createOperatorService = (deps: {
  db: Database;
  operators: OperatorRepository;
  audit: AuditTrail;
}) => {
  const { db, operators, audit } = deps;
  return {
    list: async (): Promise<Operator[]> => (await operators.list()).map(toOperator),

    async setRoles(actorId: string, change: SetOperatorRoles): Promise<Operator> {
      return db.transaction(async (tx) => {
        // the 超级管理员 are locked first, always in one order: two of them changing each other at once go one by one
        const superAdmins = await operators.lockSuperAdmins(tx);
        if (!superAdmins.includes(actorId)) {
          throw forbidden('您已不是超级管理员，不能设定运营角色', 'OPERATOR_ROLE_REQUIRED');
        }
        const account = await operators.lockByAccount(change.account, tx);
        if (!account) throw notFound('没有找到这个账号，请核对用户名或手机号；新的运营人员请先注册账号');
        if (account.id === actorId) {
          throw businessRule('不能修改自己的运营角色，请由另一位超级管理员操作');
        }
        const before = account.operatorRoles;
        if (before.length === 0 && change.roles.length === 0) {
          throw businessRule('该账号还不是运营人员，请至少选择一个角色');
        }
        const updated = await operators.setRoles(account.id, change.roles, tx);
        await audit.record(tx, {
          operatorId: actorId,
          action: 'operator.roles',
          object: { type: 'user', id: account.id, label: account.username },
          before: { roles: before },
          after: { roles: updated.operatorRoles },
        });
        return toOperator(updated);
      });
    },
  };
};

export type OperatorService = ReturnType<typeof createOperatorService>;
