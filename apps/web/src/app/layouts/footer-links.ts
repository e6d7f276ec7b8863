import { isPagePath } from '@rrsp/contract';
import { paths } from '../../config/paths.ts';

/** The portal's own pages the footer always offers, from the page table. */
const OWN_PAGES = [paths.about, paths.guide];

/** A link of the footer's 相关链接, as it is shown. */
export interface FooterLink {
  /**
   * `page`: a page of the portal, a router link; `external`: another site, in a new tab that is not told where the
   * visitor came from; `plain`: anything else the operator configured (a path outside the page table, mailto:).
   */
  kind: 'page' | 'external' | 'plain';
  title: string;
  href: string;
}

/** The path of a same-site address, without query, fragment or trailing slash (the router forgives one). */
const pathOf = (href: string): string => {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

/** Schemes a configured link may use besides a same-site path; others (javascript:, data:) are never links. */
const SAFE_SCHEME = /^(https?|mailto|tel):/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** How one configured link is shown, or null when its address is not one a link may have. */
export const footerLinkOf = ({ title, url }: { title: string; url: string }): FooterLink | null => {
  const href = url.trim();
  if (/^(https?:)?\/\//i.test(href)) return { kind: 'external', title, href };
  if (href.startsWith('/') && isPagePath(pathOf(href))) return { kind: 'page', title, href };
  if (HAS_SCHEME.test(href) && !SAFE_SCHEME.test(href)) return null;
  return { kind: 'plain', title, href };
};

/**
 * 关于平台 and 入驻指南 from the page table, then the configuration's links as they come. A configured link to one of
 * those two pages is not shown a second time.
 */
export const footerLinksOf = (configured: readonly { title: string; url: string }[]): FooterLink[] => [
  ...OWN_PAGES.map((page): FooterLink => ({ kind: 'page', title: page.title, href: page.getHref() })),
  ...configured
    .map(footerLinkOf)
    .filter((link): link is FooterLink => link !== null)
    .filter((link) => !(link.kind === 'page' && OWN_PAGES.some((page) => pathOf(link.href) === page.path))),
];
