import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PATHS_DOC = path.join(ROOT, 'docs/paths.md');

/** The repository files a text names in code spans: `apps/…`, `packages/…` with a file extension. */
const namedFiles = (markdown: string): string[] => [
  ...new Set(
    [...markdown.matchAll(/`((?:apps|packages|scripts|e2e|bench)\/[^`\s]+\.[a-z]+)`/g)].map(
      (match) => match[1] as string,
    ),
  ),
];

describe('docs/paths.md, the newcomer paths from page to table', () => {
  it('finds the files a text names in code spans, and only those', () => {
    expect(
      namedFiles(
        'the `apps/web/src/x.tsx` page, then `packages/contract/src/a.ts`; not `npm test` nor `apps/web`',
      ),
    ).toEqual(['apps/web/src/x.tsx', 'packages/contract/src/a.ts']);
  });

  it('names only files that exist, for each step of the three paths', () => {
    const files = namedFiles(readFileSync(PATHS_DOC, 'utf8'));
    // three paths of eight steps: a doc emptied by mistake fails here rather than passing with nothing to check
    expect(files.length).toBeGreaterThanOrEqual(24);
    expect(files.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});
