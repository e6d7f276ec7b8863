import type { AccountDetail, AccountRow, AuditAction, PageQuery } from '@rrsp/contract';
import type { AuditTrail } from '../../../platform/audit/audit-trail.ts';
import type { Database, Transaction } from '../../../platform/database/client.ts';
import { businessRule, conflict, notFound } from '../../../platform/http/errors.ts';
import type { AccountDirectory, AccountSearch } from '../../../platform/identity/account-directory.ts';
import type { SessionStore } from '../../../platform/identity/session-store.ts';
import type { UserRow } from '../../../platform/identity/tables.ts';
import { maskMobile } from '../../../platform/masking.ts';

const rowOf = (user: UserRow, tenantNames: string[]): AccountRow => ({
  userId: user.id,
  username: user.username,
  nickName: user.nickName,
  mobile: user.mobile === null ? null : maskMobile(user.mobile),
  status: user.status,
  tenantNames,
  isOperator: user.operatorRoles.length > 0,
  createdAt: user.createdAt.toISOString(),
});

const missing = () => notFound('该账号不存在');
// operators are managed in 运营人员 by a 超级管理员: an account manager cannot lock out the people who run the platform
const operatorAccount = () => businessRule('运营人员的账号请由超级管理员在「运营人员」中管理');

/**
 * 账号管理: an account manager finds accounts and looks after them. Every change is made on the locked account, with
 * its row in the audit trail, in one transaction; freezing ends every session at once (the next request is told 406).
 */
export const createAccountService = (deps: {
  db: Database;
  directory: AccountDirectory;
  sessions: SessionStore;
  audit: AuditTrail;
}) => {
  const { db, directory, sessions, audit } = deps;

  const detail = async (user: UserRow, executor: Database | Transaction = db): Promise<AccountDetail> => {
    // one after another: inside a transaction every read goes through its one connection
    const memberships = await directory.memberships(user.id, executor);
    const recentSessions = await directory.sessionsOf(user.id, executor);
    const events = await directory.eventsOf(user.id, executor);
    return {
      ...rowOf(
        user,
        memberships.map((membership) => membership.tenantName),
      ),
      email: user.email,
      operatorRoles: user.operatorRoles,
      memberships: memberships.map((membership) => ({
        tenantId: membership.tenantId,
        tenantName: membership.tenantName,
        isAdmin: membership.isAdmin,
      })),
      sessions: recentSessions.map((session) => ({
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        endedAt: session.endedAt?.toISOString() ?? null,
        endReason: session.endReason,
        userAgent: session.userAgent,
        ip: session.ip,
      })),
      events: events.map((event) => ({ kind: event.kind, at: event.at.toISOString() })),
    };
  };

  /** A change of one account by one account manager, on the locked row, recorded with the account as it was. */
  const change = (
    managerId: string,
    userId: string,
    action: AuditAction,
    remark: string | null,
    work: (tx: Transaction, user: UserRow) => Promise<Record<string, unknown>>,
  ) =>
    db.transaction(async (tx) => {
      const user = await directory.lock(userId, tx);
      if (!user) throw missing();
      if (user.id === managerId) throw businessRule('不能对自己的账号执行此操作');
      if (user.operatorRoles.length > 0) throw operatorAccount();
      const after = await work(tx, user);
      await audit.record(tx, {
        operatorId: managerId,
        action,
        object: { type: 'user', id: user.id, label: user.username },
        before: { status: user.status },
        after,
        remark,
      });
      const changed = await directory.find(userId, tx);
      return detail(changed ?? user, tx);
    });

  return {
    async search(query: AccountSearch & PageQuery) {
      const page = await directory.search(query);
      return { ...page, rows: page.rows.map(({ row, tenantNames }) => rowOf(row, tenantNames)) };
    },

    async detail(userId: string): Promise<AccountDetail> {
      const user = await directory.find(userId);
      if (!user) throw missing();
      return detail(user);
    },

    freeze: (managerId: string, userId: string, reason: string) =>
      change(managerId, userId, 'account.freeze', reason, async (tx, user) => {
        if (user.status !== 'active') throw conflict('该账号已是冻结或停用状态');
        await directory.setStatus(user.id, 'frozen', tx);
        const ended = await sessions.endAllOf(user.id, 'frozen', { executor: tx });
        return { status: 'frozen', endedSessions: ended };
      }),

    unfreeze: (managerId: string, userId: string, reason: string) =>
      change(managerId, userId, 'account.unfreeze', reason, async (tx, user) => {
        if (user.status !== 'frozen') throw conflict('该账号没有被冻结');
        await directory.setStatus(user.id, 'active', tx);
        return { status: 'active' };
      }),

    endSessions: (managerId: string, userId: string, reason: string) =>
      change(managerId, userId, 'account.endSessions', reason, async (tx, user) => {
        const ended = await sessions.endAllOf(user.id, 'operator', { executor: tx });
        return { status: user.status, endedSessions: ended };
      }),

    /** The whole mobile of an account: shown to the manager who asked, and the asking is on the record. */
    revealMobile: (managerId: string, userId: string) =>
      db.transaction(async (tx) => {
        const user = await directory.lock(userId, tx);
        if (!user) throw missing();
        await audit.record(tx, {
          operatorId: managerId,
          action: 'account.revealMobile',
          object: { type: 'user', id: user.id, label: user.username },
          before: null,
          after: null,
        });
        return { mobile: user.mobile };
      }),
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
