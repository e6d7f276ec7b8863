import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../database/client.ts';
import type { ChangeAwareMemo } from '../http/public-cache.ts';
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
  frozen: 'frozen',
};

/** The problem a session ended for this reason shows (the live channel's word to the pages it closes). */
export const problemOfEndedSession = (reason: string): CredentialProblem =>
  ENDED_PROBLEM[reason as SessionEndReason] ?? 'ended-by-operator';

const toSignedInUser = (row: UserRow): SignedInUser => ({
  id: row.id,
  username: row.username,
  status: row.status,
  operatorRoles: row.operatorRoles,
});

interface SessionWithUser {
  session: typeof sessions.$inferSelect;
  user: UserRow;
}

/** What every signed-in request reads, kept per instance until a table it comes from changes (migration 0019). */
export interface SessionMemo {
  sessions: ChangeAwareMemo<SessionWithUser>;
  memberships: ChangeAwareMemo<Membership[]>;
}

/** The tables a session's verdict and its memberships are read from. */
export const SESSION_TABLES = ['sessions', 'users', 'tenant_members', 'tenants'] as const;

export const createSessionStore = (db: Database, policy: SessionPolicy, memo?: SessionMemo) => {
  const readMemberships = async (userId: string, executor: Executor): Promise<Membership[]> => {
    const rows = await membershipRowsOf(executor, userId);
    return rows.map((row) => ({
      tenantId: row.tenantId,
      tenantName: row.tenantName,
      roles: rolesThatCount(row),
      isAdmin: row.isAdmin,
    }));
  };

  /** Inside a transaction the caller's own reads count: the memo is for requests reading outside one. */
  const loadMemberships = async (userId: string, executor: Executor = db): Promise<Membership[]> => {
    if (!memo || executor !== db) return readMemberships(userId, executor);
    const remembered = memo.memberships.get(userId);
    if (remembered) return remembered;
    const taken = memo.memberships.snapshot();
    const memberships = await readMemberships(userId, db);
    memo.memberships.set(userId, memberships, taken);
    return memberships;
  };

  /** A session's verdict at `now`, without touching it. */
  const verdictAt = ({ session, user }: SessionWithUser, now: number): ResolvedCredential => {
    if (session.endedAt) {
      const reason = session.endReason ?? 'operator';
      // a session a freeze ended says "frozen" while the account is; once unfrozen, it simply ended
      if (reason === 'frozen' && user.status === 'active') return { ok: false, problem: 'ended-by-operator' };
      return { ok: false, problem: ENDED_PROBLEM[reason] };
    }
    if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + policy.idleMs <= now) {
      return { ok: false, problem: 'expired' };
    }
    if (user.status !== 'active') return { ok: false, problem: 'frozen' };
    return { ok: true, sessionId: session.id, user: toSignedInUser(user) };
  };
  const needsTouch = ({ session }: SessionWithUser, now: number): boolean =>
    now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS;

  /** A session's verdict now; touches `last_seen_at` at most once a minute. */
  const judge = async (row: SessionWithUser): Promise<ResolvedCredential> => {
    const { session } = row;
    const now = Date.now();
    const verdict = verdictAt(row, now);
    if (!verdict.ok) return verdict;
    if (needsTouch(row, now)) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, session.id));
      session.lastSeenAt = new Date(now);
    }
    return verdict;
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

    /**
     * The caller of `token` from what this instance remembers, decided at once, or undefined when anything has to be
     * read or written (not remembered, a verdict other than yes, a touch due, memberships not remembered): then
     * `resolve` and `loadMemberships` answer. The same memos, dropped by the same notifications, and the same verdict
     * as `resolve`: only the promises are saved, on every signed-in request (decision 033).
     */
    remembered(
      token: string,
    ): { sessionId: string | null; user: SignedInUser; memberships: Membership[] } | undefined {
      if (!memo) return undefined;
      const row = memo.sessions.get(hashToken(token));
      if (!row) return undefined;
      const now = Date.now();
      if (needsTouch(row, now)) return undefined;
      const verdict = verdictAt(row, now);
      if (!verdict.ok) return undefined;
      const memberships = memo.memberships.get(row.user.id);
      return memberships ? { sessionId: verdict.sessionId, user: verdict.user, memberships } : undefined;
    },

    async resolve(token: string): Promise<ResolvedCredential> {
      const tokenHash = hashToken(token);
      const remembered = memo?.sessions.get(tokenHash);
      if (remembered) {
        // what ends a session drops the memo (migration 0019); only the clock can change the verdict of a memo, and
        // the idle clock may have been reset on another instance: anything but a yes is asked of the database again
        const verdict = await judge(remembered);
        if (verdict.ok) return verdict;
      }
      const taken = memo?.sessions.snapshot();
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      if (!row) return { ok: false, problem: 'unknown' };
      const verdict = await judge(row);
      if (verdict.ok && taken) memo?.sessions.set(tokenHash, row, taken);
      return verdict;
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
