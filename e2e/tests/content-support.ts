import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import pg from 'pg';
import { DATA_DIR } from '../environment.ts';
import { callApi, expect } from './support.ts';

/**
 * Shared by the content specs (home, lists, details): waiting for the API calls the page makes and reading what
 * they answered, or, after a full load (the server drew the page and the browser reads nothing again, decision 032),
 * making the page's call itself, so a test can check that what the page shows came from the API.
 */

export interface PageOf<T> {
  rows: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** packages/contract/src/portal/news.ts */
export interface NewsSummary {
  newsId: string;
  category: string;
  categoryName: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  source: string;
  publishedAt: string;
  views: number;
}

export interface Neighbour {
  id: string;
  title: string;
}

export interface NewsDetail extends NewsSummary {
  author: string;
  content: string;
  previous: Neighbour | null;
  next: Neighbour | null;
}

/** packages/contract/src/portal/solutions.ts */
export interface ContentClass {
  id: string;
  name: string;
  itemCount: number;
}

export interface ContentSummary {
  id: string;
  classId: string;
  className: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  providerName: string;
  regionName: string;
  tags: string[];
  publishedAt: string;
  views: number;
}

export interface ContentDetail extends ContentSummary {
  content: string;
  previous: Neighbour | null;
  next: Neighbour | null;
  related: ContentSummary[];
}

export type ContentKind = 'solution' | 'case';

/** Endpoints and words of the two content kinds (packages/contract/src/portal/solutions.ts, paths.ts). */
export const CONTENT_KINDS = {
  solution: {
    base: '/basics/pc/rrSolution',
    list: '/basics/pc/rrSolution/pcQuerySolutionNoRole',
    classes: '/basics/pc/rrSolution/pcQuerySolutionClass',
    detail: '/basics/pc/rrSolution/byIdQuerySolutionDetail',
    listPath: '/home/solution',
    detailPath: '/solutionDetail',
    title: '解决方案',
    noun: '方案',
    provider: '提供方',
  },
  case: {
    base: '/basics/pc/rrCooperationCase',
    list: '/basics/pc/rrCooperationCase/pcQuerySolutionNoRole',
    classes: '/basics/pc/rrCooperationCase/pcQueryCaseClass',
    detail: '/basics/pc/rrCooperationCase/byIdQueryCaseDetail',
    listPath: '/home/case',
    detailPath: '/caseDetail',
    title: '合作案例',
    noun: '案例',
    provider: '服务方',
  },
} as const;

export const NEWS_LIST = '/basics/pc/news/list';
export const NEWS_INFO = '/basics/pc/news/info';
export const NEWS_PAGE_SIZE = 10;
export const CONTENT_PAGE_SIZE = 12;
/** packages/contract/src/paging.ts CLASS_LIST_PAGE_SIZE: the class tabs are asked for in one page of 100. */
const CLASS_LIST_PAGE_SIZE = 100;

/** The news list's filters as the list page sends them (apps/web/src/features/news/components/news-list.tsx). */
export interface NewsListParams {
  pageNum?: number;
  category?: string;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

/** The content list's filters as the list page sends them (apps/web/src/features/content/components/content-list.tsx). */
export interface ContentListParams {
  pageNum?: number;
  classId?: string;
  keyword?: string;
}

/**
 * What the API answers the news list page's call for these filters (list-news.ts: POST, page 1 unless told,
 * NEWS_PAGE_SIZE rows): what a full load of the page shows, since the server drew it from the same call.
 */
export const newsListAnswer = (api: APIRequestContext, params: NewsListParams = {}) =>
  callApi<PageOf<NewsSummary>>(api, 'POST', NEWS_LIST, {
    body: { pageNum: 1, pageSize: NEWS_PAGE_SIZE, ...params },
  });

/** What the API answers a visitor's solution or case list page for these filters (list-content.ts: the public query). */
export const contentListAnswer = (
  api: APIRequestContext,
  kind: ContentKind,
  params: ContentListParams = {},
) =>
  callApi<PageOf<ContentSummary>>(api, 'POST', CONTENT_KINDS[kind].list, {
    body: { pageNum: 1, pageSize: CONTENT_PAGE_SIZE, ...params },
  });

/** What the API answers the class tabs' call of a solution or case page (get-content-classes.ts). */
export const contentClassesAnswer = (api: APIRequestContext, kind: ContentKind) =>
  callApi<PageOf<ContentClass>>(api, 'POST', CONTENT_KINDS[kind].classes, {
    body: { pageNum: 1, pageSize: CLASS_LIST_PAGE_SIZE },
  });

type Body = Record<string, unknown>;

/** The request's parameters: the JSON body of a POST, the query of a GET. */
export const paramsOf = (response: Response): Body => {
  const request = response.request();
  if (request.method() === 'GET') return Object.fromEntries(new URL(request.url()).searchParams);
  try {
    return (request.postDataJSON() ?? {}) as Body;
  } catch {
    return {};
  }
};

/**
 * Waits for the page's call of an endpoint (by path, optionally by its parameters). Start waiting before the action
 * that makes the call.
 */
export const waitForApi = (page: Page, pathname: string, matches: (params: Body) => boolean = () => true) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === pathname && matches(paramsOf(response)),
  );

/** The `data` of an API response, failing the test unless the envelope says 200. */
export const dataOf = async <T>(response: Response): Promise<T> => {
  expect(response.status(), response.url()).toBe(200);
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${response.url()}: ${envelope.msg}`).toBe(200);
  return envelope.data;
};

/**
 * After a full load of a page the server drew, waits until the app has taken it over (its route modules loaded and
 * the markup hydrated), the way the rest of the suite waits for a page to settle before it compares what the page
 * shows with what the app reads. A click before that is held and answered afterwards (decision 036), but the state
 * it was made in is the server's. The app marks the document when it has started (root-shell.tsx).
 */
export const waitForAppToStart = async (page: Page): Promise<void> => {
  await page.locator('html[data-app-started="true"]').waitFor({ state: 'attached' });
};

/** Waits for the call and returns its data. */
export const apiData = async <T>(
  page: Page,
  pathname: string,
  matches?: (params: Body) => boolean,
): Promise<T> => dataOf<T>(await waitForApi(page, pathname, matches));

/** apps/web/src/lib/format.ts formatDate: the China Standard Time calendar date of a timestamp. */
export const chinaDate = (value: string | number | Date): string =>
  new Date(new Date(value).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A run of four Chinese characters from a title: a keyword the search should find the title by. */
export const keywordFrom = (title: string): string => {
  const run = /[\u4e00-\u9fff]{4}/.exec(title)?.[0];
  if (!run) throw new Error(`no keyword in “${title}”`);
  return run;
};

/** The list page's pager (list-pager.tsx): a navigation landmark named 分页. */
export const pagerOf = (page: Page): Locator => page.getByRole('navigation', { name: '分页' });

/** Expects the pager to say 共 N 条 and to mark `current` as the current page (aria-current, as a reader hears it). */
export const expectPager = async (page: Page, total: number, current: number): Promise<void> => {
  const pager = pagerOf(page);
  await expect(pager.getByText(`共 ${total} 条`, { exact: true })).toBeVisible();
  await expect(pager.locator('[aria-current="page"]')).toHaveText(String(current));
};

/** The link to page `n` of the list in its pager. */
export const pagerLink = (page: Page, n: number): Locator =>
  pagerOf(page).getByRole('link', { name: String(n), exact: true });

/** The selected tab of the list's tab bar (a public list page has one tab bar). */
export const activeTab = (page: Page): Locator => page.getByRole('tab', { selected: true });

/** The text of HTML the seed wrote (entities &amp; &lt; &gt; &quot; decoded), for comparing with the page. */
export const textOfHtml = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The first paragraph of an article body, as text. */
export const firstParagraph = (html: string): string => {
  const match = /<p>(.*?)<\/p>/s.exec(html);
  if (!match?.[1]) throw new Error('the article has no paragraph');
  return textOfHtml(match[1]);
};

/**
 * A connection to the e2e server's embedded PostgreSQL, which records its port and password under DATA_DIR (as
 * outbox.ts reads them).
 */
export const openDatabase = async (): Promise<pg.Client> => {
  const [port, password] = await Promise.all(
    ['.postgres-port', '.postgres-password'].map(async (name) =>
      (await readFile(path.join(DATA_DIR, name), 'utf8')).trim(),
    ),
  );
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(String(password))}@127.0.0.1:${String(port)}/postgres`,
  });
  await client.connect();
  return client;
};
