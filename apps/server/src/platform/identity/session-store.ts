import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../database/client.ts';
import { membershipRowsOf } from './memberships.ts';
import type { CredentialProblem, Membership, SignedInUser } from './principal.ts';
import { rolesThatCount } from './roles.ts';
import { type SessionEndReason, sessions, type UserRow, users } from './tables.ts';
import { hashToken, newSessionToken } from './tokens.ts';

export interface SessionPolicy {
  idleMs: number;
  maxAgeMs: number;
}

/** Touching `last_seen_at` on every request would turn reads into writes; a minute's precision is plenty. */
const TOUCH_INTERVAL_MS = 60_000;

export type ResolvedCredential =
  | { ok: true; sessionId: string | null; user: SignedInUser }
  | { ok: false; problem: CredentialProblem };

const ENDED_PROBLEM: Record<SessionEndReason, CredentialProblem> = {
  'sign-out': 'signed-out',
  replaced: 'replaced',
  'password-changed': 'password-changed',
  operator: 'ended-by-operator',
};

const toSignedInUser = (row: UserRow): SignedInUser => ({
  id: row.id,
  username: row.username,
  status: row.status,
  isOperator: row.isOperator,
});

export const createSessionStore = (db: Database, policy: SessionPolicy) => {
  const loadMemberships = async (userId: string, executor: Executor = db): Promise<Membership[]> => {
    const rows = await membershipRowsOf(executor, userId);
    return rows.map((row) => ({
      tenantId: row.tenantId,
      tenantName: row.tenantName,
      roles: rolesThatCount(row),
      isAdmin: row.isAdmin,
    }));
  };

  const endAllOf = async (
    userId: string,
    reason: SessionEndReason,
    options: { exceptSessionId?: string | undefined; executor?: Executor } = {},
  ): Promise<number> => {
    const live = and(eq(sessions.userId, userId), isNull(sessions.endedAt));
    const ended = await (options.executor ?? db)
      .update(sessions)
      .set({ endedAt: new Date(), endReason: reason })
      .where(options.exceptSessionId ? and(live, sql`${sessions.id} <> ${options.exceptSessionId}`) : live)
      .returning({ id: sessions.id });
    return ended.length;
  };

  return {
    loadMemberships,
    endAllOf,

    /** A fresh token at every sign-in; only its hash is kept. */
    async open(userId: string, meta: { userAgent?: string; ip?: string } = {}, executor: Executor = db) {
      const token = newSessionToken();
      const now = Date.now();
      const [row] = await executor
        .insert(sessions)
        .values({
          tokenHash: hashToken(token),
          userId,
          expiresAt: new Date(now + policy.maxAgeMs),
          userAgent: meta.userAgent?.slice(0, 300) ?? null,
          ip: meta.ip ?? null,
        })
        .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
      if (!row) throw new Error('session insert returned nothing');
      return { token, sessionId: row.id, expiresAt: row.expiresAt };
    },

    async resolve(token: string): Promise<ResolvedCredential> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, hashToken(token)))
        .limit(1);
      if (!row) return { ok: false, problem: 'unknown' };
      const { session, user } = row;
      if (session.endedAt) return { ok: false, problem: ENDED_PROBLEM[session.endReason ?? 'operator'] };
      const now = Date.now();
      if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + policy.idleMs <= now) {
        return { ok: false, problem: 'expired' };
      }
      if (user.status !== 'active') return { ok: false, problem: 'frozen' };
      if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, session.id));
      }
      return { ok: true, sessionId: session.id, user: toSignedInUser(user) };
    },

    async resolveTestToken(username: string): Promise<ResolvedCredential> {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      if (!user) return { ok: false, problem: 'unknown' };
      if (user.status !== 'active') return { ok: false, problem: 'frozen' };
      return { ok: true, sessionId: null, user: toSignedInUser(user) };
    },

    async end(sessionId: string, reason: SessionEndReason, executor: Executor = db): Promise<void> {
      await executor
        .update(sessions)
        .set({ endedAt: new Date(), endReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    },

    /** Housekeeping: sessions past their absolute expiry for a day carry no information worth keeping. */
    async purgeExpired(): Promise<number> {
      const cutoff = new Date(Date.now() - 24 * 3_600_000);
      const removed = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.endedAt, cutoff)))
        .returning({ id: sessions.id });
      return removed.length;
    },
  };
};

export type SessionStore = ReturnType<typeof createSessionStore>;
