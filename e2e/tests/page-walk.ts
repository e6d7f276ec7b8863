import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { type PageAccess, type PageKey, type PageSpec, pageEntries } from '@rrsp/contract';
import { CONTEXT_OPTIONS, PAGE_SHOTS_DIR } from '../environment.ts';
import { editorial } from './editorial-support.ts';
import type { SampleKind } from './routes.ts';
import { asUser, OPERATOR_USER } from './shelf-support.ts';
import { browserAs, expect, type SampleId, test } from './support.ts';

/**
 * A walk over every page of the page table (packages/contract/src/pages.ts) that a demo role may open, in one browser
 * context per role so the app's chunks load once: the accessibility spec (axe) and the phone spec (width, tap
 * targets) each check every page it opens.
 */

export type Who = 'visitor' | 'miaoling' | 'qiannongyun' | 'cunmin' | 'yunying' | 'bianji' | 'shenhe';

/**
 * The access rules each demo account passes (apps/server/src/seed/data/accounts/users.json, and the web's
 * decidePageAccess). The visitor opens the public pages; a signed-in role opens the pages behind sign-in its role
 * allows, and the home page, which shows the signed-in header.
 */
export const OPENS: Record<Who, readonly PageAccess[]> = {
  visitor: ['public'],
  // 苗岭茶叶: an approved participant
  miaoling: ['signedIn', 'applicant', 'participantArea', 'participant'],
  // 黔农云: an approved service provider, who may still apply for another tenant
  qiannongyun: ['signedIn', 'applicant', 'servant'],
  // registered, no tenant: is shown how to settle
  cunmin: ['signedIn', 'applicant', 'participantArea'],
  yunying: ['operator', 'operator:superAdmin', 'operator:marketReviewer', 'operator:accountManager'],
  bianji: ['operator', 'editorial'],
  shenhe: ['operator', 'editorial'],
};

/** Detail pages whose id is one of the demo items routes.spec samples. */
const SAMPLE_OF: Partial<Record<PageKey, SampleKind>> = {
  'news.detail': 'news',
  'solutions.detail': 'solution',
  'cases.detail': 'case',
  'participants.caseDetail': 'case',
  'participants.serviceDetail': 'service',
  'participants.servicePublicDetail': 'ownService:participants',
  'participants.solutionDetail': 'solution',
  'participants.productDetail': 'product',
  'servant.caseDetail': 'case',
  'servant.serviceDetail': 'service',
  'servant.servicePublicDetail': 'ownService:servant',
  'servant.solutionDetail': 'solution',
};

/** Ids of the pages no sample covers: the operator's review pages and a draft's preview link. */
const operatorIds = async (api: APIRequestContext) => {
  const reviewer = await asUser(api, OPERATOR_USER);
  const settlement = await reviewer.call<{ rows: { applicationId: string }[] }>(
    'GET',
    '/basics/admin/settlement/page?pageNum=1&pageSize=1&status=submitted',
  );
  const shelf = await reviewer.call<{ rows: { id: string }[] }>('POST', '/basics/admin/shelf/page', {
    pageNum: 1,
    pageSize: 1,
    kind: 'service',
    view: 'onShelf',
  });
  const writer = await editorial(api, 'bianji');
  const draft = await writer.create(`页面检查用草稿 ${Date.now().toString(36)}`);
  const preview = await writer.previewLink(draft.id, draft.workingVersion, 30);
  const settlementId = settlement.rows[0]?.applicationId;
  const shelfId = shelf.rows[0]?.id;
  if (!settlementId || !shelfId) throw new Error('the demo seed has no settlement application or service');
  return { settlementId, shelfId, previewPath: preview.path };
};

type OperatorIds = Awaited<ReturnType<typeof operatorIds>>;

/** The address to open for a page: its path, with the id a detail page needs. */
const hrefOf = (
  key: PageKey,
  spec: PageSpec,
  samples: Record<SampleKind, SampleId>,
  ids: OperatorIds | undefined,
): string => {
  const withId = (id: string) => `${spec.path}?${new URLSearchParams({ [spec.param?.name ?? 'id']: id })}`;
  const sample = SAMPLE_OF[key];
  if (sample) {
    // a placeholder id opens the page's 没有找到 state, not the page: the walk would check and shoot the wrong thing
    if (samples[sample].placeholder) throw new Error(`the demo seed gave no ${sample} to open ${key} with`);
    return withId(samples[sample].id);
  }
  if (key === 'admin.settlementReview' && ids) return withId(ids.settlementId);
  if (key === 'admin.shelfReview' && ids) return withId(ids.shelfId);
  if (key === 'preview' && ids) return ids.previewPath;
  if (spec.param && !spec.param.optional) throw new Error(`no id to open ${key} (${spec.path}) with`);
  return spec.path;
};

export const pagesOf = (who: Who): [PageKey, PageSpec][] =>
  pageEntries().filter(
    ([key, spec]) => OPENS[who].includes(spec.access) || (who !== 'visitor' && key === 'home'),
  );

/** The pages no sample covers need ids read from the demo data first. */
const NEEDS_IDS: readonly PageKey[] = ['preview', 'admin.settlementReview', 'admin.shelfReview'];

export interface WalkFixtures {
  browser: Browser;
  api: APIRequestContext;
  baseURL: string | undefined;
  sampleIds: Record<SampleKind, SampleId>;
}

/**
 * Opens, as `who`, every page that role may open, checks it is the page itself (not sign-in or a refusal in its
 * place), and hands it to `check`; each page is a step of the test, named by its address.
 */
export const walkPages = async (
  { browser, api, baseURL, sampleIds }: WalkFixtures,
  who: Who,
  contextOptions: BrowserContextOptions,
  check: (page: Page, href: string, key: PageKey) => Promise<void>,
): Promise<void> => {
  const pages = pagesOf(who);
  const ids = pages.some(([key]) => NEEDS_IDS.includes(key)) ? await operatorIds(api) : undefined;
  const options = { ...CONTEXT_OPTIONS, ...contextOptions };
  const context =
    who === 'visitor'
      ? await browser.newContext({ ...options, baseURL })
      : (await browserAs(browser, api, baseURL, who, options)).context;
  const page = await context.newPage();
  try {
    for (const [key, spec] of pages) {
      const href = hrefOf(key, spec, sampleIds, ids);
      await test.step(href, async () => {
        await page.goto(href);
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname, key).toBe(spec.path);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('.forbidden'), `${who} may open ${key}`).toHaveCount(0);
        await check(page, href, key);
        if (PAGE_SHOTS_DIR) {
          const width = String(options.viewport?.width ?? 'default');
          await page.screenshot({
            path: path.join(PAGE_SHOTS_DIR, width, who, `${key}.png`),
            fullPage: true,
          });
        }
      });
    }
  } finally {
    await context.close();
  }
};
