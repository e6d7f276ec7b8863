import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { useMemo } from 'react';
import { usePageWindow } from '../../lib/page-window.ts';

const purifiers = new WeakMap<Window, DOMPurify>();

/** One DOMPurify per window, with its hook: hooks are global to an instance. */
const purifierOf = (view: Window): DOMPurify => {
  const known = purifiers.get(view);
  if (known) return known;
  const purifier = createDOMPurify(view as unknown as WindowLike);
  // Links in an article open in a new tab without handing the opener to the other site.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href) && !href.startsWith(view.location.origin)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  purifiers.set(view, purifier);
  return purifier;
};

const windowOrThrow = (view: Window | undefined): Window => {
  if (!view) throw new Error('富文本需要一个文档环境');
  return view;
};

/**
 * The server sanitises rich text when it is written; this sanitises it again when it is shown (defence in depth),
 * so a script planted straight in the database never runs. Only plain article markup survives.
 */
export const sanitiseRichText = (html: string, view: Window | undefined = globalThis.window): string =>
  purifierOf(windowOrThrow(view)).sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset'],
  });

const HEADING = /^H([1-6])$/;

/**
 * Article headings continue the page's outline: the page's title is its h1, so the article's own headings, whatever
 * levels the editor used (often h3 straight after the title), become h2, h3, … in order, without skipped levels
 * (WCAG 1.3.1; Lighthouse's heading-order). `data-size` keeps the size the editor chose (content.css).
 */
export const outlineHeadings = (html: string, view: Window | undefined = globalThis.window): string => {
  const { document } = windowOrThrow(view);
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levels = [...new Set(headings.map((heading) => Number(HEADING.exec(heading.tagName)?.[1])))].sort(
    (a, b) => a - b,
  );
  if (levels.every((level, index) => level === index + 2)) return html;
  for (const heading of headings) {
    const level = Number(HEADING.exec(heading.tagName)?.[1]);
    const outlined = document.createElement(`h${Math.min(6, levels.indexOf(level) + 2)}`);
    outlined.setAttribute('data-size', String(level));
    outlined.append(...heading.childNodes);
    for (const attribute of heading.attributes) outlined.setAttribute(attribute.name, attribute.value);
    heading.replaceWith(outlined);
  }
  return template.innerHTML;
};

export const RichText = ({ html, className }: { html: string; className?: string }) => {
  // on the server a jsdom window at the page's address: links are judged against the same origin
  const view = usePageWindow();
  const clean = useMemo(() => outlineHeadings(sanitiseRichText(html, view), view), [html, view]);
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised twice (server on write, DOMPurify here).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
