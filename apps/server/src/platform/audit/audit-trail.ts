import type { AuditAction, AuditEntry, AuditObjectType, AuditSearch, Page } from '@rrsp/contract';
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../database/client.ts';
import { containsPattern, offsetOf, toPage } from '../database/paging.ts';
import { users } from '../identity/tables.ts';
import { type AuditTrailRow, auditTrail } from './tables.ts';

/** One decision as the service that made it describes it. */
export interface AuditRecord {
  operatorId: string;
  action: AuditAction;
  object: { type: AuditObjectType; id: string; label: string };
  /** The fields the decision changed, as they were (null: the object is new) and as they became. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  remark?: string | null;
}

/** A day of China Standard Time as the instant it starts. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

const toEntry = (row: AuditTrailRow, operatorName: string | null): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  operatorId: row.operatorId,
  operatorName: operatorName ?? '',
  action: row.action,
  objectType: row.objectType,
  objectId: row.objectId,
  objectLabel: row.objectLabel,
  before: row.before ?? null,
  after: row.after ?? null,
  remark: row.remark,
});

export const createAuditTrail = (db: Database) => {
  const withOperator = () =>
    db
      .select({ row: auditTrail, operatorName: users.nickName })
      .from(auditTrail)
      .leftJoin(users, eq(users.id, auditTrail.operatorId));

  return {
    /**
     * Writes the row on the decision's transaction (a Transaction, never the pool): if it cannot be written, the
     * decision is rolled back with it.
     */
    async record(tx: Transaction, entry: AuditRecord): Promise<void> {
      await tx.insert(auditTrail).values({
        operatorId: entry.operatorId,
        action: entry.action,
        objectType: entry.object.type,
        objectId: entry.object.id,
        objectLabel: entry.object.label,
        before: entry.before,
        after: entry.after,
        remark: entry.remark ?? null,
      });
    },

    /** The trail, newest first, by operator, action, object (id or part of its name) and days (CST, inclusive). */
    async search(query: AuditSearch & { pageNum: number; pageSize: number }): Promise<Page<AuditEntry>> {
      const conditions: SQL[] = [];
      if (query.operatorId) conditions.push(eq(auditTrail.operatorId, query.operatorId));
      if (query.action) conditions.push(eq(auditTrail.action, query.action));
      if (query.objectType) conditions.push(eq(auditTrail.objectType, query.objectType));
      if (query.object) {
        const named = or(
          eq(auditTrail.objectId, query.object),
          ilike(auditTrail.objectLabel, containsPattern(query.object)),
        );
        if (named) conditions.push(named);
      }
      if (query.from) conditions.push(gte(auditTrail.at, dayStart(query.from)));
      if (query.to) conditions.push(lt(auditTrail.at, new Date(dayStart(query.to).getTime() + DAY_MS)));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        withOperator()
          .where(where)
          .orderBy(desc(auditTrail.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.$count(auditTrail, where).then((total) => [total]),
      ]);
      return toPage(
        rows.map(({ row, operatorName }) => toEntry(row, operatorName)),
        counted ?? 0,
        query,
      );
    },

    /** An operator's own latest decisions, for the console's home. */
    async recentOf(operatorId: string, limit = 8): Promise<AuditEntry[]> {
      const rows = await withOperator()
        .where(eq(auditTrail.operatorId, operatorId))
        .orderBy(desc(auditTrail.id))
        .limit(limit);
      return rows.map(({ row, operatorName }) => toEntry(row, operatorName));
    },
  };
};

export type AuditTrail = ReturnType<typeof createAuditTrail>;
