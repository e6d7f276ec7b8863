import { Marked } from 'marked';

// GFM for tables; raw HTML in a file is left to sanitizeRichText, which every body passes before it is stored.
const markdown = new Marked({ gfm: true });

export const renderMarkdown = (source: string): string => markdown.parse(source, { async: false });

/** The `###` subheadings of a body, in order: the sections a solution or case must have. */
export const subheadings = (source: string): string[] =>
  markdown
    .lexer(source)
    .flatMap((token) => (token.type === 'heading' && token.depth === 3 ? [token.text as string] : []));
