import {
  HOME_CONTENT_COUNT,
  HOME_NEWS_COUNT,
  type MissingItemNoun,
  missingItemTitle,
  NEWS_CATEGORIES,
  type NewsCategory,
  PAGES,
  type PlatformConfig,
} from '@rrsp/contract';
import type { Database } from '../../../platform/database/client.ts';
import { etagOf, type PreparedAnswer, type PublicCache } from '../../../platform/http/public-cache.ts';
import { type IndexTemplate, indexTemplateOf } from '../../../platform/http/web-app.ts';
import { createPlatformConfigRepository } from '../../../platform/platform-config/platform-config-repository.ts';
import { plainText, sanitizeRichText } from '../../../platform/rich-text.ts';
import { type ContentKind, createContentRepository, createNewsRepository } from '../content/public.ts';
import type { AppPage, AppRenderer } from './app-render.ts';
import { Html, html, jsonForScript, trusted } from './html.ts';
import {
  type ContentArticle,
  isItemId,
  type NewsArticle,
  readContentArticle,
  readNewsArticle,
} from './page-reads.ts';
import { PAGE_STYLES } from './page-styles.ts';
import {
  ContentCards,
  type Crumb,
  caseHref,
  DetailLayout,
  Empty,
  formatDate,
  hrefOf,
  type NavKey,
  Neighbours,
  NewsRows,
  NotFound,
  PageHeading,
  Pager,
  type PagerState,
  pageCount,
  pageHref,
  SearchForm,
  Shell,
  solutionHref,
  TabLinks,
} from './page-views.ts';

/** The public pages the server renders (docs/decisions/017); every other page is the app alone. */
export const RENDERED_PATHS: ReadonlySet<string> = new Set([
  PAGES.home.path,
  PAGES.news.list.path,
  PAGES.news.detail.path,
  PAGES.solutions.list.path,
  PAGES.solutions.detail.path,
  PAGES.cases.list.path,
  PAGES.cases.detail.path,
]);

/** The page sizes of the app's lists (features/news/api/list-news.ts, features/content/api/list-content.ts). */
export const NEWS_PAGE_SIZE = 10;
export const CONTENT_PAGE_SIZE = 12;
const KEYWORD_MAX = 50;
const MAX_PAGE = 100_000;
const DESCRIPTION_MAX = 120;

/** The share image of pages without a raster cover of their own (WeChat and others take no SVG). */
export const SHARE_CARD_PATH = '/share-card.png';

export interface RenderedPage {
  status: number;
  /** The page's bytes and ETag (with its compressed copies, once made). */
  answer: PreparedAnswer;
}

type Query = Record<string, string | undefined>;

const first = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0]
      : undefined;

/** The query as the renderer reads it: one string per name. */
export const queryOf = (raw: unknown): Query => {
  const query: Query = {};
  if (raw && typeof raw === 'object') {
    for (const [name, value] of Object.entries(raw)) query[name] = first(value);
  }
  return query;
};

const keywordOf = (value: string | undefined) => {
  const text = (value ?? '').trim().slice(0, KEYWORD_MAX).trim();
  return text || undefined;
};

const pageOf = (value: string | undefined) => {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
};

const isIsoDate = (value: string | undefined): value is string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const isNewsCategory = (value: string | undefined): value is NewsCategory =>
  NEWS_CATEGORIES.some((category) => category.code === value);

/** Pictures a share card can show: raster images only. */
const isRaster = (url: string) => /\.(png|jpe?g|webp|gif)(\?.*)?$/i.test(url);

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

const describe = (summary: string, content = ''): string => {
  const text = (summary.trim() || plainText(content)).replace(/\s+/g, ' ');
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
};

interface Head {
  /** The page's own title; the platform's name follows it, as the app writes document.title. */
  title: string | null;
  description: string;
  /** Path and query of the page's one address; none for a page that should not be indexed. */
  canonical: string | null;
  type: 'website' | 'article';
  image?: string | null;
  /** noindex: a missing page; noindex,follow: a search result, whose links are still worth following. */
  robots?: 'noindex' | 'noindex,follow';
  prev?: string;
  next?: string;
  publishedAt?: Date;
  jsonLd?: Record<string, unknown>;
}

