import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/database/client.ts';
import { type ContentKind, contentItems } from './tables.ts';

/** How many solutions or cases are published: a figure of the dashboard (datacollect module). */
export const countPublishedContent = async (db: Database, kind: ContentKind): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.status, 'published')));
  return row?.n ?? 0;
};
