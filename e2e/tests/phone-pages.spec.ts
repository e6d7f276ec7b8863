import type { Page } from '@playwright/test';
import { OPENS, pagesOf, type Who, walkPages } from './page-walk.ts';
import { expect, test } from './support.ts';

/**
 * Every page of the page table (packages/contract/src/pages.ts), as the visitor and as each demo role, on a phone
 * (390 × 844, touch): no page scrolls sideways, every tap target is at least 24 × 24 px (WCAG 2.2, 2.5.8), or
 * an undersized one has the 24-px spacing the criterion allows, or sits inside a sentence, and the main targets
 * (MAIN_TARGETS: buttons, fields, tabs, pagination, menu rows, cards) are 44 px (LOOK.md). Each role walks its
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
          '.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker, .date-range-field, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-radio-button-wrapper, .ant-switch, .ant-tabs-tab, label',
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

/**
 * The main targets (LOOK.md: 44 px for the main ones), each with the size it must have on a phone:
 * - a button: antd's (any variant, outside a sentence), a link drawn as one (`.link-button`), the header's menu button,
 *   the home banner's arrows, pause and dots, a dialog's or drawer's close: 44 high, and 44 wide when it shows only an
 *   icon;
 * - a field: an input box, a select or cascader, a date picker, a number box (a text area is taller by itself): 44 high;
 * - a tab, a segmented control's option, a radio button: 44 high;
 * - a pagination item (a page number, previous, next, the jumps): 44 × 44;
 * - a menu row (the work area's menu, the phone drawer's links and user menu): 44 high;
 * - a card's own link (the whole card of a list): 44 high.
 * Not main, so 24 px (the check above) is their floor: links inside sentences, tags, checkboxes and radios with their
 * labels, breadcrumbs, footer and other text links, a table's sort and filter icons.
 */
const MAIN_TARGETS = {
  buttons:
    '.ant-btn, .link-button, .site-nav-toggle, .ant-modal-close, .ant-drawer-close, .mobile-nav__link, .home-banner__arrow, .home-banner__dot',
  fields:
    '.ant-input-affix-wrapper, input.ant-input:not(.ant-input-affix-wrapper input), .ant-select:not(.ant-select-customize-input), .select-field, .search-box__field, .ant-picker, .date-range-field, .ant-input-number',
  choices: '.ant-tabs-tab, [role=tab]:not(.ant-tabs-tab-btn), .ant-segmented-item, .ant-radio-button-wrapper',
  pages:
    '.ant-pagination-item, .ant-pagination-prev, .ant-pagination-next, .ant-pagination-jump-prev, .ant-pagination-jump-next, nav[aria-label="分页"] li > :is(a, button)',
  // the phone drawer's user menu (antd's Menu) and the work area's menu (work-menu.tsx, links of its own)
  menus: '.ant-menu-item, .ant-menu-submenu-title, .work-menu__link',
  cards: 'a.content-card__link, a.shelf-card__link',
} as const;
const MAIN = 44;
/** The main targets that must be 44 wide as well: a button with only an icon, a pager's square. */
const SQUARE_TARGETS = [
  '.ant-btn-icon-only, .site-nav-toggle, .ant-modal-close, .ant-drawer-close, .home-banner__arrow, .home-banner__dot',
  MAIN_TARGETS.pages,
].join(', ');

/**
 * antd buttons drawn as words, not as buttons (no padding, the text's own height): text links by their look, so
 * 24 px (the check above) is their floor, as for any text link. Every target a selector matches is left out.
 */
const SMALLER_MAIN_TARGETS: readonly { selector: string; reason: string }[] = [
  {
    selector: '.product-off-reason',
    reason: '查看下架原因 is a small text link under a product’s state, beside the row’s own buttons',
  },
  {
    selector: '.audit-trail__operator',
    reason: 'the operator’s name in an audit entry, a text link that filters the trail by that person',
  },
];

/** The main targets of the page (under `scope`) that are below 44 px, one line each. */
const shortMainTargets = (page: Page, scope = 'body'): Promise<string[]> =>
  page.evaluate(
    ({ targets, main, square, exceptions, scope }) => {
      const shown = (element: Element): boolean => {
        if (element.closest('[aria-hidden=true], [inert]')) return false;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      };
      /** A button or link with words beside it in its block: part of a sentence, not a main target. */
      const inSentence = (element: Element): boolean => {
        for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
          if (!getComputedStyle(node).display.startsWith('inline')) return false;
          const words = [...node.parentElement.childNodes].some(
            (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
          );
          if (words) return true;
        }
        return false;
      };
      const root = document.querySelector(scope) ?? document.body;
      return Object.values(targets).flatMap((selector) =>
        [...root.querySelectorAll(selector)]
          .filter((element) => shown(element) && !inSentence(element))
          .filter((element) => !exceptions.some((exception) => element.matches(exception)))
          .flatMap((element) => {
            const box = element.getBoundingClientRect();
            const wide = !element.matches(square) || box.width >= main - 0.5;
            if (box.height >= main - 0.5 && wide) return [];
            const name =
              element.getAttribute('aria-label') ??
              (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
            const classes = String(element.getAttribute('class') ?? '')
              .split(/\s+/)
              .slice(0, 2)
              .join('.');
            return [
              `main target ${element.tagName.toLowerCase()}.${classes} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
            ];
          }),
      );
    },
    {
      targets: MAIN_TARGETS,
      main: MAIN,
      square: SQUARE_TARGETS,
      exceptions: SMALLER_MAIN_TARGETS.map(({ selector }) => selector),
      scope,
    },
  );

/**
 * The phone drawer's targets, looked at once per role (on the home page): opened with the header's menu button, its
 * links and user menu measured, closed again.
 */
const shortDrawerTargets = async (page: Page): Promise<string[]> => {
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  const drawer = page.locator('.mobile-nav [role=dialog]');
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.ant-skeleton')).toHaveCount(0);
  const short = await shortMainTargets(page, '.mobile-nav [role=dialog]');
  await drawer.getByRole('button', { name: /close|关闭/i }).click();
  await expect(drawer).toBeHidden();
  return short.map((line) => `drawer: ${line}`);
};

const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A page's load and checks take about a second; the ceiling leaves room for a loaded machine. */
const STEP_BUDGET_MS = 10_000;

test.describe('on a phone (390 × 844)', () => {
  for (const who of Object.keys(OPENS) as Who[]) {
    test(`every page ${who === 'visitor' ? 'a visitor' : who} may open fits the width, with targets of 24 px and main ones of 44`, async ({
      browser,
      api,
      baseURL,
      sampleIds,
    }) => {
      test.setTimeout(30_000 + pagesOf(who).length * STEP_BUDGET_MS);
      const phone = { viewport: PHONE, isMobile: true, hasTouch: true };
      const failures: string[] = [];
      await walkPages({ browser, api, baseURL, sampleIds }, who, phone, async (page, href, key) => {
        const overflow = await sidewaysScroll(page);
        if (overflow > 0) failures.push(`${href}: scrolls ${overflow} px sideways`);
        for (const target of await undersizedTargets(page)) failures.push(`${href}: ${target}`);
        for (const target of await shortMainTargets(page)) failures.push(`${href}: ${target}`);
        if (key === 'home')
          for (const target of await shortDrawerTargets(page)) failures.push(`${href}: ${target}`);
      });
      if (failures.length > 0) console.log(`${who}:\n  ${failures.join('\n  ')}`);
      expect(failures, `${who} on a phone`).toEqual([]);
    });
  }
});
