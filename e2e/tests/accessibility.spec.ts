import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { type PageAccess, type PageKey, type PageSpec, pageEntries } from '@rrsp/contract';
import { CONTEXT_OPTIONS } from '../environment.ts';
import { editorial } from './editorial-support.ts';
import type { SampleKind } from './routes.ts';
import { asUser, OPERATOR_USER } from './shelf-support.ts';
import { browserAs, expect, type SampleId, test } from './support.ts';

/**
 * Every page of the page table (packages/contract/src/pages.ts) passes axe as the visitor and as each demo role, on
 * the pages that role may open (LOOK.md: every text meets WCAG AA). Only serious and critical violations fail the
 * test; each role walks its pages in one browser context, so the app's chunks load once per role.
 */

type Visitor = 'visitor';
type Who = Visitor | 'miaoling' | 'qiannongyun' | 'cunmin' | 'yunying' | 'bianji' | 'shenhe';

/**
 * The access rules each demo account passes (apps/server/src/seed/data/accounts/users.json, and the web's
 * decidePageAccess). The visitor opens the public pages; a signed-in role opens the pages behind sign-in its role
 * allows, and the home page, which shows the signed-in header.
 */
const OPENS: Record<Who, readonly PageAccess[]> = {
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
  const draft = await writer.create(`无障碍检查用草稿 ${Date.now().toString(36)}`);
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
  if (sample) return withId(samples[sample].id);
  if (key === 'admin.settlementReview' && ids) return withId(ids.settlementId);
  if (key === 'admin.shelfReview' && ids) return withId(ids.shelfId);
  if (key === 'preview' && ids) return ids.previewPath;
  if (spec.param && !spec.param.optional) throw new Error(`no id to open ${key} (${spec.path}) with`);
  return spec.path;
};

const SERIOUS = new Set(['serious', 'critical']);

/** A page's load and axe run take about a second; the ceiling leaves room for a loaded machine. */
const STEP_BUDGET_MS = 15_000;

/** The serious and critical violations axe finds on the page, one readable line per element. */
const seriousViolations = async (page: Page): Promise<string[]> => {
  // label-content-name-mismatch is still experimental in axe, so off by default: a control's name must contain its text
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    );
};

const pagesOf = (who: Who): [PageKey, PageSpec][] =>
  pageEntries().filter(
    ([key, spec]) => OPENS[who].includes(spec.access) || (who !== 'visitor' && key === 'home'),
  );

for (const who of Object.keys(OPENS) as Who[]) {
  test(`every page ${who === 'visitor' ? 'a visitor' : who} may open passes axe`, async ({
    browser,
    api,
    baseURL,
    sampleIds,
  }) => {
    const pages = pagesOf(who);
    test.setTimeout(30_000 + pages.length * STEP_BUDGET_MS);
    const needsIds = pages.some(([key]) =>
      ['preview', 'admin.settlementReview', 'admin.shelfReview'].includes(key),
    );
    const ids = needsIds ? await operatorIds(api) : undefined;
    const context: BrowserContext =
      who === 'visitor'
        ? await browser.newContext({ ...CONTEXT_OPTIONS, baseURL })
        : (await browserAs(browser, api, baseURL, who)).context;
    const page = await context.newPage();
    try {
      for (const [key, spec] of pages) {
        const href = hrefOf(key, spec, sampleIds, ids);
        await test.step(href, async () => {
          await page.goto(href);
          await page.waitForLoadState('networkidle');
          // the page itself, not sign-in or a refusal in its place
          expect(new URL(page.url()).pathname, key).toBe(spec.path);
          await expect(page.locator('h1').first()).toBeVisible();
          await expect(page.locator('.forbidden'), `${who} may open ${key}`).toHaveCount(0);
          expect.soft(await seriousViolations(page), `axe on ${href} as ${who}`).toEqual([]);
        });
      }
    } finally {
      await context.close();
    }
  });
}

/** WCAG relative luminance of a computed `rgb(r, g, b)` colour. */
const luminanceOf = (rgb: string): { red: number; green: number; blue: number; luminance: number } => {
  const [red = 0, green = 0, blue = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const linear = (value: number) => {
    const share = value / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  };
  return {
    red,
    green,
    blue,
    luminance: 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue),
  };
};

test.describe('alerts follow the palette (LOOK.md)', () => {
  test.use({ signedInAs: 'cunmin' });

  test('an info alert sits on a light tint of the primary green, not a muddy grey-green', async ({
    page,
  }) => {
    // 服务中心 tells a user without a settled tenant how to publish, in an info alert
    await page.goto('/participants/service');
    const alert = page.locator('.ant-alert-info').first();
    await expect(alert).toBeVisible();
    const background = luminanceOf(
      await alert.evaluate((element) => getComputedStyle(element).backgroundColor),
    );
    // antd's derived tint of #1F7A4C is #AFBAB3 (luminance 0.47, nearly grey)
    expect(background.luminance, JSON.stringify(background)).toBeGreaterThan(0.85);
    expect(background.green).toBeGreaterThan(background.red);
    expect(background.green).toBeGreaterThan(background.blue);
  });
});
