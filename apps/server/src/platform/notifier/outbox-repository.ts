import { and, count, desc, eq, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../database/client.ts';
import { notifierOutbox, type OutboxChannel, type OutboxStatus } from './tables.ts';

export interface OutboxEntry {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  purpose: string;
  status: OutboxStatus;
  driver: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

export interface NewOutboxEntry {
  dedupeKey?: string | undefined;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  html?: string | null | undefined;
  purpose: string;
}

export interface OutboxQuery {
  /** How many of the newest entries; undefined means all of them. */
  limit?: number | undefined;
  channel?: OutboxChannel | undefined;
  recipient?: string | undefined;
}

export interface OutboxPage {
  /** Oldest first, so that the newest message is the last thing printed. */
  entries: OutboxEntry[];
  total: number;
}

export const createOutboxRepository = (db: Database) => ({
  /** The new entry's id, or null when an entry with the same dedupe key exists already. */
  async append(entry: NewOutboxEntry, executor: Executor = db): Promise<number | null> {
    const [row] = await executor
      .insert(notifierOutbox)
      .values({ ...entry, html: entry.html ?? null, dedupeKey: entry.dedupeKey ?? null })
      .onConflictDoNothing({ target: notifierOutbox.dedupeKey })
      .returning({ id: notifierOutbox.id });
    return row?.id ?? null;
  },

  async idOfDedupeKey(dedupeKey: string, executor: Executor = db): Promise<number> {
    const [row] = await executor
      .select({ id: notifierOutbox.id })
      .from(notifierOutbox)
      .where(eq(notifierOutbox.dedupeKey, dedupeKey));
    if (!row) throw new Error(`no outbox entry for ${dedupeKey}`);
    return row.id;
  },

  async byId(id: number): Promise<OutboxEntry | null> {
    const [row] = await db.select().from(notifierOutbox).where(eq(notifierOutbox.id, id)).limit(1);
    return row ?? null;
  },

  async markSent(id: number, driver: string, redacted?: { body: string; html: string | null }) {
    await db
      .update(notifierOutbox)
      .set({
        status: 'sent',
        driver,
        attempts: sql`${notifierOutbox.attempts} + 1`,
        lastError: null,
        deliveredAt: new Date(),
        ...(redacted ?? {}),
      })
      .where(eq(notifierOutbox.id, id));
  },

  async markAttemptFailed(
    id: number,
    driver: string,
    error: string,
    final: { body: string; html: string | null } | null,
  ) {
    await db
      .update(notifierOutbox)
      .set({
        driver,
        attempts: sql`${notifierOutbox.attempts} + 1`,
        lastError: error.slice(0, 300),
        ...(final ? { status: 'failed' as const, ...final } : {}),
      })
      .where(eq(notifierOutbox.id, id));
  },

  /**
   * Messages recorded and not yet handed to a driver, by channel, and how long the oldest has waited: the delivery
   * backlog `/metrics` shows. Read through a partial index that holds only the queued entries.
   */
  async backlog(): Promise<{ channel: OutboxChannel; queued: number; oldestSeconds: number }[]> {
    const rows = await db
      .select({
        channel: notifierOutbox.channel,
        queued: count(),
        oldestSeconds: sql<string>`extract(epoch from now() - min(${notifierOutbox.createdAt}))`,
      })
      .from(notifierOutbox)
      .where(eq(notifierOutbox.status, 'queued'))
      .groupBy(notifierOutbox.channel);
    return rows.map((row) => ({ ...row, oldestSeconds: Math.max(0, Number(row.oldestSeconds)) }));
  },

  /** Removes what was sent or given up on before the cut-off; a message still queued is kept. */
  async purgeOlderThan(days: number): Promise<void> {
    await db
      .delete(notifierOutbox)
      .where(
        and(
          ne(notifierOutbox.status, 'queued'),
          lt(notifierOutbox.createdAt, new Date(Date.now() - days * 86_400_000)),
        ),
      );
  },

  async list({ limit, channel, recipient }: OutboxQuery = {}): Promise<OutboxPage> {
    const filters: SQL[] = [];
    if (channel) filters.push(eq(notifierOutbox.channel, channel));
    if (recipient) filters.push(eq(notifierOutbox.recipient, recipient));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const newestFirst = db.select().from(notifierOutbox).where(where).orderBy(desc(notifierOutbox.id));
    const [rows, [counted]] = await Promise.all([
      limit === undefined ? newestFirst : newestFirst.limit(limit),
      db.select({ total: count() }).from(notifierOutbox).where(where),
    ]);
    return { entries: rows.reverse(), total: counted?.total ?? 0 };
  },
});

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
