import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  EXPORT_DATASET_LABELS,
  EXPORT_IMMEDIATE_ROWS,
  type ExportDataset,
  type ExportFormat,
  type ExportView,
} from '@rrsp/contract';
import type pg from 'pg';
import type { Database } from '../../../platform/database/client.ts';
import type { FileService } from '../../../platform/files/file-service.ts';
import { AppError, businessRule, notFound } from '../../../platform/http/errors.ts';
import type { JobContext, JobQueue } from '../../../platform/jobs/queue.ts';
import type { Messenger } from '../../../platform/messaging/messenger.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { orderedQuery } from '../../../platform/tabular/columns.ts';
import { countRows, readByCursor } from '../../../platform/tabular/cursor-rows.ts';
import type { FigureRange, FigureScope } from '../../../platform/tabular/periods.ts';
import { TABLE_MIME, tableStream } from '../../../platform/tabular/table-stream.ts';
import { datasetQuery, describeExport, exportFileName } from './datasets.ts';
import type { ExportRepository } from './export-repository.ts';
import type { DataExportRow } from './tables.ts';

export const EXPORT_JOB = 'data-center:export';
export const PURGE_EXPORTS_JOB = 'data-center:purge-exports';

/** Who an export belongs to: a tenant (`tenant:<id>`, its members download it) or one operator (`operator:<id>`). */
export interface ExportOwner {
  key: string;
  tenantId: string | null;
}

/** The page the 「导出完成」 message links to: the data centre the owner works in. */
const pageOf = (row: DataExportRow) =>
  row.ownerKey.startsWith('operator:') ? '/admin/data-center' : '/participants/data-center';

export interface ExportAsk {
  dataset: ExportDataset;
  format: ExportFormat;
  range: FigureRange;
  scope: FigureScope;
  /** The filters in words, for the description (主体：…, 地区：…). */
  filters: string[];
}

/** An export running this long without a word of progress, and with no job left to retry it, is abandoned. */
const ABANDONED_AFTER_MS = 15 * 60_000;
/** Failed and expired exports stay listed this long, then their records go. */
const KEEP_RECORDS_MS = 90 * 86_400_000;

/** Progress is told at most this often: enough to watch, not a write per batch. */
const PROGRESS_EVERY_MS = 1_000;
const EXPORTS_PER_USER_PER_HOUR = 60;

const chinaDay = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
const chinaMinute = (date: Date) =>
  new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

export const toExportView = (row: DataExportRow, now = new Date()): ExportView => ({
  exportId: row.id,
  dataset: row.dataset,
  format: row.format,
  status: row.status === 'ready' && row.expiresAt && row.expiresAt <= now ? 'expired' : row.status,
  rows: row.rows,
  rowsWritten: row.rowsWritten,
  fileName: row.fileName,
  size: row.size,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  error: row.error,
});

/** What an export was asked with, kept on its row so the job makes exactly that. */
const paramsOf = (ask: ExportAsk): Record<string, string> => {
  const params: Record<string, string> = { ...ask.range, maskContacts: String(ask.scope.maskContacts) };
  for (const key of ['tenantId', 'tenantName', 'regionCode', 'category'] as const) {
    const value = ask.scope[key];
    if (value !== undefined) params[key] = value;
  }
  return params;
};

const askOf = (row: DataExportRow): { range: FigureRange; scope: FigureScope } => {
  const {
    from = '',
    to = '',
    granularity = 'day',
    maskContacts,
    tenantId,
    tenantName,
    regionCode,
    category,
  } = row.params;
  return {
    range: { from, to, granularity: granularity as FigureRange['granularity'] },
    scope: {
      maskContacts: maskContacts === 'true',
      ...(tenantId ? { tenantId } : {}),
      ...(tenantName !== undefined ? { tenantName } : {}),
      ...(regionCode ? { regionCode } : {}),
      ...(category ? { category } : {}),
    },
  };
};

export interface ExportServiceDeps {
  db: Database;
  pool: pg.Pool;
  files: FileService;
  jobs: JobQueue;
  messenger: Messenger;
  rateLimiter: RateLimiter;
  exports: ExportRepository;
  ttlMs: number;
}

