import { APPEAL_STATUSES, type AppealReviewStatus, type PageQuery } from '@rrsp/contract';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../platform/database/client.ts';
import { containsPattern, offsetOf, toPage } from '../../platform/database/paging.ts';
import { users } from '../../platform/identity/tables.ts';
import { appealApplications as appeals, casServices } from './tables.ts';

export type AppealRow = typeof appeals.$inferSelect;

export interface AppealQueueSearch extends PageQuery {
  status: AppealReviewStatus;
  keyword?: string | undefined;
}

const reviewers = alias(users, 'reviewers');

/** Seconds an appeal has waited, by the database's clock; null once it is no longer pending. */
const waitingSeconds = sql<
  number | null
>`case when ${appeals.status} = 'pending' then floor(extract(epoch from now() - ${appeals.createdAt}))::int end`;

/** The same name, however it was typed. */
const sameName = (username: string) => sql`lower(${appeals.username}) = lower(${username})`;

/**
 * Appeals as 申诉审核 reads and decides them: the queue, one appeal with its reviewer, the account's other appeals,
 * and the decision written on the row locked for it.
 */
export const createAppealReviewRepository = (db: Database) => ({
  /** Pending: the longest waiting first. Decided: the latest decision first. */
  async page(query: AppealQueueSearch) {
    const filters: SQL[] = [eq(appeals.status, query.status)];
    if (query.keyword) {
      const keyword = query.keyword;
      const match = or(
        ilike(appeals.username, containsPattern(keyword)),
        eq(appeals.applyNo, keyword.toUpperCase()),
      );
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const order =
      query.status === 'pending'
        ? [asc(appeals.createdAt), asc(appeals.id)]
        : [desc(appeals.reviewedAt), desc(appeals.id)];
    const [rows, total, counted, [oldest]] = await Promise.all([
      db
        .select({ row: appeals, reviewerName: reviewers.nickName, waitingSeconds })
        .from(appeals)
        .leftJoin(reviewers, eq(reviewers.id, appeals.reviewedBy))
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db.$count(appeals, where),
      db.select({ status: appeals.status, n: count() }).from(appeals).groupBy(appeals.status),
      db
        .select({
          seconds: sql<number | null>`floor(extract(epoch from now() - min(${appeals.createdAt})))::int`,
        })
        .from(appeals)
        .where(eq(appeals.status, 'pending')),
    ]);
    const counts = Object.fromEntries(APPEAL_STATUSES.map((status) => [status, 0])) as Record<
      AppealReviewStatus,
      number
    >;
    for (const row of counted) counts[row.status] = row.n;
    return { ...toPage(rows, total, query), counts, oldestWaitingSeconds: oldest?.seconds ?? null };
  },

  /** One appeal with the name of whoever decided it. */
  async find(appealId: string, executor: Executor = db) {
    const [found] = await executor
      .select({ row: appeals, reviewerName: reviewers.nickName, waitingSeconds })
      .from(appeals)
      .leftJoin(reviewers, eq(reviewers.id, appeals.reviewedBy))
      .where(eq(appeals.id, appealId))
      .limit(1);
    return found ?? null;
  },

  /** The appeal, locked until the transaction ends: two decisions at once are taken one after the other. */
  async lock(appealId: string, tx: Transaction): Promise<AppealRow | null> {
    const [row] = await tx.select().from(appeals).where(eq(appeals.id, appealId)).for('update');
    return row ?? null;
  },

  /** Writes the decision on a pending appeal (the caller holds its lock). */
  async decide(
    appealId: string,
    decision: { status: 'approved' | 'rejected'; reviewedBy: string; reviewRemark: string | null },
    tx: Transaction,
  ): Promise<void> {
    await tx
      .update(appeals)
      .set({ ...decision, reviewedAt: new Date() })
      .where(and(eq(appeals.id, appealId), eq(appeals.status, 'pending')));
  },

  /**
   * Ends the account's other pending appeals once one is approved: the account is the proven applicant's now, and an
   * appeal waiting beside it (perhaps the one who took the account) must not rebind it again. Returns their numbers.
   */
  async closeOthersOf(
    appeal: Pick<AppealRow, 'id' | 'userId'>,
    closing: { reviewedBy: string; reviewRemark: string },
    tx: Transaction,
  ): Promise<string[]> {
    if (!appeal.userId) return [];
    const closed = await tx
      .update(appeals)
      .set({ status: 'cancelled', ...closing, reviewedAt: new Date() })
      .where(and(eq(appeals.userId, appeal.userId), ne(appeals.id, appeal.id), eq(appeals.status, 'pending')))
      .returning({ applyNo: appeals.applyNo });
    return closed.map((row) => row.applyNo);
  },

  /** The other appeals for the same account, or for the same name, newest first. */
  othersOf(appeal: Pick<AppealRow, 'id' | 'userId' | 'username'>, executor: Executor = db, limit = 20) {
    const same = appeal.userId
      ? or(eq(appeals.userId, appeal.userId), sameName(appeal.username))
      : sameName(appeal.username);
    return executor
      .select()
      .from(appeals)
      .where(and(ne(appeals.id, appeal.id), same))
      .orderBy(desc(appeals.createdAt), desc(appeals.id))
      .limit(limit);
  },

  /** The registered services by code: the apps an applicant says they used. */
  serviceNames: (executor: Executor = db) =>
    executor.select({ code: casServices.id, name: casServices.name }).from(casServices),
});

export type AppealReviewRepository = ReturnType<typeof createAppealReviewRepository>;
