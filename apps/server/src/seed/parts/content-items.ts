import { eq, inArray } from 'drizzle-orm';
import { type ContentKind, contentClasses, contentItems } from '../../modules/portal/content/tables.ts';
import type { Database, Executor } from '../../platform/database/client.ts';
import { tenants } from '../../platform/identity/tables.ts';
import { createRegionDirectory } from '../../platform/regions/region-directory.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { CoverStore } from '../cover-store.ts';
import { coverSvg } from '../covers.ts';
import { renderMarkdown } from '../load/markdown.ts';
import type { SeedItems } from '../load/seed-data.ts';
import { countRows, runPart } from './run-part.ts';
import { publishedAt, viewsFor } from './timeline.ts';

/** A code the national division table does not know stops the seed, naming the file. */
const regionNameOf = (names: Map<string, string>, code: string, file: string): string => {
  const name = names.get(code);
  if (!name) throw new Error(`演示数据 ${file} 的 regionCode：行政区划代码 ${code} 不存在`);
  return name;
};

const hasAny = async (executor: Executor, kind: ContentKind) =>
  (await countRows(executor, contentClasses, eq(contentClasses.kind, kind))) +
    (await countRows(executor, contentItems, eq(contentItems.kind, kind))) >
  0;

/**
 * The solutions or the cases with their classes (tabs). Done once the kind has any class or item, so classes an
 * operator made are never doubled. A provider is found by its credit code, whichever start seeded the tenants.
 */
export const seedContentItems = async (
  db: Database,
  kind: ContentKind,
  { classes, items }: SeedItems,
  options: { storeCover: CoverStore; now: Date },
): Promise<number> =>
  (await runPart(db, {
    isDone: (executor) => hasAny(executor, kind),
    prepare: async () => ({
      coverUrls: await Promise.all(
        items.map(async ({ front }, i) =>
          options.storeCover(`${kind}-${i + 1}.svg`, coverSvg(front.scene, `${kind}-${i + 1}`, front.title)),
        ),
      ),
      // read before the transaction: inside it every query goes through its one connection
      regionNames: await createRegionDirectory(db).displayNames(items.map(({ front }) => front.regionCode)),
    }),
    write: async (tx, { coverUrls, regionNames }) => {
      const classRows = await tx
        .insert(contentClasses)
        .values(classes.map((name, sort) => ({ kind, name, sort })))
        .returning({ id: contentClasses.id, name: contentClasses.name });
      const codes = items.flatMap((item) => (item.providerCreditCode ? [item.providerCreditCode] : []));
      const providers =
        codes.length > 0
          ? await tx
              .select({ id: tenants.id, creditCode: tenants.creditCode })
              .from(tenants)
              .where(inArray(tenants.creditCode, codes))
          : [];
      const classIds = new Map(classRows.map((row) => [row.name, row.id]));
      const rows = items.map(({ file, front, body, providerCreditCode }, i) => {
        const classId = classIds.get(front.className);
        if (!classId) throw new Error(`演示数据 ${file.shown} 的分类不存在：${front.className}`);
        return {
          kind,
          classId,
          title: front.title,
          summary: front.summary,
          coverUrl: coverUrls[i] ?? null,
          content: sanitizeRichText(renderMarkdown(body)),
          providerTenantId: providers.find((p) => p.creditCode === providerCreditCode)?.id ?? null,
          providerName: front.providerName,
          regionCode: front.regionCode,
          regionName: regionNameOf(regionNames, front.regionCode, file.shown),
          tags: front.tags,
          contactName: front.contactName,
          contactPhone: front.contactPhone,
          status: 'published' as const,
          publishedAt: publishedAt(options.now, front.daysAgo, i + 7),
          views: viewsFor(front.daysAgo, i + 11),
        };
      });
      return (await tx.insert(contentItems).values(rows).returning({ id: contentItems.id })).length;
    },
  })) ?? 0;
