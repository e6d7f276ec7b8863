import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../database/client.ts';
import { notifierOutbox, type OutboxChannel } from './tables.ts';

export interface OutboxEntry {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
  createdAt: Date;
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

export interface OutboxRepository {
  append: (entry: Omit<OutboxEntry, 'id' | 'createdAt'>) => Promise<void>;
  list: (query?: OutboxQuery) => Promise<OutboxPage>;
}

export const createOutboxRepository = (db: Database): OutboxRepository => ({
  append: async (entry) => {
    await db.insert(notifierOutbox).values(entry);
  },
  list: async ({ limit, channel, recipient } = {}) => {
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
