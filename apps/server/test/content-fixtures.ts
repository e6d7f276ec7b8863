import type { NewsCategory } from '@rrsp/contract';
import {
  type ContentKind,
  contentClasses,
  contentItems,
  news,
} from '../src/modules/portal/content/tables.ts';
import type { Database } from '../src/platform/database/client.ts';
import { sanitizeRichText } from '../src/platform/rich-text.ts';

const DAY = 86_400_000;

export const insertNews = async (
  db: Database,
  spec: {
    title: string;
    category?: NewsCategory;
    daysAgo?: number;
    summary?: string;
    content?: string;
    status?: 'published' | 'draft';
  },
) => {
  const [row] = await db
    .insert(news)
    .values({
      category: spec.category ?? 'work',
      title: spec.title,
      summary: spec.summary ?? `${spec.title}的摘要`,
      content: sanitizeRichText(spec.content ?? `<p>${spec.title}的正文。</p>`),
      source: '贵州省农业农村厅',
      author: '杨帆',
      status: spec.status ?? 'published',
      publishedAt: new Date(Date.now() - (spec.daysAgo ?? 0) * DAY),
    })
    .returning();
  if (!row) throw new Error('news not inserted');
  return row;
};

export const insertClass = async (db: Database, kind: ContentKind, name: string, sort = 0) => {
  const [row] = await db.insert(contentClasses).values({ kind, name, sort }).returning();
  if (!row) throw new Error('class not inserted');
  return row;
};

export const insertItem = async (
  db: Database,
  spec: {
    kind: ContentKind;
    classId: string;
    title: string;
    daysAgo?: number;
    tags?: string[];
    providerName?: string;
    providerTenantId?: string;
  },
) => {
  const [row] = await db
    .insert(contentItems)
    .values({
      kind: spec.kind,
      classId: spec.classId,
      title: spec.title,
      summary: `${spec.title}概述`,
      content: '<p>方案正文</p>',
      providerName: spec.providerName ?? '贵州黔农云数字科技有限公司',
      providerTenantId: spec.providerTenantId ?? null,
      regionCode: '522634',
      regionName: '黔东南州雷山县',
      tags: spec.tags ?? ['茶产业'],
      contactName: '吴海',
      contactPhone: '0851-86660000',
      publishedAt: new Date(Date.now() - (spec.daysAgo ?? 0) * DAY),
    })
    .returning();
  if (!row) throw new Error('item not inserted');
  return row;
};
