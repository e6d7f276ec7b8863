import type { WorkNotice } from '@rrsp/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/database/client.ts';
import { workNotices } from './tables.ts';

/** A notice for one user's work area, as a domain writes it. */
export interface NewWorkNotice {
  userId: string;
  title: string;
  body: string;
  link: string | null;
  /** Names what wrote it (an event and its recipient, say): a notice posted twice under one key is kept once. */
  dedupeKey: string;
}

/** The notices of the work area (工作台): posted by the domains' event jobs, read and marked read by their user. */
export const createWorkNoticeRepository = (db: Database) => ({
  /** Posts notices, on the caller's transaction when it has one; a key already posted keeps its first notice. */
  async post(notices: NewWorkNotice[], executor: Executor = db): Promise<void> {
    if (notices.length === 0) return;
    await executor.insert(workNotices).values(notices).onConflictDoNothing();
  },

  async latestOf(userId: string, limit: number): Promise<WorkNotice[]> {
    const rows = await db
      .select()
      .from(workNotices)
      .where(eq(workNotices.userId, userId))
      .orderBy(desc(workNotices.createdAt))
      .limit(limit);
    return rows.map((row) => ({
      noticeId: row.id,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    }));
  },

  /** Marks the user's unread notices read (all of them, or those named); another user's ids change nothing. */
  async markRead(userId: string, noticeIds: string[] | undefined): Promise<number> {
    const marked = await db
      .update(workNotices)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(workNotices.userId, userId),
          isNull(workNotices.readAt),
          noticeIds ? inArray(workNotices.id, noticeIds) : undefined,
        ),
      )
      .returning({ id: workNotices.id });
    return marked.length;
  },
});

export type WorkNoticeRepository = ReturnType<typeof createWorkNoticeRepository>;