/** `ownStyles`: the `ssr-` styles of the server's own markup, left out when the app drew the page. */
const Head = (head: Head, config: PlatformConfig, origin: string, ownStyles: boolean): Html => {
  const title = head.title ? `${head.title} - ${config.platformName}` : config.platformName;
  const canonical = head.canonical ? `${origin}${head.canonical}` : null;
  const image = absolute(origin, head.image && isRaster(head.image) ? head.image : SHARE_CARD_PATH);
  const lines = [
    html`<title>${title}</title>`,
    html`<meta name="description" content="${head.description}">`,
    head.robots && html`<meta name="robots" content="${head.robots}">`,
    canonical && html`<link rel="canonical" href="${canonical}">`,
    head.prev && html`<link rel="prev" href="${origin}${head.prev}">`,
    head.next && html`<link rel="next" href="${origin}${head.next}">`,
    html`<meta property="og:site_name" content="${config.platformName}">`,
    html`<meta property="og:type" content="${head.type}">`,
    html`<meta property="og:title" content="${head.title ?? config.platformName}">`,
    html`<meta property="og:description" content="${head.description}">`,
    html`<meta property="og:image" content="${image}">`,
    canonical && html`<meta property="og:url" content="${canonical}">`,
    html`<meta property="og:locale" content="zh_CN">`,
    head.publishedAt &&
      html`<meta property="article:published_time" content="${head.publishedAt.toISOString()}">`,
    html`<meta name="twitter:card" content="summary_large_image">`,
    // a data block, not a script: CSP's script-src does not apply to it and nothing runs (docs/decisions/017)
    head.jsonLd && html`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
    ownStyles && html`<style>${trusted(PAGE_STYLES)}</style>`,
  ];
  return trusted(
    lines
      .filter((line): line is Html => line instanceof Html)
      .map((line) => line.value)
      .join('\n    '),
  );
};

interface Page {
  status: number;
  head: Head;
  active: NavKey;
  crumbs: Crumb[] | null;
  /**
   * The server's own markup of the page (decision 017), made only when it is sent: when the app draws the page, only
   * the head and the status are used, and the reads and sanitising the body needs are not done.
   */
  content: () => Html | Promise<Html>;
}

/** What each page is read from: a committed change to one of these drops the prepared page (decision 015). */
const NEWS_TABLES = ['news', 'platform_config'] as const;
const CONTENT_TABLES = ['content_items', 'content_classes', 'tenants', 'platform_config'] as const;
/** Every page shows the platform's name, footer and (on the home page) banner: a settings change drops them all. */
const tablesOf = (path: string): readonly string[] => [
  'platform_config',
  ...(path === PAGES.home.path
    ? ['news', ...CONTENT_TABLES]
    : path === PAGES.news.list.path || path === PAGES.news.detail.path
      ? NEWS_TABLES
      : CONTENT_TABLES),
];

const articleJsonLd = (
  kind: 'NewsArticle' | 'Article',
  item: { title: string; publishedAt: Date; author?: string; source: string },
  description: string,
  config: PlatformConfig,
  canonical: string,
  image: string | null,
) => ({
  '@context': 'https://schema.org',
  '@type': kind,
  headline: item.title,
  description,
  datePublished: item.publishedAt.toISOString(),
  mainEntityOfPage: canonical,
  ...(image ? { image: [image] } : {}),
  author: item.author
    ? { '@type': 'Person', name: item.author }
    : { '@type': 'Organization', name: item.source },
  publisher: { '@type': 'Organization', name: config.platformName },
});

const KINDS = {
  solution: {
    list: PAGES.solutions.list,
    detail: PAGES.solutions.detail,
    noun: '方案',
    nav: 'solutions',
    intro: '服务商面向乡村产业提供的成熟方案，按分类浏览或搜索，找到适合本地的做法。',
    hrefOf: solutionHref,
  },
  case: {
    list: PAGES.cases.list,
    detail: PAGES.cases.detail,
    noun: '案例',
    nav: 'cases',
    intro: '各地主体与服务商合作落地的真实案例，看看别人是怎么做成的。',
    hrefOf: caseHref,
  },
} as const;

/**
 * A body as it goes into the page: sanitised again, with the allow-list it was stored under. It was sanitised on
 * write, but a row written some other way (an import, a hand edit) must not become markup that runs, just as the app
 * runs it through DOMPurify before showing it. Only the cache miss pays for it.
 */
const richText = (stored: string): Html => trusted(sanitizeRichText(stored));

const NEWS_INTRO = '政策解读、工作动态、产业发展、乡村建设与通知公告。';

export const createPageBuilders = (db: Database) => {
  const newsRepository = createNewsRepository(db);
  const contentRepositories = {
    solution: createContentRepository(db, 'solution'),
    case: createContentRepository(db, 'case'),
  };

  const missing = (noun: MissingItemNoun, back: { title: string; href: string }, active: NavKey): Page => ({
    status: 404,
    head: {
      title: missingItemTitle(noun),
      description: `该${noun}可能已下线，或链接不完整。`,
      canonical: null,
      type: 'website',
      robots: 'noindex',
    },
    active,
    crumbs: [{ title: back.title, href: back.href }, { title: missingItemTitle(noun) }],
    content: () =>
      NotFound(
        missingItemTitle(noun),
        `该${noun}可能已下线，或链接不完整。请回到${back.title}重新选择。`,
        back,
      ),
  });

  const homeBody = async (config: PlatformConfig): Promise<Html> => {
    const [latestNews, solutions, cases] = await Promise.all([
      newsRepository.latest(HOME_NEWS_COUNT),
      contentRepositories.solution.latest(HOME_CONTENT_COUNT),
      contentRepositories.case.latest(HOME_CONTENT_COUNT),
    ]);
    const section = (id: string, title: string, body: Html, more: string) =>
      html`<section class="ssr-home-section" aria-labelledby="${id}"><div class="container"><div class="ssr-card"><div class="ssr-home-section__heading"><h2 id="${id}">${title}</h2><a href="${more}">更多${title}</a></div>${body}</div></div></section>`;
    return html`<div class="ssr-home-hero"><div class="container"><h1>${config.platformName}</h1>${config.slogan ? html`<p>${config.slogan}</p>` : ''}<p class="ssr-home-hero__actions"><a href="${PAGES.solutions.list.path}" class="link-button link-button--primary link-button--large">查看解决方案</a><a href="${PAGES.participants.settled.path}" class="link-button link-button--ghost link-button--large" rel="nofollow">申请入驻</a></p></div></div>
${section('home-news', PAGES.news.list.title, latestNews.length ? NewsRows(latestNews, 'h3') : Empty('暂时没有资讯。'), PAGES.news.list.path)}
${section('home-solutions', PAGES.solutions.list.title, solutions.length ? ContentCards(solutions.slice(0, 4), solutionHref, 'h3') : Empty('暂时没有方案。'), PAGES.solutions.list.path)}
${section('home-cases', PAGES.cases.list.title, cases.length ? ContentCards(cases.slice(0, 4), caseHref, 'h3') : Empty('暂时没有案例。'), PAGES.cases.list.path)}`;
  };

  const home = (config: PlatformConfig, origin: string): Page => ({
    status: 200,
    head: {
      title: null,
      description: describe(
        config.slogan
          ? `${config.platformName}：${config.slogan}。资讯动态、解决方案、合作案例、产品与服务中心。`
          : `${config.platformName}：资讯动态、解决方案、合作案例、产品与服务中心。`,
      ),
      canonical: PAGES.home.path,
      type: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: config.platformName,
        url: `${origin}/`,
      },
    },
    active: 'home',
    crumbs: null,
    content: () => homeBody(config),
  });

  /** Prev/next in the head, and a search result kept out of the index (its items are indexed from the plain list). */
  const listHead = (title: string, intro: string, pager: PagerState, filtered: boolean): Head => {
    const last = pageCount(pager);
    return {
      title: pager.page > 1 ? `${title}（第 ${pager.page} 页）` : title,
      description: intro,
      canonical: filtered || pager.page > last ? null : pageHref(pager, pager.page),
      type: 'website',
      ...(filtered || pager.page > last ? { robots: 'noindex,follow' as const } : {}),
      ...(pager.page > 1 ? { prev: pageHref(pager, Math.min(pager.page - 1, last)) } : {}),
      ...(pager.page < last ? { next: pageHref(pager, pager.page + 1) } : {}),
    };
  };

  const newsList = async (query: Query): Promise<Page> => {
    const category = isNewsCategory(query.category) ? query.category : undefined;
    const keyword = keywordOf(query.keyword);
    const start = isIsoDate(query.start) ? query.start : undefined;
    const end = isIsoDate(query.end) ? query.end : undefined;
    // a reversed range is a typo, as the app reads it
    const [startDate, endDate] = start && end && start > end ? [undefined, undefined] : [start, end];
    const page = pageOf(query.page);
    const result = await newsRepository.list({
      category,
      keyword,
      startDate,
      endDate,
      pageNum: page,
      pageSize: NEWS_PAGE_SIZE,
    });
    const pager: PagerState = {
      path: PAGES.news.list.path,
      params: { category, keyword, start: startDate, end: endDate },
      page,
      pageSize: NEWS_PAGE_SIZE,
      total: result.total,
    };
    const filtered = Boolean(keyword || startDate || endDate);
    const tabs = [{ code: undefined, name: '全部' }, ...NEWS_CATEGORIES].map((tab) => ({
      title: tab.name,
      href: hrefOf(PAGES.news.list.path, { category: tab.code }),
      current: tab.code === category,
    }));
    return {
      status: 200,
      head: listHead(PAGES.news.list.title, NEWS_INTRO, pager, filtered),
      active: 'news',
      crumbs: [{ title: PAGES.news.list.title }],
      content: () =>
        html`<div class="content-page">${PageHeading(PAGES.news.list.title, NEWS_INTRO)}<section class="ssr-card ssr-list">${SearchForm(
          {
            action: PAGES.news.list.path,
            keyword,
            label: '搜索资讯',
            placeholder: '搜索资讯标题或摘要',
            keep: { category },
          },
        )}${TabLinks('资讯栏目', tabs)}${
          filtered ? html`<p class="ssr-meta">找到 ${result.total} 条相关资讯</p>` : ''
        }${result.rows.length ? NewsRows(result.rows) : Empty(filtered ? '没有找到符合条件的资讯。' : '该栏目暂时没有资讯。')}${
          result.total > 0 ? Pager(pager) : ''
        }</section></div>`,
    };
  };

  const newsDetail = async (query: Query, config: PlatformConfig, origin: string): Promise<Page> => {
    const back = { title: PAGES.news.list.title, href: PAGES.news.list.path };
    const id = query[PAGES.news.detail.param.name];
    const article: NewsArticle | null = isItemId(id) ? await readNewsArticle(newsRepository, id) : null;
    if (!article) return missing('资讯', back, 'news');
    const canonical = hrefOf(PAGES.news.detail.path, { newsId: article.id });
    const description = describe(article.summary, article.content);
    const image = article.coverUrl && isRaster(article.coverUrl) ? absolute(origin, article.coverUrl) : null;
    return {
      status: 200,
      head: {
        title: article.title,
        description,
        canonical,
        type: 'article',
        image: article.coverUrl,
        publishedAt: article.publishedAt,
        jsonLd: articleJsonLd('NewsArticle', article, description, config, `${origin}${canonical}`, image),
      },
      // as the app: the navigation marks the list, which a detail's path is not
      active: null,
      crumbs: [back, { title: PAGES.news.detail.title }],
      content: async () => {
        const latest = (await newsRepository.latest(6))
          .filter((item) => item.newsId !== article.id)
          .slice(0, 5);
        return DetailLayout(
          html`<article class="ssr-article" aria-labelledby="article-title"><header class="ssr-article__header"><span class="ssr-tag">${article.categoryName}</span><h1 id="article-title" class="ssr-article__title">${article.title}</h1>
<p class="ssr-meta"><span>来源：${article.source}</span>${article.author ? html`<span>作者：${article.author}</span>` : ''}<span>发布时间：<time datetime="${article.publishedAt.toISOString()}">${formatDate(article.publishedAt)}</time></span><span>浏览 ${article.views.toLocaleString('zh-CN')} 次</span></p></header>
${article.summary ? html`<p class="ssr-article__lead">${article.summary}</p>` : ''}<div class="ssr-rich">${richText(article.content)}</div></article>
${Neighbours(article.previous, article.next, (newsId) => hrefOf(PAGES.news.detail.path, { newsId }), '篇')}`,
          {
            title: '最新资讯',
            items: latest.map((item) => ({
              title: item.title,
              href: hrefOf(PAGES.news.detail.path, { newsId: item.newsId }),
              date: item.publishedAt,
            })),
          },
        );
      },
    };
  };

  const contentList = async (kind: ContentKind, query: Query): Promise<Page> => {
    const spec = KINDS[kind];
    const repository = contentRepositories[kind];
    const keyword = keywordOf(query.keyword);
    const classId = isItemId(query.category) ? query.category : undefined;
    const page = pageOf(query.page);
    const [classes, result] = await Promise.all([
      repository.classes({ pageNum: 1, pageSize: 50 }),
      repository.list({ classId, keyword, pageNum: page, pageSize: CONTENT_PAGE_SIZE }),
    ]);
    const pager: PagerState = {
      path: spec.list.path,
      params: { category: classId, keyword },
      page,
      pageSize: CONTENT_PAGE_SIZE,
      total: result.total,
    };
    const tabs = [{ id: undefined, name: '全部' }, ...classes.rows].map((tab) => ({
      title: tab.name,
      href: hrefOf(spec.list.path, { category: tab.id }),
      current: tab.id === classId,
    }));
    return {
      status: 200,
      head: listHead(spec.list.title, spec.intro, pager, Boolean(keyword)),
      active: spec.nav,
      crumbs: [{ title: spec.list.title }],
      content: () =>
        html`<div class="content-page">${PageHeading(spec.list.title, spec.intro)}<section class="ssr-card ssr-list">${SearchForm(
          {
            action: spec.list.path,
            keyword,
            label: `搜索${spec.list.title}`,
            placeholder: `搜索${spec.noun}名称、提供方或标签`,
            keep: { category: classId },
          },
        )}${TabLinks(`${spec.noun}分类`, tabs)}${
          result.rows.length
            ? ContentCards(result.rows, spec.hrefOf)
            : Empty(keyword ? `没有找到符合条件的${spec.noun}。` : `该分类暂时没有${spec.noun}。`)
        }${result.total > 0 ? Pager(pager) : ''}</section></div>`,
    };
  };

  const contentDetail = async (
    kind: ContentKind,
    query: Query,
    config: PlatformConfig,
    origin: string,
  ): Promise<Page> => {
    const spec = KINDS[kind];
    const back = { title: spec.list.title, href: spec.list.path };
    const id = query[spec.detail.param.name];
    const article: ContentArticle | null = isItemId(id)
      ? await readContentArticle(contentRepositories[kind], id)
      : null;
    if (!article) return missing(spec.noun, back, spec.nav);
    const related = article.related.slice(0, 4);
    const canonical = spec.hrefOf(article.id);
    const description = describe(article.summary, article.content);
    const image = article.coverUrl && isRaster(article.coverUrl) ? absolute(origin, article.coverUrl) : null;
    return {
      status: 200,
      head: {
        title: article.title,
        description,
        canonical,
        type: 'article',
        image: article.coverUrl,
        publishedAt: article.publishedAt,
        jsonLd: articleJsonLd(
          'Article',
          { ...article, source: article.providerName },
          description,
          config,
          `${origin}${canonical}`,
          image,
        ),
      },
      active: null,
      crumbs: [back, { title: spec.detail.title }],
      content: () =>
        DetailLayout(
          html`<article class="ssr-article" aria-labelledby="article-title"><header class="ssr-article__header"><span class="ssr-tag">${article.className}</span><h1 id="article-title" class="ssr-article__title">${article.title}</h1>
<p class="ssr-meta"><span>提供方：${article.providerName}</span><span>地区：${article.regionName}</span><span>发布时间：<time datetime="${article.publishedAt.toISOString()}">${formatDate(article.publishedAt)}</time></span><span>浏览 ${article.views.toLocaleString('zh-CN')} 次</span></p>
${article.tags.length ? html`<ul class="ssr-article__tags">${article.tags.map((tag) => html`<li class="ssr-tag">${tag}</li>`)}</ul>` : ''}</header>
${article.summary ? html`<p class="ssr-article__lead">${article.summary}</p>` : ''}<div class="ssr-rich">${richText(article.content)}</div></article>
${Neighbours(article.previous, article.next, spec.hrefOf, '个')}`,
          {
            title: `相关${spec.noun}`,
            items: related.map((item) => ({ title: item.title, href: spec.hrefOf(item.id) })),
          },
        ),
    };
  };

  return { home, newsList, newsDetail, contentList, contentDetail };
};

/** The query names each page reads, in a fixed order: the rest of a query changes nothing, so it is no part of the key. */
const QUERY_NAMES: Record<string, readonly string[]> = {
  [PAGES.home.path]: [],
  [PAGES.news.list.path]: ['category', 'keyword', 'start', 'end', 'page'],
  [PAGES.news.detail.path]: [PAGES.news.detail.param.name],
  [PAGES.solutions.list.path]: ['category', 'keyword', 'page'],
  [PAGES.solutions.detail.path]: [PAGES.solutions.detail.param.name],
  [PAGES.cases.list.path]: ['category', 'keyword', 'page'],
  [PAGES.cases.detail.path]: [PAGES.cases.detail.param.name],
};

export const normalisedQuery = (path: string, query: Query): Query => {
  const kept: Query = {};
  for (const name of QUERY_NAMES[path] ?? []) {
    const value = query[name]?.slice(0, 100);
    if (value) kept[name] = value;
  }
  return kept;
};

/** The resource hints React writes ahead of the markup (a banner picture's preload) belong in the head. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;

/**
 * What the app's page adds to the head: its resource hints, antd's styles of the page and the state the browser
 * hydrates with, as a JSON data block (no inline script: the CSP allows none; docs/decisions/032).
 */
const appHead = (page: AppPage & { stateId: string }) => {
  const hints = LEADING_HINTS.exec(page.html)?.[0] ?? '';
  return {
    head: `${hints}${page.styles}<script type="application/json" id="${page.stateId}">${jsonForScript(page.state).value}</script>`,
    body: page.html.slice(hints.length),
  };
};

/**
 * Renders the public pages into the built index.html. `renderPage(path, query, origin)` is the one entry: a page
 * answer (status and HTML) or null when there is no built web app or the path is not one it renders. Found pages are
 * kept in the public-answer cache (docs/decisions/015): dropped when a table they are read from changes.
 */
export const createPageRenderer = (deps: {
  db: Database;
  webDist: string;
  cache: PublicCache;
  /** The web app's own server rendering; without it (no server build) every page is the server's own markup. */
  app?: AppRenderer;
}) => {
  const builders = createPageBuilders(deps.db);
  const platform = createPlatformConfigRepository(deps.db);
  const template = indexTemplateOf(deps.webDist);

  const build = async (path: string, query: Query, origin: string, config: PlatformConfig): Promise<Page> => {
    switch (path) {
      case PAGES.home.path:
        return builders.home(config, origin);
      case PAGES.news.list.path:
        return builders.newsList(query);
      case PAGES.news.detail.path:
        return builders.newsDetail(query, config, origin);
      case PAGES.solutions.list.path:
        return builders.contentList('solution', query);
      case PAGES.solutions.detail.path:
        return builders.contentDetail('solution', query, config, origin);
      case PAGES.cases.list.path:
        return builders.contentList('case', query);
      default:
        return builders.contentDetail('case', query, config, origin);
    }
  };

  const render = async (
    index: IndexTemplate,
    path: string,
    query: Query,
    origin: string,
    appBuilt: boolean,
  ) => {
    const config = await platform.current();
    const page = await build(path, query, origin, config);
    const here = hrefOf(path, query);
    // a missing item keeps the server's own page: the app would draw it after a failed read
    const drawn = page.status === 200 ? await deps.app?.render(here, origin) : null;
    const head = Head(page.head, config, origin, !drawn).value;
    const app = drawn ? appHead(drawn) : null;
    const body = app
      ? index.fill({ head: `${head}\n    ${app.head}`, body: app.body, noscript: false })
      : index.fill({
          head,
          body: Shell({
            config,
            active: page.active,
            here,
            crumbs: page.crumbs,
            content: await page.content(),
          }).value,
          noscript: false,
        });
    // The server's own markup stands in for a page the app would draw (too many renders waiting, a failed read): it is
    // sent, not kept, so the next reader gets the drawn page. Without a server build it is the page, and kept.
    const keep = page.status === 200 && (Boolean(drawn) || !appBuilt);
    return { status: page.status, keep, body: Buffer.from(body) };
  };

  return {
    async renderPage(path: string, rawQuery: Query, origin: string): Promise<RenderedPage | null> {
      if (!RENDERED_PATHS.has(path)) return null;
      const index = await template.load();
      if (!index) return null;
      const query = normalisedQuery(path, rawQuery);
      const appVersion = (await deps.app?.version()) ?? '';
      const key = `page\n${origin} ${index.version} ${appVersion} ${hrefOf(path, query)}`;
      const hit = deps.cache.get(key);
      if (hit) return { status: 200, answer: hit };
      const tables = tablesOf(path);
      const taken = deps.cache.snapshot(tables);
      const { status, keep, body } = await render(index, path, query, origin, appVersion !== '');
      // a missing item's page is not kept: unknown ids must not fill the cache
      const answer = keep ? deps.cache.store(key, tables, taken, body) : { body, etag: etagOf(body) };
      return { status, answer };
    },
  };
};

export type PageRenderer = ReturnType<typeof createPageRenderer>;
