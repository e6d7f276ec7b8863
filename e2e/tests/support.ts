import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { CONTEXT_OPTIONS } from '../environment.ts';
import { AREA_USER, type Area, type RouteCase, type SampleKind } from './routes.ts';

/** The portal's registered application (apps/web/.env: VITE_APP_KEY, VITE_ENDPOINT_CODE). */
export const PORTAL_HEADERS = { appKey: 'rrsp-portal', endpointCode: 'pc-portal' } as const;

/** apps/web/src/lib/storage.ts: one JSON object under this key, each entry `{ v: value, e?: expiresAt }`. */
export const STORAGE_ROOT_KEY = 'rrsp';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screenshots');

/** An id no seeded item has: used for a detail page until its list endpoint exists. */
export const PLACEHOLDER_ID = 'e2e-sample-missing';

export interface PlatformConfig {
  platformName: string;
  hotline?: string | null;
  copyright?: string | null;
  [key: string]: unknown;
}

export interface CurrentUser {
  userId: string;
  username: string;
  nickName?: string | null;
  tenants: { tenantId: string; tenantName: string; roles: string[] }[];
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API like the web app does and returns `data`, failing the test on anything but code 200. */
export const callApi = async <T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; tenantId?: string; body?: unknown } = {},
): Promise<T> => {
  const headers: Record<string, string> = {
    ...PORTAL_HEADERS,
    tenantId: options.tenantId ?? '',
    ...(options.token ? { Authorization: options.token } : {}),
  };
  const response = await request.fetch(url, {
    method,
    headers,
    ...(options.body === undefined ? {} : { data: options.body }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(200);
  return envelope.data;
};

export const testToken = (username: string) => `test:${username}`;

/** The localStorage the web app would hold after signing in (token and chosen tenant). */
export const sessionStorageValue = (token: string, tenantId: string | undefined): string =>
  JSON.stringify({ token: { v: token }, ...(tenantId ? { tenantId: { v: tenantId } } : {}) });

/** What a browser holds once `username` signed in, the way the app keeps a session: the token and their first tenant. */
export const signedInState = async (
  api: APIRequestContext,
  baseURL: string | undefined,
  username: string,
) => {
  const token = testToken(username);
  const user = await callApi<CurrentUser>(api, 'GET', '/basics/user', { token });
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL ?? '').origin,
        localStorage: [
          { name: STORAGE_ROOT_KEY, value: sessionStorageValue(token, user.tenants[0]?.tenantId) },
        ],
      },
    ],
  };
};

/**
 * A second person's browser beside the test's own page, signed in as `username`, in a desktop window unless `options`
 * say otherwise (a phone); the caller closes its context.
 */
export const browserAs = async (
  browser: Browser,
  api: APIRequestContext,
  baseURL: string | undefined,
  username: string,
  options: BrowserContextOptions = CONTEXT_OPTIONS,
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({
    ...options,
    baseURL,
    storageState: await signedInState(api, baseURL, username),
  });
  return { context, page: await context.newPage() };
};

export const readStoredSession = async (page: Page): Promise<{ token?: string; tenantId?: string }> =>
  page.evaluate((key) => {
    const root = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, { v?: string }>;
    return { token: root.token?.v, tenantId: root.tenantId?.v };
  }, STORAGE_ROOT_KEY);

/** Sample ids from the seeded demo data, by the list call of SPEC.md §7, read as `asUser` where the list needs one. */
const SAMPLE_SOURCES: Record<
  SampleKind,
  { url: string; idFields: string[]; asUser?: string; body?: object }
> = {
  news: { url: '/basics/pc/news/list', idFields: ['newsId', 'id'] },
  // the public lists: the signed-in ones (pcQuerySolution) answer a visitor's call with 401, and every sample became
  // the placeholder, so the detail pages were walked as 没有找到
  solution: { url: '/basics/pc/rrSolution/pcQuerySolutionNoRole', idFields: ['id', 'solutionId'] },
  case: { url: '/basics/pc/rrCooperationCase/pcQuerySolutionNoRole', idFields: ['id', 'caseId'] },
  service: { url: '/basics/pc/serviceCenter/page', idFields: ['id'], asUser: AREA_USER.participants },
  product: { url: '/basics/pc/product/list', idFields: ['id'], asUser: AREA_USER.participants },
  'ownService:participants': {
    url: '/basics/pc/serviceCenter/myPublishPage',
    idFields: ['id'],
    asUser: AREA_USER.participants,
  },
  'ownService:servant': {
    url: '/basics/pc/serviceCenter/myPublishPage',
    idFields: ['id'],
    asUser: AREA_USER.servant,
  },
};

export interface SampleId {
  id: string;
  placeholder: boolean;
}

const resolveSampleId = async (request: APIRequestContext, kind: SampleKind): Promise<SampleId> => {
  const source = SAMPLE_SOURCES[kind];
  const signedIn: Record<string, string> = {};
  if (source.asUser) {
    const token = testToken(source.asUser);
    const user = await callApi<CurrentUser>(request, 'GET', '/basics/user', { token });
    signedIn.Authorization = token;
    signedIn.tenantId = user.tenants[0]?.tenantId ?? '';
  }
  const response = await request.post(source.url, {
    headers: { ...PORTAL_HEADERS, tenantId: '', ...signedIn },
    data: { pageNum: 1, pageSize: 1, ...source.body },
  });
  const envelope = (await response.json().catch(() => undefined)) as
    | Envelope<{ rows?: Record<string, unknown>[] }>
    | undefined;
  const row = envelope?.code === 200 ? envelope.data?.rows?.[0] : undefined;
  const id = source.idFields
    .map((field) => row?.[field])
    .find((value) => value !== undefined && value !== null);
  return id === undefined
    ? { id: PLACEHOLDER_ID, placeholder: true }
    : { id: String(id), placeholder: false };
};

