import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Links in an article open in a new tab without handing the opener to the other site. Registered once: DOMPurify
 * hooks are global to the module.
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
});

/**
 * The server sanitises rich text when it is written; this sanitises it again when it is shown (defence in depth),
 * so a script planted straight in the database never runs. Only plain article markup survives.
 */
export const sanitiseRichText = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset'],
  });

export const RichText = ({ html, className }: { html: string; className?: string }) => {
  const clean = useMemo(() => sanitiseRichText(html), [html]);
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised twice (server on write, DOMPurify here).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
