import type { Page } from '@playwright/test';
import { OPENS, pagesOf, type Who, walkPages } from './page-walk.ts';
import { expect, test } from './support.ts';

/**
 * Every page of the page table (packages/contract/src/pages.ts), as the visitor and as each demo role, on a phone
 * (390 × 844, touch): no page scrolls sideways, and every tap target is at least 24 × 24 px (WCAG 2.2, 2.5.8), or
 * an undersized one has the 24-px spacing the criterion allows, or sits inside a sentence. Each role walks its
 * pages in one browser context, so the app's chunks load once per role. A failure lists every offending target by
 * page, name and size, so the CSS can be fixed where it comes from.
 */

const PHONE = { width: 390, height: 844 } as const;
const MINIMUM = 24;

/**
 * The tap targets of the page that are smaller than 24 × 24 px without the spacing WCAG 2.5.8 allows, one line each.
 * A control's target is what takes the tap: the antd wrapper around an input (its affix, select or picker box) or the
 * label around a checkbox or radio. Targets inside a sentence are exempt (the criterion's inline exception).
 */
const undersizedTargets = (page: Page): Promise<string[]> =>
  page.evaluate((minimum) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=tab]',
      '[role=menuitem]',
      '[role=checkbox]',
      '[role=radio]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    // only a field (or a tab) takes its wrapper's box: a button beside it in the wrapper (the password eye) is its own
    const wrapperOf = (element: Element): Element =>
      (element.matches('input, select, textarea, [role=tab]') &&
        element.closest(
          '.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-radio-button-wrapper, .ant-switch, .ant-tabs-tab, label',
        )) ||
      element;
    const shown = (element: Element): boolean => {
      if (element.closest('[aria-hidden=true], [inert]')) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      const box = element.getBoundingClientRect();
      // a visually hidden element (a skip link until focused) is 1 px or clipped away: not a pointer target
      return box.width > 1 && box.height > 1 && style.clipPath !== 'inset(50%)';
    };
    /** The outermost element a pointer may press although no role says so (antd's password eye is a bare span). */
    const pointerOnly = [...document.querySelectorAll('body *')].filter(
      (element) =>
        getComputedStyle(element).cursor === 'pointer' &&
        getComputedStyle(element.parentElement ?? document.body).cursor !== 'pointer' &&
        !element.closest(selector),
    );
    const interactive = [...document.querySelectorAll(selector), ...pointerOnly];
    const targets = [
      ...new Set(
        interactive
          .filter((element) => {
            // an antd checkbox or radio input is transparent over its box: its label is the target
            const control = wrapperOf(element);
            return control === element ? shown(element) : true;
          })
          .map(wrapperOf),
      ),
    ].filter(shown);

    /**
     * A target in a sentence (WCAG's inline exception): an inline element with words beside it, as text of its own
     * parent or of an inline ancestor's (a link in a paragraph, 《隐私政策》 in 我已阅读并同意…和…).
     */
    const inSentence = (element: Element): boolean => {
      if (!getComputedStyle(element).display.startsWith('inline')) return false;
      for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
        const words = [...node.parentElement.childNodes].some(
          (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
        );
        if (words) return true;
        if (!getComputedStyle(node.parentElement).display.startsWith('inline')) return false;
      }
      return false;
    };

    const boxes = targets.map((element) => element.getBoundingClientRect());
    const small = boxes.map((box) => box.width < minimum || box.height < minimum);
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    /** WCAG 2.5.8's spacing: the target's 24-px circle meets no other target and no other undersized circle. */
    const spaced = (index: number): boolean => {
      const here = centre(boxes[index] as DOMRect);
      return targets.every((_other, otherIndex) => {
        // a target inside another (the password eye in its field) is never spaced from it: a tap beside it lands there
        if (otherIndex === index) return true;
        const box = boxes[otherIndex] as DOMRect;
        if (small[otherIndex]) {
          const there = centre(box);
          return Math.hypot(here.x - there.x, here.y - there.y) >= minimum;
        }
        return distanceToBox(here, box) >= minimum / 2;
      });
    };

    return targets.flatMap((element, index) => {
      if (!small[index] || inSentence(element) || spaced(index)) return [];
      const box = boxes[index] as DOMRect;
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30) ??
        '';
      const classes = String(element.getAttribute('class') ?? '')
        .split(/\s+/)
        .slice(0, 2)
        .join('.');
      return [
        `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ];
    });
  }, MINIMUM);

const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A page's load and checks take about a second; the ceiling leaves room for a loaded machine. */
const STEP_BUDGET_MS = 10_000;

test.describe('on a phone (390 × 844)', () => {
  for (const who of Object.keys(OPENS) as Who[]) {
    test(`every page ${who === 'visitor' ? 'a visitor' : who} may open fits the width, with targets of 24 px`, async ({
      browser,
      api,
      baseURL,
      sampleIds,
    }) => {
      test.setTimeout(30_000 + pagesOf(who).length * STEP_BUDGET_MS);
      const phone = { viewport: PHONE, isMobile: true, hasTouch: true };
      const failures: string[] = [];
      await walkPages({ browser, api, baseURL, sampleIds }, who, phone, async (page, href) => {
        const overflow = await sidewaysScroll(page);
        if (overflow > 0) failures.push(`${href}: scrolls ${overflow} px sideways`);
        for (const target of await undersizedTargets(page)) failures.push(`${href}: ${target}`);
      });
      if (failures.length > 0) console.log(`${who}:\n  ${failures.join('\n  ')}`);
      expect(failures, `${who} on a phone`).toEqual([]);
    });
  }
});
