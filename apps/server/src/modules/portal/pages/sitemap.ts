import { PAGES } from '@rrsp/contract';
import type { Database } from '../../../platform/database/client.ts';
import { type ContentKind, createPublishedContentQueries } from '../content/public.ts';
import { escapeHtml } from './html.ts';
import { formatDate, hrefOf } from './page-views.ts';

/**
 * sitemap.xml and robots.txt from the published content (docs/decisions/017). The sitemap is an index of files of at
 * most 50,000 addresses each (the protocol's limit): the fixed pages, then news, solutions and cases, each oldest
 * first, so adding an item changes only the last file of its kind and crawlers can skip the rest by their lastmod.
 * Products and services have no public detail page (their pages are in the work areas), so they are not listed.
 */

export const SITEMAP_LIMIT = 50_000;

const SECTIONS = ['news', 'solutions', 'cases'] as const;
type Section = (typeof SECTIONS)[number];

const CONTENT_KIND: Record<Exclude<Section, 'news'>, ContentKind> = { solutions: 'solution', cases: 'case' };

/** The pages every sitemap lists: home, the lists, the portal's own information pages. */
const FIXED_PAGES = [
  PAGES.home.path,
  PAGES.news.list.path,
  PAGES.solutions.list.path,
  PAGES.cases.list.path,
  PAGES.about.path,
  PAGES.guide.path,
];

const FILE = /^\/sitemap-(pages|news|solutions|cases)(?:-(\d{1,5}))?\.xml$/;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${formatDate(lastmod)}</lastmod>` : ''}</url>`;

export const createSitemaps = (db: Database, options: { limit?: number } = {}) => {
  const limit = options.limit ?? SITEMAP_LIMIT;
  const published = createPublishedContentQueries(db);

  const countOf = (section: Section): Promise<number> =>
    published.count(section === 'news' ? 'news' : CONTENT_KIND[section]);

  /** One file's addresses: path and query of each detail page, with the day it was published. */
  const entriesOf = async (section: Section, part: number): Promise<{ href: string; at: Date }[]> => {
    const offset = (part - 1) * limit;
    if (section === 'news') {
      const rows = await published.page('news', offset, limit);
      return rows.map((row) => ({ href: hrefOf(PAGES.news.detail.path, { newsId: row.id }), at: row.at }));
    }
    const kind = CONTENT_KIND[section];
    const detail = kind === 'solution' ? PAGES.solutions.detail : PAGES.cases.detail;
    const rows = await published.page(kind, offset, limit);
    return rows.map((row) => ({ href: hrefOf(detail.path, { id: row.id }), at: row.at }));
  };

  return {
    /** /sitemap.xml: the index of the files below. */
    async index(origin: string): Promise<string> {
      const files = ['/sitemap-pages.xml'];
      for (const section of SECTIONS) {
        const parts = Math.ceil((await countOf(section)) / limit);
        for (let part = 1; part <= parts; part += 1) files.push(`/sitemap-${section}-${part}.xml`);
      }
      return xml(
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files
          .map((file) => `<sitemap><loc>${escapeHtml(`${origin}${file}`)}</loc></sitemap>`)
          .join('')}</sitemapindex>`,
      );
    },

    /** One file of the index, or null for a name the index does not give (or a part past the end). */
    async file(path: string, origin: string): Promise<string | null> {
      const match = FILE.exec(path);
      if (!match) return null;
      const section = match[1] as Section | 'pages';
      let urls: string[];
      if (section === 'pages') {
        if (match[2] !== undefined) return null;
        urls = FIXED_PAGES.map((page) => urlEntry(`${origin}${page}`));
      } else {
        const part = Number(match[2] ?? 'NaN');
        if (!Number.isInteger(part) || part < 1) return null;
        const entries = await entriesOf(section, part);
        if (entries.length === 0) return null;
        urls = entries.map((entry) => urlEntry(`${origin}${entry.href}`, entry.at));
      }
      return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`);
    },
  };
};

/** Where crawlers have no business: the work areas, sign-in, and the API (covers under /files stay open). */
const DISALLOWED = [
  '/participants',
  '/servant',
  '/admin',
  '/entry',
  '/basics/',
  '/data-collect/',
  '/sso/',
  '/account/',
  '/uploads/',
  '/ws',
  '/docs',
  // a draft opened by a preview link (issue 20): its page also answers X-Robots-Tag noindex
  PAGES.preview.path,
];

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
