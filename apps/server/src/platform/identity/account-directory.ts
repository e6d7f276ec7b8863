import type { AccountStatus, PageQuery } from '@rrsp/contract';
import { and, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../database/client.ts';
import { containsPattern, offsetOf, toPage } from '../database/paging.ts';
import { domainEvents } from '../events/tables.ts';
import { IDENTITY_EVENTS } from './events.ts';
import { membershipRowsOf } from './memberships.ts';
import { sessions, tenantMembers, tenants, type UserRow, users } from './tables.ts';

/** The security events an account manager sees, by the names the console shows them under. */
const SECURITY_EVENTS = {
  [IDENTITY_EVENTS.registered]: 'registered',
  [IDENTITY_EVENTS.passwordChanged]: 'password-changed',
  [IDENTITY_EVENTS.mobileChanged]: 'mobile-changed',
  [IDENTITY_EVENTS.emailVerified]: 'email-verified',
} as const;
type SecurityEventKind = (typeof SECURITY_EVENTS)[keyof typeof SECURITY_EVENTS];

export interface AccountSearch extends PageQuery {
  keyword?: string | undefined;
  tenant?: string | undefined;
  status?: AccountStatus | undefined;
}

/**
 * Accounts as the console's 账号管理 reads and changes them: found by name, mobile or tenant, with their memberships,
 * sessions and security events; frozen and unfrozen on a locked row.
 */
export const createAccountDirectory = (db: Database) => {
  const tenantNamesOf = async (userIds: string[]): Promise<Map<string, string[]>> => {
    const names = new Map<string, string[]>();
    if (userIds.length === 0) return names;
    const rows = await db
      .select({ userId: tenantMembers.userId, name: tenants.name })
      .from(tenantMembers)
      .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
      .where(inArray(tenantMembers.userId, userIds))
      .orderBy(tenants.name);
    for (const row of rows) names.set(row.userId, [...(names.get(row.userId) ?? []), row.name]);
    return names;
  };

  return {
    /** Newest accounts first; a keyword matches part of a username or nickname, a whole mobile or its last digits. */
    async search(query: AccountSearch) {
      const conditions: SQL[] = [];
      if (query.keyword) {
        const pattern = containsPattern(query.keyword);
        const matches = or(
          ilike(users.username, pattern),
          ilike(users.nickName, pattern),
          /^\d{4,11}$/.test(query.keyword) ? sql`${users.mobile} like ${`%${query.keyword}`}` : undefined,
        );
        if (matches) conditions.push(matches);
      }
      if (query.tenant) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(tenantMembers)
              .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
              .where(
                and(eq(tenantMembers.userId, users.id), ilike(tenants.name, containsPattern(query.tenant))),
              ),
          ),
        );
      }
      if (query.status) conditions.push(eq(users.status, query.status));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.$count(users, where),
      ]);
      const names = await tenantNamesOf(rows.map((row) => row.id));
      return toPage(
        rows.map((row) => ({ row, tenantNames: names.get(row.id) ?? [] })),
        total,
        query,
      );
    },

    memberships: (userId: string, executor: Executor = db) => membershipRowsOf(executor, userId),

    /** The newest sessions of the account. */
    sessionsOf: (userId: string, executor: Executor = db, limit = 10) =>
      executor
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt))
        .limit(limit),

    /** The account's latest security events (registration, password, mobile, e-mail), newest first. */
    async eventsOf(userId: string, executor: Executor = db, limit = 10) {
      const rows = await executor
        .select({ type: domainEvents.type, at: domainEvents.createdAt })
        .from(domainEvents)
        .where(
          and(
            inArray(domainEvents.type, Object.keys(SECURITY_EVENTS)),
            sql`${domainEvents.payload}->>'userId' = ${userId}`,
          ),
        )
        .orderBy(desc(domainEvents.id))
        .limit(limit);
      return rows.map((row) => ({
        kind: SECURITY_EVENTS[row.type as keyof typeof SECURITY_EVENTS] as SecurityEventKind,
        at: row.at,
      }));
    },

    /** When the account's password and its mobile last changed, by its security events (null: never since). */
    async lastCredentialChanges(userId: string, executor: Executor = db) {
      const rows = await executor
        .select({
          type: domainEvents.type,
          at: sql<Date>`max(${domainEvents.createdAt})`.mapWith(domainEvents.createdAt),
        })
        .from(domainEvents)
        .where(
          and(
            inArray(domainEvents.type, [IDENTITY_EVENTS.passwordChanged, IDENTITY_EVENTS.mobileChanged]),
            sql`${domainEvents.payload}->>'userId' = ${userId}`,
          ),
        )
        .groupBy(domainEvents.type);
      const at = (type: string) => rows.find((row) => row.type === type)?.at ?? null;
      return {
        passwordChangedAt: at(IDENTITY_EVENTS.passwordChanged),
        mobileChangedAt: at(IDENTITY_EVENTS.mobileChanged),
      };
    },

    async find(userId: string, executor: Executor = db): Promise<UserRow | null> {
      const [row] = await executor.select().from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    /** The account, locked until the transaction ends: two managers deciding at once go one after the other. */
    async lock(userId: string, tx: Transaction): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      return row ?? null;
    },

    async setStatus(userId: string, status: AccountStatus, tx: Transaction): Promise<void> {
      await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
};

export type AccountDirectory = ReturnType<typeof createAccountDirectory>;
