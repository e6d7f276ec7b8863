import fs from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import {
  collectedCounts,
  controlCenters,
  deliveries,
  saleRecords,
} from '../../modules/datacollect/tables.ts';
import { type ContentKind, contentClasses, contentItems, news } from '../../modules/portal/content-tables.ts';
import type { Database } from '../../platform/database/client.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { coverSvg } from '../covers.ts';
import { CASE_CLASSES, SEED_CASES } from './cases.ts';
import { buildDeliveries, buildSaleRecords, COLLECTED_COUNTS, CONTROL_CENTERS } from './dashboard.ts';
import { type NewsBlock, SEED_NEWS } from './news.ts';
import { SEED_SOLUTIONS, type SeedContentItem, SOLUTION_CLASSES } from './solutions.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

export const newsBodyHtml = (blocks: NewsBlock[]): string =>
  blocks
    .map((block) => {
      if (typeof block === 'string') return paragraph(block);
      if ('h3' in block) return `<h3>${escapeHtml(block.h3)}</h3>`;
      if ('list' in block)
        return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      const [head = [], ...rows] = block.table;
      return (
        '<table class="data-table"><thead><tr>' +
        head.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('') +
        '</tr></thead><tbody>' +
        rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('') +
        '</tbody></table>'
      );
    })
    .join('');

export const itemBodyHtml = (kind: ContentKind, item: SeedContentItem): string =>
  [
    '<h3>背景</h3>',
    ...item.sections.background.map(paragraph),
    `<h3>${kind === 'solution' ? '方案内容' : '合作过程'}</h3>`,
    ...item.sections.body.map(paragraph),
    '<h3>成效</h3>',
    ...item.sections.results.map(paragraph),
  ].join('');

/** Published some minutes into the day, never in the future, so lists do not tie on the same instant. */
const publishedAt = (now: Date, daysAgo: number, index: number) =>
  new Date(now.getTime() - daysAgo * DAY - (20 + ((index * 53) % 400)) * MINUTE);

/** Older items have been read more; the spread keeps "most viewed" lists from looking generated. */
const viewsFor = (daysAgo: number, index: number) => 36 + Math.min(daysAgo, 200) * 9 + ((index * 389) % 520);

/**
 * Seeds the public content and the dashboard of the demo: news, solutions and cases with covers drawn by the seed,
 * a year of sales, deliveries on the road, control centres and counts. Idempotent: a database that already has news
 * is left alone.
 */
export const seedDemoContent = async (
  db: Database,
  options: { dataDir: string; tenantIdsByKey: Map<string, string>; now?: Date },
): Promise<{ news: number; solutions: number; cases: number }> => {
  const [existing] = await db.select({ n: count() }).from(news);
  if ((existing?.n ?? 0) > 0) return { news: 0, solutions: 0, cases: 0 };

  const now = options.now ?? new Date();
  const coverDir = path.join(options.dataDir, 'uploads', 'seed');
  await fs.mkdir(coverDir, { recursive: true });
  const writeCover = async (
    kind: 'news' | ContentKind,
    n: number,
    scene: SeedContentItem['scene'],
    title: string,
  ) => {
    const name = `${kind}-${n}.svg`;
    await fs.writeFile(path.join(coverDir, name), coverSvg(scene, `${kind}-${n}`, title));
    return `/uploads/seed/${name}`;
  };

  const newsRows = await Promise.all(
    SEED_NEWS.map(async (item, i) => ({
      category: item.category,
      title: item.title,
      summary: item.summary,
      coverUrl: await writeCover('news', i + 1, item.scene, item.title),
      content: sanitizeRichText(newsBodyHtml(item.body)),
      source: item.source,
      author: item.author,
      status: 'published' as const,
      publishedAt: publishedAt(now, item.daysAgo, i),
      views: viewsFor(item.daysAgo, i),
    })),
  );

  const itemRows = async (kind: ContentKind, items: SeedContentItem[], classIds: Map<string, string>) =>
    Promise.all(
      items.map(async (item, i) => {
        const classId = classIds.get(item.className);
        if (!classId) throw new Error(`演示数据的分类不存在：${item.className}`);
        return {
          kind,
          classId,
          title: item.title,
          summary: item.summary,
          coverUrl: await writeCover(kind, i + 1, item.scene, item.title),
          content: sanitizeRichText(itemBodyHtml(kind, item)),
          providerTenantId: item.providerKey ? (options.tenantIdsByKey.get(item.providerKey) ?? null) : null,
          providerName: item.providerName,
          regionCode: item.regionCode,
          regionName: item.regionName,
          tags: item.tags,
          contactName: item.contactName,
          contactPhone: item.contactPhone,
          status: 'published' as const,
          publishedAt: publishedAt(now, item.daysAgo, i + 7),
          views: viewsFor(item.daysAgo, i + 11),
        };
      }),
    );

  await db.transaction(async (tx) => {
    await tx.insert(news).values(newsRows);

    const insertClasses = async (kind: ContentKind, names: readonly string[]) => {
      const rows = await tx
        .insert(contentClasses)
        .values(names.map((name, sort) => ({ kind, name, sort })))
        .returning({ id: contentClasses.id, name: contentClasses.name });
      return new Map(rows.map((row) => [row.name, row.id]));
    };
    const solutionClasses = await insertClasses('solution', SOLUTION_CLASSES);
    const caseClasses = await insertClasses('case', CASE_CLASSES);
    await tx.insert(contentItems).values(await itemRows('solution', SEED_SOLUTIONS, solutionClasses));
    await tx.insert(contentItems).values(await itemRows('case', SEED_CASES, caseClasses));

    await tx
      .insert(saleRecords)
      .values(buildSaleRecords(now).map((sale) => ({ ...sale, sourceApp: 'rrsp-demo' })))
      .onConflictDoNothing();
    await tx
      .insert(deliveries)
      .values(
        buildDeliveries(now).map((delivery) => ({ ...delivery, sourceApp: 'rrsp-demo', updatedAt: now })),
      )
      .onConflictDoNothing();
    await tx
      .insert(controlCenters)
      .values(CONTROL_CENTERS.map((center) => ({ ...center, updatedAt: now })))
      .onConflictDoNothing();
    await tx
      .insert(collectedCounts)
      .values(COLLECTED_COUNTS.map((row) => ({ ...row, updatedAt: now })))
      .onConflictDoNothing();
  });

  return { news: newsRows.length, solutions: SEED_SOLUTIONS.length, cases: SEED_CASES.length };
};
