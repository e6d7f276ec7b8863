import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { OPENS, pagesOf, type Who, walkPages } from './page-walk.ts';
import { expect, test } from './support.ts';

/**
 * Every page of the page table (packages/contract/src/pages.ts) passes axe as the visitor and as each demo role, on
 * the pages that role may open (LOOK.md: every text meets WCAG AA). Only serious and critical violations fail the
 * test; each role walks its pages in one browser context, so the app's chunks load once per role.
 */

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

for (const who of Object.keys(OPENS) as Who[]) {
  test(`every page ${who === 'visitor' ? 'a visitor' : who} may open passes axe`, async ({
    browser,
    api,
    baseURL,
    sampleIds,
  }) => {
    test.setTimeout(30_000 + pagesOf(who).length * STEP_BUDGET_MS);
    await walkPages({ browser, api, baseURL, sampleIds }, who, {}, async (page, href) => {
      expect.soft(await seriousViolations(page), `axe on ${href} as ${who}`).toEqual([]);
    });
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
