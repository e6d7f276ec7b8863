import { news } from '../../modules/portal/content/tables.ts';
import type { Database } from '../../platform/database/client.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { CoverStore } from '../cover-store.ts';
import { coverSvg } from '../covers.ts';
import { renderMarkdown } from '../load/markdown.ts';
import type { SeedNews } from '../load/seed-data.ts';
import { countRows, runPart } from './run-part.ts';
import { publishedAt, viewsFor } from './timeline.ts';

/** News with covers drawn by the seed. Done once the table has any news: an operator's deletions stay deleted. */
export const seedNews = async (
  db: Database,
  items: SeedNews[],
  options: { storeCover: CoverStore; now: Date },
): Promise<number> =>
  (await runPart(db, {
    isDone: async (executor) => (await countRows(executor, news)) > 0,
    prepare: () =>
      Promise.all(
        items.map(async ({ front, body }, i) => ({
          category: front.category,
          title: front.title,
          summary: front.summary,
          coverUrl: await options.storeCover(
            `news-${i + 1}.svg`,
            coverSvg(front.scene, `news-${i + 1}`, front.title),
          ),
          content: sanitizeRichText(renderMarkdown(body)),
          source: front.source,
          author: front.author,
          status: 'published' as const,
          publishedAt: publishedAt(options.now, front.daysAgo, i),
          views: viewsFor(front.daysAgo, i),
        })),
      ),
    write: async (tx, rows) => (await tx.insert(news).values(rows).returning({ id: news.id })).length,
  })) ?? 0;
