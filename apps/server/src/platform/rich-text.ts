import { OWN_IMAGE_PATH, ownImageIdOf } from '@rrsp/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list every piece of rich text passes on its way into the database, and again on its way into a
 * server-rendered page: structure, emphasis, tables, links and images, nothing that runs. Links may only be http(s),
 * mail or site-relative; images only the portal's own uploads (another site's picture could track readers or change
 * after review). Whatever else an editor pastes from Word or WPS (styles, classes, comments, o:p) is dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['lead', 'note', 'figure-caption', 'data-table', 'highlight'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // an image from anywhere else goes whole, rather than staying as a broken frame
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE_PATH.test(frame.attribs.src ?? ''),
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }, true),
  },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** The ids of the portal's images a piece of (sanitised) rich text shows. */
export const imageIdsOf = (html: string): string[] => [
  ...new Set(
    [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].flatMap((match) => {
      const id = ownImageIdOf(match[1]);
      return id ? [id] : [];
    }),
  ),
];

/** Plain text of rich content, for summaries and meta descriptions. */
export const plainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