/**
 * The data centre's exports (issue 22): up to EXPORT_IMMEDIATE_ROWS rows are made while the browser waits; more run
 * as a job that streams from a database cursor into the files service, tells its askers how far it has come on the
 * live channel, and ends with a 「导出完成」 message. Memory holds one batch of rows whatever the size.
 */
export const createExportService = (deps: ExportServiceDeps) => {
  const { exports } = deps;

  /** Streams the rows into a stored file and marks the export made; tells the askers when it ran as a job. */
  const make = async (row: DataExportRow, asJob: boolean): Promise<DataExportRow> => {
    const { range, scope } = askOf(row);
    const table = datasetQuery(row.dataset, scope, range);
    // counted when it was asked for: a second count here would read every row once more before writing any
    const read = await readByCursor(deps.pool, orderedQuery(table), { count: false });
    let written = 0;
    let source: Readable | undefined;
    try {
      let toldAt = 0;
      if (asJob) await exports.progress(row.id, 0, row.rows);
      const counted = async function* () {
        for await (const batch of read.batches) {
          written += batch.length;
          if (asJob && Date.now() - toldAt >= PROGRESS_EVERY_MS) {
            toldAt = Date.now();
            await exports.progress(row.id, written, Math.max(row.rows, written));
          }
          yield batch;
        }
      };
      source = tableStream(row.format, table.columns, counted(), {
        sheetName: EXPORT_DATASET_LABELS[row.dataset],
      });
      const file = await deps.files.storeStream({
        source,
        mime: TABLE_MIME[row.format],
        extension: row.format,
        name: row.fileName,
        kind: 'export',
        ownerUserId: row.requestedBy[0] as string,
        attachedTo: `export:${row.id}`,
      });
      if (asJob) await exports.progress(row.id, written, written);
      const expiresAt = new Date(Date.now() + deps.ttlMs);
      const finished = await deps.db.transaction(async (tx) => {
        const done = await exports.finish(
          row.id,
          { fileId: file.id, size: file.size, rows: written, expiresAt },
          tx,
        );
        if (done && asJob) {
          const label = EXPORT_DATASET_LABELS[done.dataset];
          await deps.messenger.send(
            done.requestedBy.map((userId) => ({
              userId,
              kind: 'export.ready' as const,
              title: '导出完成',
              body: `您导出的「${label}」（${done.description}，共 ${written} 行）已生成，请在 ${chinaMinute(expiresAt)} 前到数据中心下载。`,
              link: `${pageOf(done)}?export=${done.id}`,
              dedupeKey: `export.ready:${done.id}:${userId}`,
            })),
            { executor: tx },
          );
        }
        return done;
      });
      if (!finished) {
        // no longer running (an operator or a purge ended it): the file has nothing to belong to
        await deps.files.remove(file);
        return (await exports.byId(row.id)) ?? row;
      }
      return finished;
    } finally {
      // a write that failed leaves the writer waiting for a reader: it stops, and the cursor with it
      source?.destroy();
      await read.close();
    }
  };

  const failWithMessage = async (row: DataExportRow, reason: string) => {
    await deps.db.transaction(async (tx) => {
      const failed = await exports.fail(row.id, reason, tx);
      if (!failed) return;
      await deps.messenger.send(
        failed.requestedBy.map((userId) => ({
          userId,
          kind: 'export.ready' as const,
          title: '导出失败',
          body: `您导出的「${EXPORT_DATASET_LABELS[failed.dataset]}」（${failed.description}）未能生成，请到数据中心重新导出。`,
          link: `${pageOf(failed)}?export=${failed.id}`,
          dedupeKey: `export.failed:${failed.id}:${userId}`,
        })),
        { executor: tx },
      );
    });
  };

  return {
    /**
     * Asks for an export: counted first; a small one is made now and comes back ready, a large one comes back running.
     * The same export asked while one runs joins it.
     */
    async ask(owner: ExportOwner, userId: string, ask: ExportAsk): Promise<ExportView> {
      await deps.rateLimiter.hit([
        {
          bucket: `export:user:${userId}`,
          limit: EXPORTS_PER_USER_PER_HOUR,
          windowSeconds: 3600,
          message: '导出过于频繁',
        },
      ]);
      const table = datasetQuery(ask.dataset, ask.scope, ask.range);
      // counted without its order: a count needs no sort
      const rows = await countRows(deps.pool, table.query);
      const params = paramsOf(ask);
      const paramsKey = createHash('sha256')
        .update(JSON.stringify([ask.dataset, ask.format, Object.entries(params).sort()]))
        .digest('base64url');
      const input = {
        ownerKey: owner.key,
        tenantId: owner.tenantId,
        userId,
        dataset: ask.dataset,
        format: ask.format,
        params,
        paramsKey,
        description: describeExport(ask.dataset, ask.range, ask.filters),
        fileName: exportFileName(ask.dataset, ask.range, ask.format, chinaDay(new Date())),
        rows,
      };
      if (rows <= EXPORT_IMMEDIATE_ROWS) {
        const { row, joined } = await exports.startOrJoin(input);
        if (joined) return toExportView(row);
        try {
          return toExportView(await make(row, false));
        } catch (error) {
          await exports.fail(row.id, '生成文件时出错');
          throw error;
        }
      }
      const started = await deps.db.transaction(async (tx) => {
        const { row, joined } = await exports.startOrJoin(input, tx);
        if (!joined) {
          await deps.jobs.add(
            EXPORT_JOB,
            { exportId: row.id },
            { executor: tx, jobKey: `export:${row.id}`, maxAttempts: 3 },
          );
        }
        return row;
      });
      return toExportView(started);
    },

    async list(
      owner: ExportOwner,
      page: { pageNum: number; pageSize: number; exportId?: string | undefined },
    ) {
      const { rows, total } = await exports.list(owner.key, page);
      const now = new Date();
      return {
        rows: rows.map((row) => toExportView(row, now)),
        total,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
      };
    },

    /** A short-lived signed link to the owner's made export; never past the export's own expiry. */
    async link(owner: ExportOwner, exportId: string) {
      const row = await exports.ofOwner(owner.key, exportId);
      if (!row) {
        throw notFound(
          owner.tenantId ? '导出记录不存在，或不属于当前主体' : '导出记录不存在，或不是您发起的导出',
        );
      }
      if (row.status === 'running') throw businessRule('导出尚未完成，完成后会在消息中心通知您');
      if (row.status === 'failed') throw businessRule('这次导出没有成功，请重新导出');
      const now = new Date();
      const file = row.fileId ? await deps.files.byId(row.fileId) : null;
      if (row.status === 'expired' || !row.expiresAt || row.expiresAt <= now || !file) {
        throw new AppError('GONE', '导出文件已过期，请重新导出');
      }
      return { ...deps.files.privateLink(file, now.getTime(), row.expiresAt), fileName: row.fileName };
    },

    /** The job: makes the export; a failure is retried, and the last one tells the askers. */
    async runJob(payload: { exportId?: string }, context: JobContext): Promise<void> {
      const row = payload.exportId ? await exports.byId(payload.exportId) : null;
      if (row?.status !== 'running') return;
      try {
        await make(row, true);
      } catch (error) {
        if (context.attempt < context.maxAttempts) throw error;
        context.logger.error({ err: error, exportId: row.id }, 'export failed');
        await failWithMessage(row, '生成文件时出错');
      }
    },

    /**
     * Ends what can no longer finish: an export made during a request whose instance died, or a job whose last attempt
     * was killed, still says 导出中 and would make every identical export join it. Told 「导出失败」.
     */
    async endAbandoned(): Promise<number> {
      const abandoned = await exports.abandoned(new Date(Date.now() - ABANDONED_AFTER_MS), EXPORT_JOB);
      for (const row of abandoned) await failWithMessage(row, '导出中断，请重新导出');
      return abandoned.length;
    },

    /** Removes the files of exports past their time, and the records of old exports. */
    async purgeExpired(): Promise<number> {
      await exports.deleteFinishedBefore(new Date(Date.now() - KEEP_RECORDS_MS));
      let removed = 0;
      for (;;) {
        const batch = await exports.expiredReady(new Date());
        for (const row of batch) {
          const file = row.fileId ? await deps.files.byId(row.fileId) : null;
          if (file) await deps.files.remove(file);
          await exports.markExpired(row.id);
          removed += 1;
        }
        if (batch.length === 0) return removed;
      }
    },
  };
};

export type ExportService = ReturnType<typeof createExportService>;