export const hrefOf = (route: RouteCase, samples: Record<SampleKind, SampleId>): string =>
  route.sample
    ? `${route.path}?${new URLSearchParams({ [route.sample.param]: samples[route.sample.kind].id }).toString()}`
    : route.path;

/**
 * Console errors, uncaught exceptions, failed requests and HTTP error responses of every page in the test's
 * context. The test fails at the end when any was seen that the test did not declare as expected.
 */
export class Diagnostics {
  private readonly seen: string[] = [];
  private readonly consoleErrors: { page: string; text: string; url: string }[] = [];
  private readonly expectedUrls = new Set<string>();
  private readonly expected: ((response: Response) => boolean)[] = [];
  private readonly expectedConsole: ((text: string) => boolean)[] = [];
  private readonly expectedRequests: ((request: Request) => boolean)[] = [];

  /** Declares HTTP error responses the test expects (e.g. a detail call for an id that does not exist). */
  expectFailedResponse(matcher: (response: Response) => boolean): void {
    this.expected.push(matcher);
  }

  /** Declares requests the test expects to fail (e.g. the app's background prefetch while the test has it offline). */
  expectFailedRequest(matcher: (request: Request) => boolean): void {
    this.expectedRequests.push(matcher);
  }

  /** Declares console errors the test expects (e.g. the CSP reporting an inline event handler it refused). */
  expectConsoleError(matcher: (text: string) => boolean): void {
    this.expectedConsole.push(matcher);
  }

  /** Everything unexpected so far. Chromium's own "Failed to load resource" line for an expected error is not. */
  get problems(): string[] {
    const consoleProblems = this.consoleErrors
      .filter(
        (entry) => !(entry.text.startsWith('Failed to load resource') && this.expectedUrls.has(entry.url)),
      )
      .filter((entry) => !this.expectedConsole.some((matches) => matches(entry.text)))
      .map((entry) => `console error on ${entry.page}: ${entry.text}${entry.url ? ` (${entry.url})` : ''}`);
    return [...this.seen, ...consoleProblems];
  }

  attach(context: BrowserContext): void {
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      this.consoleErrors.push({
        page: message.page()?.url() ?? '?',
        text: message.text(),
        url: message.location().url,
      });
    });
    context.on('weberror', (error) =>
      this.seen.push(`uncaught exception: ${error.error().stack ?? error.error()}`),
    );
    context.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      // Cancelled on purpose (navigation away, an aborted query): not a failure of the request.
      if (reason.includes('ERR_ABORTED')) return;
      if (this.expectedRequests.some((matches) => matches(request))) {
        this.expectedUrls.add(request.url());
        return;
      }
      this.seen.push(`request failed: ${request.method()} ${request.url()}: ${reason}`);
    });
    context.on('response', (response) => {
      if (response.status() < 400) return;
      if (this.expected.some((matches) => matches(response))) {
        this.expectedUrls.add(response.url());
        return;
      }
      this.seen.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
  }
}

/** Where each area's layout shows itself (apps/web/src/app/layouts). */
export const LAYOUT_MARKER: Record<Area, string> = {
  main: '.layout--main',
  participants: '.layout--work',
  servant: '.layout--work',
  entry: '.layout--entry',
};

/** The work areas' left menu (work-layout.tsx), an `aside` landmark named after the area. */
export const WORK_MENU_NAME: Record<'participants' | 'servant', string> = {
  participants: '参与主体工作台',
  servant: '服务商工作台',
};

interface TestFixtures {
  /** Demo account whose test token and first tenant the browser storage holds; undefined = visitor. */
  signedInAs: string | undefined;
  diagnostics: Diagnostics;
}

interface WorkerFixtures {
  api: APIRequestContext;
  platformConfig: PlatformConfig;
  sampleIds: Record<SampleKind, SampleId>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  signedInAs: [undefined, { option: true }],

  api: [
    async ({ playwright }, use, workerInfo) => {
      const context = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(context);
      await context.dispose();
    },
    { scope: 'worker' },
  ],

  platformConfig: [
    async ({ api }, use) => {
      await use(await callApi<PlatformConfig>(api, 'GET', '/basics/pc/rrPlatformConfiguration/getInfo'));
    },
    { scope: 'worker' },
  ],

  sampleIds: [
    async ({ api }, use) => {
      const kinds = Object.keys(SAMPLE_SOURCES) as SampleKind[];
      const entries = await Promise.all(
        kinds.map(async (kind) => [kind, await resolveSampleId(api, kind)] as const),
      );
      await use(Object.fromEntries(entries) as Record<SampleKind, SampleId>);
    },
    { scope: 'worker' },
  ],

  storageState: async ({ signedInAs, storageState, api, baseURL }, use) => {
    await use(signedInAs ? await signedInState(api, baseURL, signedInAs) : storageState);
  },

  diagnostics: [
    async ({ context }, use, testInfo) => {
      const diagnostics = new Diagnostics();
      diagnostics.attach(context);
      await use(diagnostics);
      const problems = diagnostics.problems;
      if (problems.length === 0) return;
      if (testInfo.status === testInfo.expectedStatus) {
        throw new Error(`Problems seen in the browser:\n  ${problems.join('\n  ')}`);
      }
      // The test failed already: show what the browser saw, it is usually the cause (e.g. a chunk that 404s).
      await testInfo.attach('browser-problems', { body: problems.join('\n'), contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Full-page screenshot kept under e2e/artifacts/screenshots/<name>.png and attached to the report. `fullPage: false`
 * takes the viewport only (for a page the caller has already made as tall as its content).
 */
export const keepScreenshot = async (
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled' });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
};

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
