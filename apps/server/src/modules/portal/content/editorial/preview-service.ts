import { createHash, randomBytes } from 'node:crypto';
import {
  type ContentDetail,
  type EditorialFields,
  NEWS_CATEGORIES,
  type NewsDetail,
  PAGES,
  type Preview,
  type PreviewLink,
} from '@rrsp/contract';
import { notFound } from '../../../../platform/http/errors.ts';
import type { RegionDirectory } from '../../../../platform/regions/region-directory.ts';
import type { EditorialRepository } from './editorial-repository.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const EXPIRED = '预览链接已失效或不存在，请向发送链接的同事索取新的链接';

/**
 * Preview links (issue 20): a version of a draft, readable without signing in for as long as the link lasts, so an
 * editor can send it to a colleague. The token is 256 random bits; the database keeps only its hash and the moment
 * it expires, so every instance honours it and a leaked table opens nothing. A preview is never cached, listed or
 * indexed: the answer says no-store and noindex, and no sitemap or page links to it.
 */
export const createPreviewService = (deps: { items: EditorialRepository; regions: RegionDirectory }) => {
  const { items, regions } = deps;

  /** What the portal's detail page of its kind would show of these fields. */
  const detailOf = async (id: string, fields: EditorialFields, shownAt: string) => {
    if (fields.kind === 'news') {
      const news: NewsDetail = {
        newsId: id,
        category: fields.category,
        categoryName: NEWS_CATEGORIES.find((category) => category.code === fields.category)?.name ?? '资讯',
        title: fields.title,
        summary: fields.summary,
        coverUrl: fields.coverUrl,
        source: fields.source,
        publishedAt: fields.publishedAt ?? shownAt,
        views: 0,
        author: fields.author,
        content: fields.content,
        previous: null,
        next: null,
      };
      return { kind: 'news' as const, news };
    }
    const content: ContentDetail = {
      id,
      classId: fields.classId,
      className: (await items.className(fields.classId)) ?? '',
      title: fields.title,
      summary: fields.summary,
      coverUrl: fields.coverUrl,
      providerName: fields.providerName,
      regionName: (await regions.displayNames([fields.regionCode])).get(fields.regionCode) ?? '',
      tags: fields.tags,
      publishedAt: fields.publishedAt ?? shownAt,
      views: 0,
      content: fields.content,
      providerTenantId: null,
      contactName: fields.contactName || null,
      contactPhone: fields.contactPhone || null,
      previous: null,
      next: null,
      related: [],
    };
    return { kind: fields.kind, content };
  };

  return {
    async create(input: {
      itemId: string;
      version: number;
      validMinutes: number;
      actorId: string;
    }): Promise<PreviewLink> {
      if (!(await items.version(input.itemId, input.version))) throw notFound('该版本不存在');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + input.validMinutes * 60_000);
      await items.addPreviewLink({
        tokenHash: hashOf(token),
        itemId: input.itemId,
        version: input.version,
        expiresAt,
        createdBy: input.actorId,
      });
      return { path: `${PAGES.preview.path}?token=${token}`, expiresAt: expiresAt.toISOString() };
    },

    async open(token: string): Promise<Preview> {
      const link = await items.livePreviewLink(hashOf(token));
      if (!link) throw notFound(EXPIRED);
      const version = await items.version(link.itemId, link.version);
      if (!version) throw notFound(EXPIRED);
      const shown = await detailOf(link.itemId, version.fields, new Date().toISOString());
      return { ...shown, version: link.version, expiresAt: link.expiresAt.toISOString() } as Preview;
    },

    purgeExpired: () => items.purgeExpiredPreviewLinks(),
  };
};

export type PreviewService = ReturnType<typeof createPreviewService>;
