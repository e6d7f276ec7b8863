import type { MessageItem, MessageKind, MessageListQuery, MessageTally, Page } from '@rrsp/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../database/client.ts';
import { type MessageRow, messageCounters, messages } from './tables.ts';

/**
 * The channel every instance LISTENs on for the live channel. Payloads name only a user or a session and a number:
 * `m:<user>:<seq>` a stored message, `t:<user>` a changed tally, `e:<session>:<reason>` an ended session
 * (migration 0026's trigger), `p:<user>:<task id>:<done>:<total>` how far a long task the user asked for has come
 * (a data-centre export; not stored, so only the pages connected then see it).
 */
export const LIVE_CHANNEL = 'live';

/** A message as a domain writes it. */
export interface NewMessage {
  userId: string;
  kind: MessageKind;
  title: string;
  body: string;
  link: string | null;
  /** Names what wrote it (an event and its recipient, say): a message sent twice under one key is stored once. */
  dedupeKey: string;
  /** Only the demo seed backdates a message, or stores one already read. */
  createdAt?: Date;
  readAt?: Date | null;
}

export const toMessageItem = (row: MessageRow): MessageItem => ({
  messageId: row.id,
  seq: row.seq,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** A message with its recipient, as the live channel fans them out. */
export interface UserMessage extends MessageItem {
  userId: string;
}

/** A row as the driver returns it from raw SQL. */
interface RawMessage extends Record<string, unknown> {
  id: string;
  user_id: string;
  seq: string | number;
  kind: MessageKind;
  title: string;
  body: string;
  link: string | null;
  created_at: string | Date;
  read_at: string | Date | null;
}

const NO_MESSAGES: MessageTally = { unread: 0, lastSeq: 0 };

/**
 * One user's messages, stored before they are announced. Each user's counter row is locked by whatever changes their
 * messages (storing one, reading some), so the sequence never repeats or skips and the unread count stays exact under
 * any number of parallel calls. Everything runs on the executor it is given: inside a transaction, only through it.
 */
export const createMessageStore = (db: Database) => {
  /** Locks the user's counter row (creating it at zero), answering where it stands. */
  const lockCounter = async (executor: Executor, userId: string): Promise<MessageTally> => {
    const [row] = await executor
      .insert(messageCounters)
      .values({ userId })
      .onConflictDoUpdate({ target: messageCounters.userId, set: { userId: sql`excluded.user_id` } })
      .returning({ unread: messageCounters.unread, lastSeq: messageCounters.lastSeq });
    if (!row) throw new Error('message counter upsert returned nothing');
    return row;
  };

  const appendOn = async (tx: Executor, list: NewMessage[]): Promise<MessageItem[]> => {
    const stored: MessageItem[] = [];
    // one order of locks for every writer: two senders to the same users never wait on each other in a circle
    const ordered = [...list].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
    for (const message of ordered) {
      const counter = await lockCounter(tx, message.userId);
      const [row] = await tx
        .insert(messages)
        .values({ ...message, seq: counter.lastSeq + 1 })
        .onConflictDoNothing({ target: messages.dedupeKey })
        .returning();
      if (!row) continue;
      await tx
        .update(messageCounters)
        .set({ lastSeq: row.seq, unread: sql`${messageCounters.unread} + ${row.readAt === null ? 1 : 0}` })
        .where(eq(messageCounters.userId, message.userId));
      // delivered to the listeners when (and only if) the transaction commits
      await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${`m:${row.userId}:${row.seq}`})`);
      stored.push(toMessageItem(row));
    }
    return stored;
  };

  return {
    /**
     * Stores messages, each with the next number of its user, on the caller's transaction when given (a message then
     * exists exactly when the change it tells of does). A key stored before keeps its first message.
     */
    append(list: NewMessage[], executor?: Executor): Promise<MessageItem[]> {
      if (list.length === 0) return Promise.resolve([]);
      return executor ? appendOn(executor, list) : db.transaction((tx) => appendOn(tx, list));
    },

    /** Which of these dedupe keys are stored already. */
    async storedKeys(keys: string[], executor: Executor = db): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await executor
        .select({ key: messages.dedupeKey })
        .from(messages)
        .where(inArray(messages.dedupeKey, keys));
      return new Set(rows.map((row) => row.key));
    },

    async tally(userId: string, executor: Executor = db): Promise<MessageTally> {
      const [row] = await executor
        .select({ unread: messageCounters.unread, lastSeq: messageCounters.lastSeq })
        .from(messageCounters)
        .where(eq(messageCounters.userId, userId));
      return row ?? NO_MESSAGES;
    },

    /** The tallies of many users at once (the live channel's fan-out). */
    async tallies(userIds: string[]): Promise<Map<string, MessageTally>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.select().from(messageCounters).where(inArray(messageCounters.userId, userIds));
      return new Map(rows.map((row) => [row.userId, { unread: row.unread, lastSeq: row.lastSeq }]));
    },

    /** For each user, their messages after the number given, oldest first, at most `limit` each. */
    async after(wanted: { userId: string; after: number }[], limit: number): Promise<UserMessage[]> {
      if (wanted.length === 0) return [];
      const result = await db.execute<RawMessage>(sql`
        SELECT m.* FROM unnest(${sql.param(wanted.map((w) => w.userId))}::uuid[],
                               ${sql.param(wanted.map((w) => w.after))}::bigint[]) AS w(user_id, after)
        CROSS JOIN LATERAL (
          SELECT * FROM messages WHERE messages.user_id = w.user_id AND messages.seq > w.after ORDER BY seq LIMIT ${limit}
        ) m`);
      return result.rows.map((row) => ({
        messageId: row.id,
        seq: Number(row.seq),
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
        createdAt: new Date(row.created_at).toISOString(),
        read: row.read_at !== null,
        userId: row.user_id,
      }));
    },

    /** The message centre's list: newest first, by kind and read state. */
    async list(userId: string, query: MessageListQuery): Promise<Page<MessageItem>> {
      const where = and(
        eq(messages.userId, userId),
        query.kind ? eq(messages.kind, query.kind) : undefined,
        query.read === 'unread'
          ? isNull(messages.readAt)
          : query.read === 'read'
            ? isNotNull(messages.readAt)
            : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(where)
          .orderBy(desc(messages.seq))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ value: count() }).from(messages).where(where),
      ]);
      return {
        rows: rows.map(toMessageItem),
        total: total?.value ?? 0,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      };
    },

    /** Housekeeping: a message read this long ago answers no question; unread ones stay, whatever their age. */
    async purgeReadBefore(cutoff: Date): Promise<number> {
      const removed = await db
        .delete(messages)
        .where(and(isNotNull(messages.readAt), sql`${messages.readAt} < ${cutoff}`))
        .returning({ id: messages.id });
      return removed.length;
    },

    /**
     * Marks the user's unread messages read (those named, or all); another user's ids change nothing. The counter is
     * locked first, so parallel calls count each message once.
     */
    markRead(
      userId: string,
      messageIds: string[] | undefined,
    ): Promise<{ marked: number; tally: MessageTally }> {
      return db.transaction(async (tx) => {
        const before = await lockCounter(tx, userId);
        const marked = await tx
          .update(messages)
          .set({ readAt: sql`now()` })
          .where(
            and(
              eq(messages.userId, userId),
              isNull(messages.readAt),
              messageIds ? inArray(messages.id, messageIds) : undefined,
            ),
          )
          .returning({ id: messages.id });
        if (marked.length === 0) return { marked: 0, tally: before };
        const [after] = await tx
          .update(messageCounters)
          .set({ unread: sql`greatest(${messageCounters.unread} - ${marked.length}, 0)` })
          .where(eq(messageCounters.userId, userId))
          .returning({ unread: messageCounters.unread, lastSeq: messageCounters.lastSeq });
        await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${`t:${userId}`})`);
        return { marked: marked.length, tally: after ?? before };
      });
    },
  };
};

export type MessageStore = ReturnType<typeof createMessageStore>;
