/**
 * Markup built on the server. Every value put into a template is escaped unless it is already `Html` (markup made by
 * this module, or rich text that was sanitised on its way into the database); so forgetting to escape takes effort,
 * and a title such as `<script>` can only ever arrive as text.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Markup that is already safe: this module's own, or sanitised rich text (never anything a request carries). */
export const trusted = (markup: string): Html => new Html(markup);

type Part = Html | string | number | null | undefined | false | readonly Part[];

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
};

/** `html\`<h1>${title}</h1>\``: the strings are markup, the values are escaped (arrays are joined, empties dropped). */
export const html = (strings: TemplateStringsArray, ...values: Part[]): Html => {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new Html(out);
};

/**
 * JSON inside `<script type="application/ld+json">`: `<` is written as `\u003c`, so no `</script>` (or `<!--`) in a
 * title can end the element early; the JSON reads the same.
 */
export const jsonForScript = (value: unknown): Html =>
  new Html(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
