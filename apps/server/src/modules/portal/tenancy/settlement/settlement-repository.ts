import { type FieldReasons, WAITING_STATUSES } from '@rrsp/contract';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../../platform/database/client.ts';
import { users } from '../../../../platform/identity/tables.ts';
import { type SettlementApplicationRow, settlementApplications, settlementEvents } from './tables.ts';

export type SettlementLogEntry = Omit<typeof settlementEvents.$inferInsert, 'id' | 'at'>;
/** Columns of an application as the applicant's draft or form sets them. */
export type ApplicationValues = Partial<typeof settlementApplications.$inferInsert>;

/** Settlement applications and their log: one open application per applicant, every step on the record. */
export const createSettlementRepository = (db: Database) => ({
  async byId(applicationId: string, executor: Executor = db): Promise<SettlementApplicationRow | null> {
    const [row] = await executor
      .select()
      .from(settlementApplications)
      .where(eq(settlementApplications.id, applicationId));
    return row ?? null;
  },

  /** The application, locked until the transaction ends: an operator decides on it once. */
  async lockById(applicationId: string, tx: Executor): Promise<SettlementApplicationRow | null> {
    const [row] = await tx
      .select()
      .from(settlementApplications)
      .where(eq(settlementApplications.id, applicationId))
      .for('update');
    return row ?? null;
  },

  /** The applicant's application in progress (not approved), locked; made empty when there is none. */
  async lockOpen(userId: string, tx: Executor): Promise<SettlementApplicationRow> {
    await tx
      .insert(settlementApplications)
      .values({ applicantUserId: userId })
      .onConflictDoNothing({
        target: settlementApplications.applicantUserId,
        where: sql`${settlementApplications.status} <> 'approved'`,
      });
    const [row] = await tx
      .select()
      .from(settlementApplications)
      .where(
        and(
          eq(settlementApplications.applicantUserId, userId),
          ne(settlementApplications.status, 'approved'),
        ),
      )
      .for('update');
    if (!row) throw new Error('open application missing after upsert');
    return row;
  },

  /** The applicant's latest application: the one in progress, else the last approved one. */
  async latestOf(userId: string): Promise<SettlementApplicationRow | null> {
    const [row] = await db
      .select()
      .from(settlementApplications)
      .where(eq(settlementApplications.applicantUserId, userId))
      .orderBy(sql`${settlementApplications.status} = 'approved'`, desc(settlementApplications.updatedAt))
      .limit(1);
    return row ?? null;
  },

  /** How many other applications with this credit code wait for an operator. */
  async waitingWithCode(creditCode: string, exceptId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(settlementApplications)
      .where(
        and(
          eq(settlementApplications.creditCode, creditCode),
          ne(settlementApplications.id, exceptId),
          inArray(settlementApplications.status, [...WAITING_STATUSES]),
        ),
      );
    return row?.n ?? 0;
  },

  /** The applicant saves a draft: the values change, nothing else. */
  async saveValues(
    applicationId: string,
    values: ApplicationValues,
    tx: Executor,
  ): Promise<SettlementApplicationRow | null> {
    const [updated] = await tx
      .update(settlementApplications)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(settlementApplications.id, applicationId))
      .returning();
    return updated ?? null;
  },

  /** The applicant submits (or resubmits): the values, a new round and a new wait; the last decision cleared. */
  async submit(
    application: Pick<SettlementApplicationRow, 'id' | 'round'>,
    values: ApplicationValues,
    tx: Executor,
  ): Promise<SettlementApplicationRow> {
    const [updated] = await tx
      .update(settlementApplications)
      .set({
        ...values,
        status: application.round > 0 ? 'resubmitted' : 'submitted',
        round: application.round + 1,
        submittedAt: sql`now()`,
        rejectionRemark: null,
        fieldReasons: {},
        updatedAt: sql`now()`,
      })
      .where(eq(settlementApplications.id, application.id))
      .returning();
    if (!updated) throw new Error('application update returned nothing');
    return updated;
  },

  async markApproved(
    applicationId: string,
    tenantId: string,
    operatorId: string,
    tx: Executor,
  ): Promise<void> {
    await tx
      .update(settlementApplications)
      .set({
        status: 'approved',
        tenantId,
        decidedAt: sql`now()`,
        decidedBy: operatorId,
        fieldReasons: {},
        rejectionRemark: null,
        updatedAt: sql`now()`,
      })
      .where(eq(settlementApplications.id, applicationId));
  },

  async markRejected(
    applicationId: string,
    decision: { operatorId: string; remark: string | null; fieldReasons: FieldReasons },
    tx: Executor,
  ): Promise<void> {
    await tx
      .update(settlementApplications)
      .set({
        status: 'rejected',
        decidedAt: sql`now()`,
        decidedBy: decision.operatorId,
        rejectionRemark: decision.remark,
        fieldReasons: decision.fieldReasons,
        updatedAt: sql`now()`,
      })
      .where(eq(settlementApplications.id, applicationId));
  },

  async log(entry: SettlementLogEntry, tx: Executor): Promise<void> {
    await tx.insert(settlementEvents).values(entry);
  },

  /** The application's log, oldest first, with the name of whoever made each step. */
  logOf(applicationId: string) {
    return db
      .select({ event: settlementEvents, actorName: users.nickName })
      .from(settlementEvents)
      .leftJoin(users, eq(users.id, settlementEvents.actorUserId))
      .where(eq(settlementEvents.applicationId, applicationId))
      .orderBy(asc(settlementEvents.at));
  },

  /** The values of the latest submissions, newest first. */
  lastSubmissions(applicationId: string, count: number, executor: Executor = db) {
    return executor
      .select({ snapshot: settlementEvents.snapshot })
      .from(settlementEvents)
      .where(
        and(
          eq(settlementEvents.applicationId, applicationId),
          inArray(settlementEvents.action, ['submitted', 'resubmitted']),
        ),
      )
      .orderBy(desc(settlementEvents.at))
      .limit(count);
  },
});

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
