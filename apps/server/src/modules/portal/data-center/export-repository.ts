import type { ExportDataset, ExportFormat } from '@rrsp/contract';
import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/database/client.ts';
import { LIVE_CHANNEL } from '../../../platform/messaging/message-store.ts';
import { type DataExportRow, dataExports } from './tables.ts';

export interface NewExport {
  ownerKey: string;
  tenantId: string | null;
  userId: string;
  dataset: ExportDataset;
  format: ExportFormat;
  params: Record<string, string>;
  paramsKey: string;
  description: string;
  fileName: string;
  rows: number;
}

/** The data centre's exports: asking (once per owner and parameters while one runs), progress, the outcome. */
export const createExportRepository = (db: Database) => ({
  /**
   * Starts an export, or joins the one of the same owner and parameters already running (the asker is added to those
   * told when it is done), in one statement: thirty parallel asks make one export.
   */
  async startOrJoin(
    input: NewExport,
    executor: Executor = db,
  ): Promise<{ row: DataExportRow; joined: boolean }> {
    const [answer] = await executor
      .insert(dataExports)
      .values({
        ownerKey: input.ownerKey,
        tenantId: input.tenantId,
        requestedBy: [input.userId],
        dataset: input.dataset,
        format: input.format,
        params: input.params,
        paramsKey: input.paramsKey,
        description: input.description,
        fileName: input.fileName,
        rows: input.rows,
      })
      .onConflictDoUpdate({
        target: [dataExports.ownerKey, dataExports.paramsKey],
        targetWhere: sql`${dataExports.status} = 'running'`,
        set: {
          requestedBy: sql`CASE WHEN ${input.userId}::uuid = ANY(${dataExports.requestedBy})
            THEN ${dataExports.requestedBy} ELSE ${dataExports.requestedBy} || ${input.userId}::uuid END`,
        },
      })
      .returning({ ...getTableColumns(dataExports), joined: sql<boolean>`xmax <> 0` });
    if (!answer) throw new Error('export insert returned nothing');
    const { joined, ...row } = answer;
    return { row, joined };
  },

  async byId(id: string, executor: Executor = db): Promise<DataExportRow | null> {
    const [row] = await executor.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
    return row ?? null;
  },

  /** An owner's export by id; another owner's reads as missing. */
  async ofOwner(ownerKey: string, id: string): Promise<DataExportRow | null> {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.ownerKey, ownerKey)))
      .limit(1);
    return row ?? null;
  },

  async list(ownerKey: string, page: { pageNum: number; pageSize: number; exportId?: string | undefined }) {
    const owned = page.exportId
      ? and(eq(dataExports.ownerKey, ownerKey), eq(dataExports.id, page.exportId))
      : eq(dataExports.ownerKey, ownerKey);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(dataExports)
        .where(owned)
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize),
      db.select({ n: sql<number>`count(*)::int` }).from(dataExports).where(owned),
    ]);
    return { rows, total: counted?.n ?? 0 };
  },

  /** Records how far it has come and tells each asker on the live channel, in one statement. */
  async progress(id: string, done: number, total: number): Promise<void> {
    await db.execute(sql`
      WITH updated AS (
        UPDATE ${dataExports} SET rows_written = ${done}, rows = ${total}, touched_at = now()
        WHERE id = ${id} AND status = 'running' RETURNING requested_by
      )
      SELECT pg_notify(${LIVE_CHANNEL}, 'p:' || asker || ':' || ${id}::text || ':' || ${done}::int || ':' || ${total}::int)
      FROM updated, unnest(updated.requested_by) AS asker`);
  },

  /** Marks it made; null when it was no longer running (nothing changed). */
  async finish(
    id: string,
    outcome: { fileId: string; size: number; rows: number; expiresAt: Date },
    tx: Executor,
  ): Promise<DataExportRow | null> {
    const [row] = await tx
      .update(dataExports)
      .set({
        status: 'ready',
        fileId: outcome.fileId,
        size: outcome.size,
        rows: outcome.rows,
        rowsWritten: outcome.rows,
        finishedAt: new Date(),
        expiresAt: outcome.expiresAt,
      })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')))
      .returning();
    return row ?? null;
  },

  async fail(id: string, error: string, tx: Executor = db): Promise<DataExportRow | null> {
    const [row] = await tx
      .update(dataExports)
      .set({ status: 'failed', error, finishedAt: new Date() })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')))
      .returning();
    return row ?? null;
  },

  /**
   * Running exports not heard of since `before` whose job (if they ever had one) will not run again: graphile-worker
   * keeps a job until it succeeds, and gives up on it after its last attempt.
   */
  abandoned(before: Date, jobName: string): Promise<DataExportRow[]> {
    return db
      .select()
      .from(dataExports)
      .where(
        and(
          eq(dataExports.status, 'running'),
          lt(dataExports.touchedAt, before),
          sql`NOT EXISTS (SELECT 1 FROM graphile_worker.jobs j WHERE j.task_identifier = ${jobName}
            AND j.key = 'export:' || ${dataExports.id}::text AND j.attempts < j.max_attempts)`,
        ),
      )
      .limit(200);
  },

  /** Failed and expired exports finished before this: their records go (their files already went). */
  async deleteFinishedBefore(before: Date): Promise<void> {
    await db
      .delete(dataExports)
      .where(and(inArray(dataExports.status, ['failed', 'expired']), lt(dataExports.finishedAt, before)));
  },

  /** Ready exports past their time, a batch at a time, for the purge to remove their files. */
  expiredReady(now: Date, limit = 200): Promise<DataExportRow[]> {
    return db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)))
      .limit(limit);
  },

  async markExpired(id: string): Promise<void> {
    await db.update(dataExports).set({ status: 'expired', fileId: null }).where(eq(dataExports.id, id));
  },
});

export type ExportRepository = ReturnType<typeof createExportRepository>;
