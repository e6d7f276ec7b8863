import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

/** The OWASP cheat sheet's vectors and more (test-data/xss-corpus.txt), shared with the browser spec. */
const CORPUS = readFileSync(path.resolve(import.meta.dirname, '../../../../test-data/xss-corpus.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel', 'class'],
  img: ['src', 'alt', 'title', 'width', 'height', 'class'],
  th: ['colspan', 'rowspan', 'class'],
  td: ['colspan', 'rowspan', 'class'],
};
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i;

/** Every tag of the sanitiser's output (which always quotes its attributes): its name and attributes. */
const tagsOf = (html: string) =>
  [...html.matchAll(/<([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/gi)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    attributes: [...(match[2] ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)].map((attribute) => ({
      name: (attribute[1] ?? '').toLowerCase(),
      value: (attribute[2] ?? '').replace(/&amp;/g, '&'),
    })),
  }));

describe('the rich-text allow-list against the XSS corpus', () => {
  it('holds at least 100 vectors', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(CORPUS)('keeps nothing that runs of %s', (vector) => {
    const clean = sanitizeRichText(vector);
    // every "<" left is the start of a tag the sanitiser wrote; the rest is escaped text
    expect(clean.match(/</g)?.length ?? 0).toBe(clean.match(/<\/?[a-z0-9]+[\s>/]/gi)?.length ?? 0);
    expect(clean).not.toMatch(
      /<\/?(script|style|iframe|object|embed|svg|math|form|input|meta|link|base|body)\b/i,
    );
    for (const tag of tagsOf(clean)) {
      for (const attribute of tag.attributes) {
        expect(ALLOWED_ATTRIBUTES[tag.name] ?? ['class'], `${tag.name} ${attribute.name}`).toContain(
          attribute.name,
        );
        expect(attribute.name).not.toMatch(/^on/);
        if (attribute.name === 'href' || attribute.name === 'src') expect(attribute.value).toMatch(SAFE_URL);
        if (attribute.name === 'src') expect(attribute.value).toMatch(/^\/files\/[0-9a-f-]{36}\.[a-z]{3,4}$/);
      }
    }
    // and it is settled: sanitising what was kept changes nothing (what the page renders is what was stored)
    expect(sanitizeRichText(clean)).toBe(clean);
  });
});
